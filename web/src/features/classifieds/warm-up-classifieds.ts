import { ALL_CATEGORIES } from '@yardsale/core/classified-query';
import { roundedToTenMetres } from '@yardsale/core/geo';
import { FIRST_SCREEN_CARDS } from '@/components/ads/groups';
import { warmUpLocation } from '@/lib/location/location-store';
import { preloadImages } from '@/lib/preload-images';
import { queryClient } from '@/lib/query-client';
import { currentBrowsePlace } from '@/lib/browse-place-store';
import { classifiedSearchQuery } from './hooks/use-classified-search';

/**
 * Started with the code of /classifieds (app/router.tsx): the first page of classifieds around the
 * place chosen on this device, or, when location is already allowed, the fix and then the first page
 * near it, are fetched while the screen loads and draws. The answer waits in the query cache, where
 * the list looks first; the first screen's photos are fetched as soon as it is in.
 */
export async function warmUpClassifieds(): Promise<void> {
  const place = currentBrowsePlace();
  const fix = place ? null : await warmUpLocation();
  const center = place ?? (fix && roundedToTenMetres(fix));
  if (!center) return;
  const query = classifiedSearchQuery({ q: '', category: ALL_CATEGORIES, center });
  await queryClient.prefetchInfiniteQuery(query);
  const firstScreen = queryClient.getQueryData(query.queryKey)?.pages[0]?.classifieds.slice(0, FIRST_SCREEN_CARDS) ?? [];
  preloadImages(firstScreen.map((classified) => classified.thumbnailUrl));
}
