-- Decision 0075: a misspelt Filter Sales word ('strolers') finds the sales of the word it was meant
-- for, as a classifieds search word does (migrations 0003, 0004, 0016): the words of every sale, with
-- how many sales used each, kept by a trigger, matched with pg_trgm.
CREATE TABLE "sale_words" (
	"word" text PRIMARY KEY NOT NULL,
	"sales" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE INDEX "sale_words_trgm_idx" ON "sale_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "sale_words" ("word", "sales")
  SELECT word, count(*)::int FROM "listings", classified_vocabulary("title", ARRAY["category"], "description") word GROUP BY word;--> statement-breakpoint
-- Words are counted once per sale that uses them (an edit counts only the words it adds), in word
-- order, so that concurrent writers lock the words in one order.
CREATE FUNCTION listings_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sale_words AS known (word)
      SELECT word FROM classified_vocabulary(NEW.title, ARRAY[NEW.category], NEW.description) word ORDER BY word
      ON CONFLICT (word) DO UPDATE SET sales = known.sales + 1;
  ELSE
    INSERT INTO sale_words AS known (word)
      SELECT word FROM classified_vocabulary(NEW.title, ARRAY[NEW.category], NEW.description) word
      WHERE word NOT IN (SELECT classified_vocabulary(OLD.title, ARRAY[OLD.category], OLD.description)) ORDER BY word
      ON CONFLICT (word) DO UPDATE SET sales = known.sales + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_vocabulary AFTER INSERT OR UPDATE OF title, description, category ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_vocabulary();--> statement-breakpoint
-- Up to three words in use spelt closely to a search word, as classified_close_words picks them.
CREATE FUNCTION sale_close_words(term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH typed AS (SELECT (SELECT sales FROM sale_words WHERE word = term) AS sales)
  SELECT coalesce(array_agg(close.word ORDER BY close.rank DESC, close.word), '{}'::text[]) FROM (
    SELECT w.word, similarity(w.word, term) + 0.1 * log(w.sales) AS rank FROM sale_words w, typed
    WHERE length(term) >= 4 AND (typed.sales IS NULL OR typed.sales < 100) AND w.word % term
      AND (typed.sales IS NULL OR (w.sales >= 10 * typed.sales AND abs(length(w.word) - length(term)) <= 1 AND classified_one_edit_apart(w.word, term)))
    ORDER BY rank DESC, w.word
    LIMIT 3
  ) close
$$;--> statement-breakpoint
-- One Filter Sales word as a query: its stem and start, or a close spelling; NULL for a stop word.
CREATE FUNCTION sale_word_query(term text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT classified_word_query_with(term, sale_close_words(term))
$$;
