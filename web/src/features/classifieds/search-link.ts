import { useLayoutEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { useSearchParam } from '@/lib/use-search-param';

// /classifieds?q=: a search box filled in by its address. A guest who taps Alert Me and goes to log in
// comes back to their words, so the alert they wanted is one tap away.
const WORDS = 'q';

/** The address of /classifieds with these words in the search box. */
export const classifiedsSearchPath = (q: string): string => (q ? `${paths.classifieds}?${new URLSearchParams({ [WORDS]: q })}` : paths.classifieds);

/**
 * The words an address filled in, read once as the start of the search box; the address then lets go
 * of them, so it never holds words the box no longer has.
 */
export function useWordsFromAddress(): string {
  const [words, setWords] = useSearchParam(WORDS);
  const [start] = useState(words ?? '');
  useLayoutEffect(() => {
    if (start) setWords(null, true);
  }, [start, setWords]);
  return start;
}
