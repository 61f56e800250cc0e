import { useQuery } from '@tanstack/react-query';
import type { Listing } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { listingQuery } from '@yardsale/core/listing-query';
import type { SaleFilters } from '@yardsale/core/visibility';
import { listingKeys } from '@/lib/query-keys';
import { fetchListings } from '../api/listings';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

const NO_LISTINGS: Listing[] = [];
// Four decimals (about 10 m) keep the cache key stable between two fixes of the same spot.
const rounded = ({ lat, lng }: LatLng): LatLng => ({ lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 });

/**
 * The shown sales nearest `center` first, refetched every 120 s (SPEC section 7). The server has
 * already dropped what is not shown today, so the answer is used as it comes.
 */
export function useNearbyListings(center: LatLng | null, filters: SaleFilters) {
  const params = center ? listingQuery({ area: { near: rounded(center) }, filters }) : null;
  const query = useQuery({
    queryKey: listingKeys.search(params ?? {}),
    queryFn: ({ signal }) => fetchListings(params!, signal),
    enabled: params !== null,
    refetchInterval: POLLING_MS.findListings,
    staleTime: POLLING_MS.findListingsStale,
  });
  const failed = query.isError;
  useLoadErrorToast(failed);
  return {
    listings: query.data?.listings ?? NO_LISTINGS,
    loading: query.isPending,
    failed: failed && !query.data,
    retry: () => void query.refetch(),
  };
}
