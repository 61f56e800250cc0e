ALTER TABLE "sale_alert_matches" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_alert_matches" ADD COLUMN "withdrawn_at" timestamp with time zone;