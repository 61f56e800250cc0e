-- Decision 0073: a sale alert watches for words too (a crib, tools), as the Filter Sales search finds
-- them; existing alerts watch for none, so every sale.
ALTER TABLE "sale_alerts" ADD COLUMN "q" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_alerts" ADD COLUMN "terms" text[] DEFAULT '{}' NOT NULL;