import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Classified, SimilarWords } from '@yardsale/core/api-types';
import { classifiedQuery } from '@yardsale/core/classified-query';
import { POLLING_MS, type ClassifiedSort } from '@yardsale/core/constants';
import { measuredFrom, type LatLng } from '@yardsale/core/geo';
import { useMemo } from 'react';
import { classifiedKeys } from '@/lib/query-keys';
import { searchClassifieds } from '../api/search-classifieds';
import { retryWhileOnline } from '@/lib/query-client';

interface ClassifiedSearch {
  q: string;
  category: string;
  center: LatLng | null;
  /** Newest first when not given, as the warm-up and the server's first screen ask. */
  sort?: ClassifiedSort;
  /** Only the signed-in user's saved classifieds. */
  savedOnly?: boolean;
}

const NONE: Classified[] = [];
const NO_SIMILAR_WORDS: SimilarWords[] = [];

/** Each classified once, in page order: a refresh between two pages may move one onto the next. */
function uniqueById(pages: readonly { classifieds: Classified[] }[]): Classified[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.classifieds).filter((classified) => !seen.has(classified.id) && Boolean(seen.add(classified.id)));
}

/** GET /api/classifieds page by page (SPEC section 7: cached 5 minutes, 3 retries); also what the warm-up fetches ahead. */
export function classifiedSearchQuery({ q, category, center, sort, savedOnly }: ClassifiedSearch) {
  const params = classifiedQuery({ q, category, sort, savedOnly, ...(center ? { near: center } : {}) });
  return infiniteQueryOptions({
    queryKey: classifiedKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchClassifieds(pageParam ? { ...params, cursor: pageParam } : params, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: POLLING_MS.classifiedsCache,
    gcTime: POLLING_MS.classifiedsCache,
    retry: retryWhileOnline(3),
  });
}

/**
 * The search as the list shows it: while a new search loads, the previous results stay on screen.
 * Distances are measured from the place asked for (as the server does), so a list saved elsewhere
 * and served offline reads from here.
 */
export function useClassifiedSearch({ enabled, center, ...search }: ClassifiedSearch & { enabled: boolean }) {
  const query = useInfiniteQuery({
    ...classifiedSearchQuery({ ...search, center }),
    enabled,
    refetchInterval: false,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const classifieds = useMemo(() => {
    const shown = pages ? uniqueById(pages) : NONE;
    return center ? measuredFrom(center, shown) : shown;
  }, [pages, center]);
  const asked = classifiedQuery({ q: search.q, category: search.category });
  // Every page of one search widens the same words.
  const similarWords = pages?.[0]?.similarWords ?? NO_SIMILAR_WORDS;
  return { query, classifieds, similarWords, searching: Boolean(asked.q || asked.category) };
}
