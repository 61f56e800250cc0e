-- The close spellings a search word is widened with, named on their own (session 33): the search
-- answer tells the reader which words it also searched ('chair' also finds 'chain'), so that a
-- necklace among chairs is explained. The query is built from them in one place, so the search
-- looks them up once a word (services/classifieds/search.ts) and classified_word_query is the same
-- query as in 0004.
CREATE OR REPLACE FUNCTION classified_close_words(term text) RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH typed AS (SELECT (SELECT ads FROM classified_words WHERE word = term) AS ads)
  SELECT coalesce(array_agg(close.word ORDER BY close.rank DESC, close.word), '{}'::text[]) FROM (
    SELECT w.word, similarity(w.word, term) + 0.1 * log(w.ads) AS rank FROM classified_words w, typed
    WHERE length(term) >= 4 AND (typed.ads IS NULL OR typed.ads < 100) AND w.word % term
      AND (typed.ads IS NULL OR (w.ads >= 10 * typed.ads AND abs(length(w.word) - length(term)) <= 1 AND classified_one_edit_apart(w.word, term)))
    ORDER BY rank DESC, w.word
    LIMIT 3
  ) close
$$;--> statement-breakpoint
-- One search word as a query, given its close words; NULL for a stop word (it narrows nothing).
CREATE OR REPLACE FUNCTION classified_word_query_with(term text, close text[]) RETURNS tsquery LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN numnode(to_tsquery('english', term)) = 0 THEN NULL ELSE
    to_tsquery('english', term || ':*') || to_tsquery('simple', term || ':*')
      || CASE WHEN cardinality(close) > 0 THEN to_tsquery('english', array_to_string(close, ' | ')) ELSE ''::tsquery END
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION classified_word_query(term text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT classified_word_query_with(term, classified_close_words(term))
$$;
