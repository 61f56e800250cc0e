ALTER TABLE "reports" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "post_problem" text;--> statement-breakpoint
CREATE INDEX "reports_post_idx" ON "reports" USING btree ("post_id");