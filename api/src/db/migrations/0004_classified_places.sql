ALTER TABLE "classified_words" ADD COLUMN "ads" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "region_vector" "tsvector";--> statement-breakpoint
-- Classifieds near a place, fast at a million rows (bench/README.md, classifieds):
-- 1. an index on the 0.25° cell of the public point, so that the planner knows how many rows a circle
--    holds (for the GiST box of 0003 it assumes 0.1% of the table everywhere, and read every row of
--    a dense city's circle: 150-470 ms). services/classifieds/search.ts lists the cells around the
--    circle. Category and expiry follow the cell, so a category near a point is an index range. Not
--    partial: the planner ignores the statistics of partial indexes.
-- 2. region_vector: the search document's lexemes tagged with the 1° region of the public point, so
--    a frequent word's prefix ('table' → 'tabl':*, 50,000 ads at 1M) is gathered in the few regions a
--    circle meets instead of the whole country (30-45 ms of GIN work alone).
-- 3. word counts, so that a close spelling many times more frequent than the typed word is searched
--    too: at scale the common typos ('bicyle') are in some ad, and used to find only those.
CREATE INDEX "classifieds_cell_idx" ON "classifieds" USING btree (((floor("public_latitude" * 4) * 2048 + floor("public_longitude" * 4))::int),"category","expires_at");--> statement-breakpoint
ALTER INDEX "classifieds_cell_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
-- The text searched: title (weight A), categories (B), description (C), English stems.
CREATE FUNCTION classified_search_vector(title text, categories text[], description text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, array_to_string(categories, ' ')), 'B') ||
    setweight(to_tsvector('english'::regconfig, description), 'C')
$$;--> statement-breakpoint
-- The 1° region of a point as a lexeme prefix ('43,-80:'); regionsAround in search.ts writes the same.
CREATE FUNCTION classified_region(latitude float8, longitude float8) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(latitude)::int || ',' || floor(longitude)::int || ':'
$$;--> statement-breakpoint
CREATE FUNCTION classified_region_vector(document tsvector, latitude float8, longitude float8) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(array(SELECT classified_region(latitude, longitude) || lexeme FROM unnest(document)))
$$;--> statement-breakpoint
-- The words a misspelling is matched against: unstemmed, letters only, 4 to 32 of them, each once.
CREATE FUNCTION classified_vocabulary(title text, categories text[], description text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, title || ' ' || array_to_string(categories, ' ') || ' ' || description))
  WHERE lexeme ~ '^[[:alpha:]]{4,32}$'
$$;--> statement-breakpoint
-- Words are counted once per classified that uses them (an edit counts only the words it adds), in
-- word order, so that concurrent writers lock the words in one order.
CREATE OR REPLACE FUNCTION classifieds_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := classified_search_vector(NEW.title, NEW.categories, NEW.description);
  NEW.region_vector := classified_region_vector(NEW.search_vector, NEW.public_latitude, NEW.public_longitude);
  IF TG_OP = 'INSERT' THEN
    INSERT INTO classified_words AS known (word)
      SELECT word FROM classified_vocabulary(NEW.title, NEW.categories, NEW.description) word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET ads = known.ads + 1;
  ELSE
    INSERT INTO classified_words AS known (word)
      SELECT word FROM classified_vocabulary(NEW.title, NEW.categories, NEW.description) word
      WHERE word NOT IN (SELECT classified_vocabulary(OLD.title, OLD.categories, OLD.description)) ORDER BY word
      ON CONFLICT (word) DO UPDATE SET ads = known.ads + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER classifieds_search_document ON classifieds;--> statement-breakpoint
CREATE TRIGGER classifieds_search_document BEFORE INSERT OR UPDATE OF title, description, categories, public_latitude, public_longitude ON classifieds
  FOR EACH ROW EXECUTE FUNCTION classifieds_search_document();--> statement-breakpoint
-- Whether two words are one edit apart: a letter added, dropped or changed, or two neighbours swapped.
CREATE FUNCTION classified_one_edit_apart(a text, b text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  i int := 1;
BEGIN
  IF a = b OR abs(length(a) - length(b)) > 1 THEN RETURN false; END IF;
  WHILE i <= least(length(a), length(b)) AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF length(a) > length(b) THEN RETURN substr(a, i + 1) = substr(b, i); END IF;
  IF length(a) < length(b) THEN RETURN substr(a, i) = substr(b, i + 1); END IF;
  RETURN substr(a, i + 1) = substr(b, i + 1)
    OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1) AND substr(a, i + 2) = substr(b, i + 2));
END
$$;--> statement-breakpoint
-- One search word as a query: its English stem as a prefix, the word as typed as a prefix (a half
-- typed word may not stem to a prefix of the full word's stem), and, from four letters on, up to three
-- words in use that are spelt closely (pg_trgm), the more frequent first: all close words when the
-- typed word is in no ad; when it is in a few ads (a slip some sellers made too), only words one
-- edit away and ten times as frequent. So 'bicyle' finds 'bicycle' however many sellers misspelt it,
-- but 'unicycle' finds only unicycles. A stop word matches nothing, so it is left out (NULL).
CREATE OR REPLACE FUNCTION classified_word_query(term text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  WITH typed AS (SELECT (SELECT ads FROM classified_words WHERE word = term) AS ads)
  SELECT CASE WHEN numnode(to_tsquery('english', term)) = 0 THEN NULL ELSE
    to_tsquery('english', term || ':*') || to_tsquery('simple', term || ':*') || coalesce((
      SELECT to_tsquery('english', string_agg(close.word, ' | '))
      FROM (
        SELECT w.word FROM classified_words w, typed
        WHERE length(term) >= 4 AND (typed.ads IS NULL OR typed.ads < 100) AND w.word % term
          AND (typed.ads IS NULL OR (w.ads >= 10 * typed.ads AND abs(length(w.word) - length(term)) <= 1 AND classified_one_edit_apart(w.word, term)))
        ORDER BY similarity(w.word, term) + 0.1 * log(w.ads) DESC, w.word
        LIMIT 3
      ) close
    ), ''::tsquery)
  END FROM typed
$$;--> statement-breakpoint
UPDATE "classifieds" SET "region_vector" = classified_region_vector("search_vector", "public_latitude", "public_longitude");--> statement-breakpoint
UPDATE "classified_words" SET "ads" = counted.ads FROM (
  SELECT word, count(*)::int AS ads FROM "classifieds", classified_vocabulary("title", "categories", "description") word GROUP BY word
) counted WHERE counted.word = "classified_words"."word";--> statement-breakpoint
CREATE INDEX "classifieds_region_search_idx" ON "classifieds" USING gin ("region_vector") WHERE "is_active";--> statement-breakpoint
ANALYZE "classifieds";
