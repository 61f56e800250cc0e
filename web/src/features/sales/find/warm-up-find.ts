import { FIRST_SCREEN_CARDS } from '@/components/ads/groups';
import { saleThumbnail } from '@/components/sale/sale-image-source';
import { warmUpLocation } from '@/lib/location/location-store';
import { preloadImages } from '@/lib/preload-images';
import { queryClient } from '@/lib/query-client';
import { currentSaleFilters } from '../hooks/use-sale-filters';
import { nearbyListingsQuery } from './nearby-listings-query';

/**
 * Started with Find's code (app/router.tsx): when location is already allowed, the fix and then the
 * sales near it are fetched while the screen loads and draws, so its first cards (and their photos)
 * do not wait for it. The answer waits in the query cache, where Find looks first; the first screen's
 * photos are fetched as soon as it is in.
 */
export async function warmUpFind(): Promise<void> {
  const filters = currentSaleFilters();
  // A day or words chosen are left to Find: their dates and search words are worked out by Find's
  // code, not every page's start.
  if (filters.day !== 'any' || filters.q) return;
  const fix = await warmUpLocation();
  if (!fix) return;
  const query = nearbyListingsQuery(fix, filters);
  await queryClient.prefetchQuery(query);
  const firstScreen = queryClient.getQueryData(query.queryKey)?.listings.slice(0, FIRST_SCREEN_CARDS) ?? [];
  preloadImages(firstScreen.map((listing) => saleThumbnail(listing).url));
}
