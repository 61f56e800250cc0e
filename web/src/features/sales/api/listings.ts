import type { ListingsPage } from '@yardsale/core/api-types';
import type { ListingQuery } from '@yardsale/core/listing-query';
import { api } from '@/lib/api-client';

/** GET /api/listings: one page of visible sales (nearest first for `near`); build the query with core's listingQuery. */
export const fetchListings = (query: ListingQuery, signal?: AbortSignal) =>
  api.get<ListingsPage>(`/api/listings?${new URLSearchParams(query).toString()}`, { signal });
