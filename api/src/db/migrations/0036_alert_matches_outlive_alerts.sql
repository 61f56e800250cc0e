-- A match outlives the alert it was made under (decision 0078): deleting an alert, or stopping all of
-- them from the e-mail, used to delete the rows that said who was told of which post, and an edit
-- could then tell them again.
ALTER TABLE "sale_alert_matches" DROP CONSTRAINT "sale_alert_matches_alert_id_sale_alerts_id_fk";
--> statement-breakpoint
ALTER TABLE "item_alert_matches" DROP CONSTRAINT "item_alert_matches_alert_id_item_alerts_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_alert_matches" ALTER COLUMN "alert_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_alert_matches" ALTER COLUMN "alert_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_alert_matches" ADD CONSTRAINT "sale_alert_matches_alert_id_sale_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."sale_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alert_matches" ADD CONSTRAINT "item_alert_matches_alert_id_item_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."item_alerts"("id") ON DELETE set null ON UPDATE no action;