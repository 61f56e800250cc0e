import { queryOptions } from '@tanstack/react-query';
import { POLLING_MS } from '@yardsale/core/constants';
import { roundedToTenMetres, type LatLng } from '@yardsale/core/geo';
import { listingQuery } from '@yardsale/core/listing-query';
import type { SaleFilters } from '@yardsale/core/visibility';
import { listingKeys } from '@/lib/query-keys';
import { fetchListings } from '../api/listings';

/** The shown sales nearest `center` first: what Find shows, and what its warm-up fetches ahead. */
export function nearbyListingsQuery(center: LatLng, filters: SaleFilters) {
  const params = listingQuery({ area: { near: roundedToTenMetres(center) }, filters });
  return queryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ signal }) => fetchListings(params, signal),
    staleTime: POLLING_MS.findListingsStale,
  });
}
