// GET /api/classifieds query string: built by the /classifieds screen and read by the API, here once.
import { CLASSIFIED_CATEGORIES, CLASSIFIED_FILTER_EXTRA_CATEGORIES, CLASSIFIED_FREE_FILTER, CLASSIFIED_HOUSING_TAG, CLASSIFIED_SORTS, CLASSIFIEDS, type ClassifiedSort } from './constants';
import type { LatLng } from './geo';
import { parseLimit, parseNear, parseRadius } from './listing-query';
import { SEARCH_WORDS_TOO_LONG, searchTerms } from './search-terms';

export { searchTerms };

/** The filter list's entries: 'All Categories', 'Free', 'Housing' and the 14 categories. */
export const CLASSIFIED_FILTER_CATEGORIES: readonly string[] = [...CLASSIFIED_FILTER_EXTRA_CATEGORIES, ...CLASSIFIED_CATEGORIES];
export const ALL_CATEGORIES = CLASSIFIED_FILTER_EXTRA_CATEGORIES[0];

export type ClassifiedFilter = { kind: 'all' } | { kind: 'free' } | { kind: 'tag'; tag: string } | { kind: 'category'; category: string };

export interface ClassifiedSearch {
  /** Words of the search box, lower case, at most CLASSIFIEDS.searchMaxWords; empty: no text filter. */
  terms: string[];
  filter: ClassifiedFilter;
  near?: { center: LatLng; radiusKm: number } | undefined;
  sort: ClassifiedSort;
  limit: number;
  cursor?: string | undefined;
  /** Only those the viewer saved (decision 0048); a guest is refused. */
  savedOnly: boolean;
}

export type ClassifiedQuery = Partial<Record<'q' | 'category' | 'near' | 'radiusKm' | 'sort' | 'limit' | 'cursor' | 'saved', string>>;

export const CLASSIFIED_QUERY_MESSAGES = {
  q: SEARCH_WORDS_TOO_LONG,
  category: 'category must be one of the filter list',
  near: 'near must be lat,lng in degrees',
  radius: 'radiusKm must be a positive number',
  sort: `sort must be one of ${CLASSIFIED_SORTS.join(', ')}`,
  nearestNeedsNear: 'sort=nearest needs near=lat,lng',
  limit: 'limit must be a whole number of at least 1',
  saved: 'saved must be true or left out',
} as const;

export function classifiedFilterOf(category: string | undefined): ClassifiedFilter {
  if (!category || category === ALL_CATEGORIES) return { kind: 'all' };
  if (category === CLASSIFIED_FREE_FILTER) return { kind: 'free' };
  if (category === CLASSIFIED_HOUSING_TAG) return { kind: 'tag', tag: category };
  return { kind: 'category', category };
}

/** A query that passed the API's schema (classifiedQuerySchema) as a search; never fails. */
export function toClassifiedSearch(query: ClassifiedQuery): ClassifiedSearch {
  const center = query.near ? parseNear(query.near) : undefined;
  const radiusKm = Math.min(query.radiusKm ? parseRadius(query.radiusKm)! : CLASSIFIEDS.radiusDefaultKm, CLASSIFIEDS.radiusMaxKm);
  return {
    terms: searchTerms(query.q),
    filter: classifiedFilterOf(query.category),
    near: center ? { center, radiusKm } : undefined,
    sort: (query.sort as ClassifiedSort | undefined) ?? 'newest',
    limit: Math.min(query.limit ? parseLimit(query.limit)! : CLASSIFIEDS.pageDefault, CLASSIFIEDS.pageMax),
    cursor: query.cursor || undefined,
    savedOnly: query.saved === 'true',
  };
}

export interface ClassifiedQueryInput {
  q?: string;
  category?: string;
  near?: LatLng;
  radiusKm?: number;
  sort?: ClassifiedSort;
  limit?: number;
  cursor?: string;
  savedOnly?: boolean;
}

/** The query parameters as the web sends them; defaults are left out. */
export function classifiedQuery(input: ClassifiedQueryInput): ClassifiedQuery {
  const query: ClassifiedQuery = {};
  if (input.q?.trim()) query.q = input.q.trim().slice(0, CLASSIFIEDS.searchMaxLength);
  if (input.category && input.category !== ALL_CATEGORIES) query.category = input.category;
  if (input.near) query.near = `${input.near.lat},${input.near.lng}`;
  if (input.radiusKm !== undefined) query.radiusKm = String(input.radiusKm);
  if (input.sort && input.sort !== 'newest') query.sort = input.sort;
  if (input.limit !== undefined) query.limit = String(input.limit);
  if (input.cursor) query.cursor = input.cursor;
  if (input.savedOnly) query.saved = 'true';
  return query;
}
