ALTER TABLE "saved_classifieds" ADD COLUMN "price_when_saved" numeric(10, 2);--> statement-breakpoint
-- Saves made before: the price now is the one their savers last saw, as far as anyone can tell.
UPDATE "saved_classifieds" SET "price_when_saved" = "classifieds"."price" FROM "classifieds" WHERE "classifieds"."id" = "saved_classifieds"."classified_id";