CREATE TABLE "price_drop_notices" (
	"user_id" uuid NOT NULL,
	"classified_id" uuid NOT NULL,
	"from_price" numeric(10, 2) NOT NULL,
	"dropped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_drop_notices_user_id_classified_id_pk" PRIMARY KEY("user_id","classified_id")
);
--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_drop_notices_classified_idx" ON "price_drop_notices" USING btree ("classified_id");