import type { ListingsPage } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import type { SaleFilters } from '@yardsale/core/visibility';
import { api } from '@/lib/api-client';

export type ListingSearchArea = { bbox: [west: number, south: number, east: number, north: number] } | { near: LatLng };

export interface ListingSearchOptions {
  radiusKm?: number;
  limit?: number;
}

/** GET /api/listings query parameters for an area (map viewport or a point) and the sale filters. */
export function listingSearchParams(
  area: ListingSearchArea,
  filters: SaleFilters,
  { radiusKm, limit }: ListingSearchOptions = {},
): Record<string, string> {
  const params: Record<string, string> =
    'bbox' in area ? { bbox: area.bbox.join(',') } : { near: `${area.near.lat},${area.near.lng}` };
  if (radiusKm !== undefined) params.radiusKm = String(radiusKm);
  if (filters.saleTypes.length > 0) params.types = filters.saleTypes.join(',');
  if (filters.categories.length > 0) params.categories = filters.categories.join(',');
  if (limit !== undefined) params.limit = String(limit);
  return params;
}

/** GET /api/listings: one page of visible sales (nearest first for `near`). */
export const fetchListings = (params: Record<string, string>, signal?: AbortSignal) =>
  api.get<ListingsPage>(`/api/listings?${new URLSearchParams(params).toString()}`, { signal });
