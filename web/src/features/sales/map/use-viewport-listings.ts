import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Listing } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { listingQuery, type Bbox } from '@yardsale/core/listing-query';
import type { SaleFilters } from '@yardsale/core/visibility';
import { listingKeys } from '@/lib/query-keys';
import { fetchListings } from '../api/listings';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

const NO_LISTINGS: Listing[] = [];
// Four decimals (about 10 m) keep the cache key stable across sub-pixel moves.
const round4 = (degrees: number) => Math.round(degrees * 1e4) / 1e4;
const round = ({ west, south, east, north }: Bbox): Bbox => ({ west: round4(west), south: round4(south), east: round4(east), north: round4(north) });

/**
 * The visible sales inside the map's viewport only, refetched after each move and every 60 s
 * (SPEC section 7). The previous markers stay while the next viewport loads, so the map never blinks.
 */
export function useViewportListings(bbox: Bbox | null, filters: SaleFilters) {
  const params = bbox ? listingQuery({ area: { bbox: round(bbox) }, filters }) : null;
  const query = useQuery({
    queryKey: listingKeys.search(params ?? {}),
    queryFn: () => fetchListings(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    refetchInterval: POLLING_MS.homeListings,
    staleTime: POLLING_MS.homeListingsStale,
    retry: 3,
    retryDelay: 2000,
  });
  const failed = query.isError;
  useLoadErrorToast(failed);
  return {
    listings: query.data?.listings ?? NO_LISTINGS,
    /** More sales are visible than one answer carries: the nearest to the centre are shown. */
    truncated: Boolean(query.data?.nextCursor),
    failed,
    retry: () => void query.refetch(),
  };
}
