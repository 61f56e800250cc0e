import type { Listing, ListingMarkers, ListingsPage } from '@yardsale/core/api-types';
import type { ListingQuery } from '@yardsale/core/listing-query';
import type { MarkerQuery } from '@yardsale/core/map-tiles';
import { api, ApiError } from '@/lib/api-client';
import { noteAnswer } from '@/lib/saved-copy';

/** GET /api/listings: one page of visible sales (nearest first for `near`); build the query with core's listingQuery. */
export const fetchListings = (query: ListingQuery, signal?: AbortSignal) =>
  api.get<ListingsPage>(`/api/listings?${new URLSearchParams(query).toString()}`, { signal });

/** GET /api/listings/{id}: the whole sale, for the sheet a map pin opens. */
export const fetchListing = (id: string, signal?: AbortSignal) => api.get<Listing>(`/api/listings/${encodeURIComponent(id)}`, { signal });

/** The map's pins with the ETag they came with, so the next refetch can ask "changed since?". */
export interface MarkersAnswer extends ListingMarkers {
  etag: string | null;
}

/**
 * GET /api/listings/markers as a conditional request: with the ETag of the answer already held it
 * sends If-None-Match, and a 304 (nothing shown has changed) hands back that answer. The browser's
 * own cache cannot do this: the spec's no-cache request header makes it skip the cache entirely.
 * Otherwise as api.get: cookies, JSON, no-cache, and "status: body" errors.
 */
export async function fetchListingMarkers(query: MarkerQuery, held: MarkersAnswer | undefined, signal?: AbortSignal): Promise<MarkersAnswer> {
  const path = `/api/listings/markers?${new URLSearchParams(query).toString()}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache' };
  if (held?.etag) headers['If-None-Match'] = held.etag;
  const response = await fetch(path, { headers, credentials: 'include', signal });
  noteAnswer(path, response); // the worker's saved copy, offline (decision 0041)
  if (response.status === 304 && held) return held;
  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError(response.status, text, response.statusText);
    console.error(`GET ${path} failed`, error.message);
    throw error;
  }
  return { ...(JSON.parse(text) as ListingMarkers), etag: response.headers.get('etag') };
}
