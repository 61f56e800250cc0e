CREATE TABLE "saved_classifieds" (
	"user_id" uuid NOT NULL,
	"classified_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_classifieds_user_id_classified_id_pk" PRIMARY KEY("user_id","classified_id")
);
--> statement-breakpoint
ALTER TABLE "saved_classifieds" ADD CONSTRAINT "saved_classifieds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_classifieds" ADD CONSTRAINT "saved_classifieds_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_classifieds_classified_idx" ON "saved_classifieds" USING btree ("classified_id");