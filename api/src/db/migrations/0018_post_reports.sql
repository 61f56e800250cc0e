ALTER TABLE "reports" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "post_problem" text;--> statement-breakpoint
CREATE INDEX "reports_post_idx" ON "reports" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_post_report_idx" ON "reports" USING btree ("reporter_id","post_id") WHERE "reports"."status" = 'open' and "reports"."post_id" is not null;