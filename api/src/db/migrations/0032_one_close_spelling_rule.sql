-- One rule for the close spellings of a search word (migrations 0016 and 0031 wrote it twice): over
-- a vocabulary table of words with how many posts use each (`uses`: classified_words.ads,
-- sale_words.sales), up to three words in use spelt closely, the likeliest first. A word of under
-- four letters has none; a word many posts use (100 or more) is meant as typed; a word some posts use
-- is widened only with a word one edit away that ten times as many posts use ('chiar' and 'chair').
CREATE FUNCTION close_words_in(vocabulary regclass, uses name, term text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  close text[];
BEGIN
  IF length(term) < 4 THEN
    RETURN '{}'::text[];
  END IF;
  EXECUTE format($query$
    WITH typed AS (SELECT (SELECT %2$I FROM %1$s WHERE word = $1) AS uses)
    SELECT coalesce(array_agg(close.word ORDER BY close.rank DESC, close.word), '{}'::text[]) FROM (
      SELECT w.word, similarity(w.word, $1) + 0.1 * log(w.%2$I) AS rank FROM %1$s w, typed
      WHERE (typed.uses IS NULL OR typed.uses < 100) AND w.word %% $1
        AND (typed.uses IS NULL OR (w.%2$I >= 10 * typed.uses AND abs(length(w.word) - length($1)) <= 1 AND classified_one_edit_apart(w.word, $1)))
      ORDER BY rank DESC, w.word
      LIMIT 3
    ) close
  $query$, vocabulary, uses) INTO close USING term;
  RETURN close;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION classified_close_words(term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT close_words_in('classified_words', 'ads', term)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_close_words(term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT close_words_in('sale_words', 'sales', term)
$$;
