ALTER TABLE "classifieds" ADD COLUMN "price_before_drop" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "price_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A price already up stood since the item was posted, as far as anyone can tell.
UPDATE "classifieds" SET "price_set_at" = "created_at";