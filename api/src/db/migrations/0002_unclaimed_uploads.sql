CREATE TABLE "unclaimed_uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unclaimed_uploads" ADD CONSTRAINT "unclaimed_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unclaimed_uploads_created_idx" ON "unclaimed_uploads" USING btree ("created_at");