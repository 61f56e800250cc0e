// The words of a search box as the database searches them (migrations 0003, 0016, 0031, 0032): each
// word's stem and start, or-ed with up to three close spellings in use; the words and-ed. Shared by
// the classifieds' search and Find's, each over its own vocabulary.
import { sql } from 'drizzle-orm';
import type { SimilarWords } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';

/** Whose words a misspelt word is compared with: the classifieds' (classified_words) or the yard sales' (sale_words). */
export type Vocabulary = 'classifieds' | 'sales';

const CLOSE_WORDS = { classifieds: sql.raw('classified_close_words'), sales: sql.raw('sale_close_words') };

export interface SearchedWords {
  /** The words as one tsquery text; undefined when none can narrow anything (only stop words). */
  query: string | undefined;
  /** The words that were also searched as close spellings, so the screen can say so. */
  similarWords: SimilarWords[];
}

/**
 * The search's query, computed first so the planner of the main query sees a constant and can
 * estimate how many rows it matches; each word's close spellings are looked up once (c0, c1, …).
 */
export async function searchedWords(db: Db, vocabulary: Vocabulary, terms: readonly string[]): Promise<SearchedWords> {
  if (terms.length === 0) return { query: undefined, similarWords: [] };
  const close = (index: number) => sql.raw(`c${index}`);
  const lookups = terms.map((term, index) => sql`${CLOSE_WORDS[vocabulary]}(${term}) as ${close(index)}`);
  const perWord = terms.map((term, index) => sql`coalesce(classified_word_query_with(${term}, ${close(index)}), ''::tsquery)`);
  // A stop word's close spellings are not searched (its query is none), so they are not named.
  const named = terms.map((term, index) => sql`case when classified_word_query_with(${term}, '{}') is null then '{}'::text[] else ${close(index)} end`);
  // Both drivers answer execute() with { rows }; the close words come as JSON text, read alike by both.
  const result = (await db.execute(
    sql`select (${sql.join(perWord, sql` && `)})::text as query, json_build_array(${sql.join(named, sql`, `)})::text as close
      from (select ${sql.join(lookups, sql`, `)}) words`,
  )) as unknown as { rows: { query: string | null; close: string }[] };
  const row = result.rows[0];
  const searched = JSON.parse(row?.close ?? '[]') as string[][];
  const similarWords = terms.map((typed, index) => ({ typed, searched: searched[index] ?? [] })).filter((word) => word.searched.length > 0);
  return { query: row?.query || undefined, similarWords };
}
