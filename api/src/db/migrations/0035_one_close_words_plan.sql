-- Migration 0032 wrote the close-spelling rule once, as close_words_in(vocabulary, uses, term), which
-- ran its query through EXECUTE: planned anew at every call. Matching a new item against the words of
-- the alerts around it calls it once per distinct word, and took four times as long on PostgreSQL
-- (20.5 → 81.6 ms at 1,000 alerts: bench/README.md). The rule is now one SQL function over a view of
-- both vocabularies, planned once per query; the view's other branch is cut by a one-time filter.
CREATE VIEW search_vocabulary AS
  SELECT 'classifieds'::text AS vocabulary, word, ads AS uses FROM classified_words
  UNION ALL
  SELECT 'sales'::text, word, sales FROM sale_words;--> statement-breakpoint
-- Up to three words in use spelt closely, the likeliest first. A word of under four letters has none;
-- a word many posts use (100 or more) is meant as typed; a word some posts use is widened only with a
-- word one edit away that ten times as many posts use ('chiar' and 'chair').
CREATE FUNCTION search_close_words(of_vocabulary text, term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH typed AS (SELECT (SELECT v.uses FROM search_vocabulary v WHERE v.vocabulary = of_vocabulary AND v.word = term) AS uses)
  SELECT coalesce(array_agg(close.word ORDER BY close.rank DESC, close.word), '{}'::text[]) FROM (
    SELECT w.word, similarity(w.word, term) + 0.1 * log(w.uses) AS rank FROM search_vocabulary w, typed
    WHERE w.vocabulary = of_vocabulary AND length(term) >= 4 AND (typed.uses IS NULL OR typed.uses < 100) AND w.word % term
      AND (typed.uses IS NULL OR (w.uses >= 10 * typed.uses AND abs(length(w.word) - length(term)) <= 1 AND classified_one_edit_apart(w.word, term)))
    ORDER BY rank DESC, w.word
    LIMIT 3
  ) close
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION classified_close_words(term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT search_close_words('classifieds', term)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_close_words(term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT search_close_words('sales', term)
$$;--> statement-breakpoint
DROP FUNCTION close_words_in(regclass, name, text);
