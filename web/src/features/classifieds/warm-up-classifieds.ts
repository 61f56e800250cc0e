import { ALL_CATEGORIES } from '@yardsale/core/classified-query';
import { roundedToTenMetres } from '@yardsale/core/geo';
import { warmUpLocation } from '@/lib/location/location-store';
import { queryClient } from '@/lib/query-client';
import { classifiedSearchQuery } from './hooks/use-classified-search';

/**
 * Started with the code of /classifieds (app/router.tsx): when location is already allowed, the fix
 * and then the first page of classifieds near it are fetched while the screen loads and draws. The
 * answer waits in the query cache, where the list looks first.
 */
export async function warmUpClassifieds(): Promise<void> {
  const fix = await warmUpLocation();
  if (fix) await queryClient.prefetchInfiniteQuery(classifiedSearchQuery({ q: '', category: ALL_CATEGORIES, center: roundedToTenMetres(fix) }));
}
