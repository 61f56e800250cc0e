-- Text messages (decision 0077): the code that proves a mobile number, the number once proven, when a
-- conversation side was last texted, and the texts the embedded sender keeps unsent.
CREATE TABLE "sms_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts_left" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_number" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "texted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to","created_at");--> statement-breakpoint
-- The switch saved 'on' before texts were sent; with no number proven, nothing would reach them.
UPDATE "users" SET "notification_settings" = "notification_settings" || '{"sms": false}'::jsonb WHERE ("notification_settings"->>'sms')::boolean;
