import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Listing, SimilarWords } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { nearestFirstFrom, roundedToTenMetres, type LatLng, type Measured } from '@yardsale/core/geo';
import type { SaleFilterParams } from '@yardsale/core/listing-query';
import { listingKeys } from '@/lib/query-keys';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { nearbyListingsQuery } from './nearby-listings-query';

const NO_LISTINGS: Measured<Listing>[] = [];
const NO_SIMILAR_WORDS: SimilarWords[] = [];

/**
 * The shown sales nearest `center` first, within `radiusKm`, refetched every 120 s (SPEC section 7).
 * The server has already dropped what is not shown today. Distances are measured from the place
 * asked for (as the server does): a list saved elsewhere, served offline, then reads from here.
 * With the words the search also searched as close spellings of Filter Sales' words (decision 0075).
 */
export function useNearbyListings(center: LatLng | null, filters: SaleFilterParams, radiusKm: number) {
  const query = useQuery({
    ...(center ? nearbyListingsQuery(center, filters, radiusKm) : { queryKey: listingKeys.search({}), queryFn: skipToken }),
    refetchInterval: POLLING_MS.findListings,
  });
  const answer = query.data?.listings;
  const listings = useMemo(() => (answer && center ? nearestFirstFrom(roundedToTenMetres(center), answer) : NO_LISTINGS), [answer, center]);
  const failed = query.isError;
  useLoadErrorToast(failed);
  return {
    listings,
    // An answer saved before the server named them has none.
    similarWords: query.data?.similarWords ?? NO_SIMILAR_WORDS,
    loading: query.isPending,
    failed: failed && !query.data,
    retry: () => void query.refetch(),
  };
}
