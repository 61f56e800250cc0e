-- Decision 0071: yard sales searched for words (a crib, a bike, tools), as classifieds are: English stems
-- of the title, description and category, kept by the database; the GIN index serves a rare word.
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title" || ' ' || "description" || ' ' || "category")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."is_active";