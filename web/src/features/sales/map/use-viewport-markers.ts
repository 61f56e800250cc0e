import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingMarker } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import type { Bbox, SaleFilterParams } from '@yardsale/core/listing-query';
import { markerQuery, tileRangeFor } from '@yardsale/core/map-tiles';
import { listingKeys } from '@/lib/query-keys';
import { fetchListingMarkers, type MarkersAnswer } from '../api/listings';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { retryWhileOnline } from '@/lib/query-client';

const NO_MARKERS: ListingMarker[] = [];

/**
 * The pins of the tiles covering the map's viewport (core/map-tiles.ts), refetched every 60 s (SPEC
 * section 7) and whenever the viewport settles on other tiles: a pan within the same tiles asks for
 * nothing. A request still under way when the viewport moves on is aborted (TanStack Query aborts
 * the signal of a query nobody watches any more), and the previous pins stay until the next arrive.
 */
export function useViewportMarkers(bbox: Bbox | null, filters: SaleFilterParams) {
  const queryClient = useQueryClient();
  const params = bbox ? markerQuery(tileRangeFor(bbox), filters) : null;
  // Under listingKeys.all: saving or deleting a sale refetches the map too.
  const queryKey = [...listingKeys.all, 'markers', params ?? {}] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchListingMarkers(params!, queryClient.getQueryData<MarkersAnswer>(queryKey), signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    refetchInterval: POLLING_MS.homeListings,
    staleTime: POLLING_MS.homeListingsStale,
    retry: retryWhileOnline(3),
    retryDelay: 2000,
  });
  const failed = query.isError;
  useLoadErrorToast(failed);
  return {
    markers: query.data?.markers ?? NO_MARKERS,
    /** Some tile holds more sales than an answer carries: zooming in shows them. */
    truncated: query.data?.truncated ?? false,
    failed,
    /** The first answer (or its last retry's failure) is in. */
    answered: query.isFetched,
    /** The answer for this very view holds no sale. */
    empty: query.isSuccess && !query.isPlaceholderData && query.data.markers.length === 0,
  };
}
