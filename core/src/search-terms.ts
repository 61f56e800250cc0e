// The words of a search box, as the classifieds' and the yard sales' searches match them.
import { CLASSIFIEDS } from './constants';

/** Every search box's and alert's words are refused past this length, in these words. */
export const SEARCH_WORDS_TOO_LONG = `q must be at most ${CLASSIFIEDS.searchMaxLength} characters`;

/**
 * The words of a search as the database matches them: letters and digits only (so no word can be
 * tsquery syntax), lower case, one-letter words dropped (a prefix of one letter matches everything);
 * the first `max` of them (a search matches CLASSIFIEDS.searchMaxWords).
 */
export function searchTerms(q: string | undefined, max: number = CLASSIFIEDS.searchMaxWords): string[] {
  const words = (q ?? '').normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => word.length >= 2).map((word) => word.slice(0, 32)))].slice(0, max);
}
