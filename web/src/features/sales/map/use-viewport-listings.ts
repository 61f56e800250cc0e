import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Listing } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import type { SaleFilters } from '@yardsale/core/visibility';
import { listingKeys } from '@/lib/query-keys';
import { fetchListings, listingSearchParams } from '../api/listings';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';

/** west, south, east, north in degrees */
export type Bbox = [number, number, number, number];

const NO_LISTINGS: Listing[] = [];
// Four decimals (about 10 m) keep the cache key stable across sub-pixel moves.
const round = (bbox: Bbox): Bbox => bbox.map((degrees) => Math.round(degrees * 1e4) / 1e4) as Bbox;

/**
 * The visible sales inside the map's viewport only, refetched after each move and every 60 s
 * (SPEC section 7). The previous markers stay while the next viewport loads, so the map never blinks.
 */
export function useViewportListings(bbox: Bbox | null, filters: SaleFilters) {
  const params = bbox ? listingSearchParams({ bbox: round(bbox) }, filters) : null;
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
