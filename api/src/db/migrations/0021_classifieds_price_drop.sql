ALTER TABLE "classifieds" ADD COLUMN "price_before_drop" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "price_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A price already up has stood at least since the item was last changed (updated_at moves with any edit).
UPDATE "classifieds" SET "price_set_at" = "updated_at";