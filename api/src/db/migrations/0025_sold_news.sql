ALTER TABLE "classifieds" ADD COLUMN "sold_news_at" timestamp with time zone;--> statement-breakpoint
-- Items sold before: old news, not to be told now.
UPDATE "classifieds" SET "sold_news_at" = "sold_at" WHERE "sold_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "classifieds_sold_news_idx" ON "classifieds" USING btree ("sold_at") WHERE "classifieds"."sold_at" is not null and "classifieds"."sold_news_at" is null;
