-- Classifieds become postable and searchable: a verified point (exact for the seller, snapped to a
-- ~1 km grid for everyone else), an area name, card-sized photos, an expiry, and PostgreSQL text
-- search with English stems, prefixes and, through pg_trgm over the words in use, close spellings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "classified_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "classified_words_trgm_idx" ON "classified_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "classifieds_browse_idx";--> statement-breakpoint
DROP INDEX "classifieds_category_idx";--> statement-breakpoint
-- Only demo rows existed (nothing could post a classified before): every one of them has a point.
DELETE FROM "classifieds" WHERE "latitude" IS NULL OR "longitude" IS NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ALTER COLUMN "longitude" SET NOT NULL;--> statement-breakpoint
UPDATE "classifieds" SET "expires_at" = "renewed_at" + interval '30 days' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "thumbnail_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
UPDATE "classifieds" SET
  "public_latitude" = round("latitude"::numeric, 2)::float8,
  "public_longitude" = round("longitude"::numeric, 2)::float8,
  "area" = regexp_replace("location", '^[^,]*,\s*(?=[^,]*,)', ''),
  "categories" = ARRAY["category"];--> statement-breakpoint
ALTER TABLE "classifieds" ALTER COLUMN "public_latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ALTER COLUMN "public_longitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The document searched, and the vocabulary misspellings are matched against, kept on every write.
CREATE FUNCTION classifieds_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.categories, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  INSERT INTO classified_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple', NEW.title || ' ' || array_to_string(NEW.categories, ' ') || ' ' || NEW.description))
    WHERE lexeme ~ '^[[:alpha:]]{4,32}$'
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER classifieds_search_document BEFORE INSERT OR UPDATE OF title, description, categories ON classifieds
  FOR EACH ROW EXECUTE FUNCTION classifieds_search_document();--> statement-breakpoint
-- One search word as a query: its English stem as a prefix, the word as typed as a prefix (a half
-- typed word may not stem to a prefix of the full word's stem), and, when it is no word in use and
-- has four letters or more, up to three words in use that are spelt closely (pg_trgm): 'bicyle'
-- finds 'bicycle', but 'unicycle' finds only unicycles. A stop word matches nothing, so it is left
-- out (NULL) rather than required.
CREATE FUNCTION classified_word_query(term text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN numnode(to_tsquery('english', term)) = 0 THEN NULL ELSE
    to_tsquery('english', term || ':*') || to_tsquery('simple', term || ':*') || coalesce((
      SELECT to_tsquery('english', string_agg(close.word, ' | '))
      FROM (
        SELECT w.word FROM classified_words w
        WHERE length(term) >= 4 AND w.word % term
          AND NOT EXISTS (SELECT FROM classified_words known WHERE known.word = term)
        ORDER BY similarity(w.word, term) DESC, w.word
        LIMIT 3
      ) close
    ), ''::tsquery)
  END
$$;--> statement-breakpoint
UPDATE "classifieds" SET "title" = "title";--> statement-breakpoint
CREATE INDEX "classifieds_newest_idx" ON "classifieds" USING btree ("renewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "classifieds"."is_active";--> statement-breakpoint
CREATE INDEX "classifieds_price_idx" ON "classifieds" USING btree ("price","id") WHERE "classifieds"."is_active";--> statement-breakpoint
CREATE INDEX "classifieds_category_idx" ON "classifieds" USING btree ("category","renewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "classifieds"."is_active";--> statement-breakpoint
CREATE INDEX "classifieds_search_idx" ON "classifieds" USING gin ("search_vector") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "classifieds_tags_idx" ON "classifieds" USING gin ("categories") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "classifieds_geo_idx" ON "classifieds" USING gist (ll_to_earth("public_latitude", "public_longitude")) WHERE "is_active";
