import { queryOptions } from '@tanstack/react-query';
import { POLLING_MS } from '@yardsale/core/constants';
import { roundedToTenMetres, type LatLng } from '@yardsale/core/geo';
import { LISTING_LIST_LIMITS, listingQuery, type SaleFilterParams } from '@yardsale/core/listing-query';
import { listingKeys } from '@/lib/query-keys';
import { fetchListings } from '../api/listings';

/**
 * The shown sales nearest `center` first, within `radiusKm`: what Find shows, and what its warm-up
 * fetches ahead. The default radius is left to the server, as the server's own first screen asks.
 */
export function nearbyListingsQuery(center: LatLng, filters: SaleFilterParams, radiusKm: number = LISTING_LIST_LIMITS.radiusDefaultKm) {
  const near = roundedToTenMetres(center);
  const area = radiusKm === LISTING_LIST_LIMITS.radiusDefaultKm ? { near } : { near, radiusKm };
  const params = listingQuery({ area, filters });
  return queryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ signal }) => fetchListings(params, signal),
    staleTime: POLLING_MS.findListingsStale,
  });
}
