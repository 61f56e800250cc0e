import { warmUpLocation } from '@/lib/location/location-store';
import { queryClient } from '@/lib/query-client';
import { currentSaleFilters } from '../hooks/use-sale-filters';
import { nearbyListingsQuery } from './nearby-listings-query';

/**
 * Started with Find's code (app/router.tsx): when location is already allowed, the fix and then the
 * sales near it are fetched while the screen loads and draws, so its first cards (and their photos)
 * do not wait for it. The answer waits in the query cache, where Find looks first.
 */
export async function warmUpFind(): Promise<void> {
  const fix = await warmUpLocation();
  if (fix) await queryClient.prefetchQuery(nearbyListingsQuery(fix, currentSaleFilters()));
}
