import { ALL_CATEGORIES, CLASSIFIED_FILTER_CATEGORIES } from '@yardsale/core/classified-query';
import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

// /classifieds?q=&category=: a search filled in by its address. A guest who taps Alert Me and goes to
// log in comes back to it, so the alert they wanted is one tap away.
const WORDS = 'q';
const CATEGORY = 'category';

/** The address of /classifieds with this search filled in. */
export function classifiedsSearchPath(q: string, category: string): string {
  const params = new URLSearchParams();
  if (q) params.set(WORDS, q);
  if (category !== ALL_CATEGORIES) params.set(CATEGORY, category);
  return params.size ? `${paths.classifieds}?${params}` : paths.classifieds;
}

/**
 * The search an address filled in, read once as the start of the search box and the category; the
 * address then lets go of it, so it never holds words the box no longer has.
 */
export function useSearchFromAddress(): { text: string; category: string } {
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => ({ text: params.get(WORDS) ?? '', category: params.get(CATEGORY) ?? '' }));
  useLayoutEffect(() => {
    if (!start.text && !start.category) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WORDS);
        next.delete(CATEGORY);
        return next;
      },
      { replace: true },
    );
  }, [start, setParams]);
  return { text: start.text, category: CLASSIFIED_FILTER_CATEGORIES.includes(start.category) ? start.category : ALL_CATEGORIES };
}
