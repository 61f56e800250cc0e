import { skipToken, useQuery } from '@tanstack/react-query';
import type { Listing } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { useMemo } from 'react';
import { useFavorites } from '../hooks/use-favorites';
import { listingKeys } from '@/lib/query-keys';
import { fetchShownSales } from './selected-sales';

const NONE: Listing[] = [];

/** The browsing person's favorite sales still shown (a guest's from this browser), whole. */
export function useFavoriteSales() {
  const favorites = useFavorites(POLLING_MS.findFavorites);
  const { favoriteIds, ready } = favorites;
  const ids = useMemo(() => [...favoriteIds], [favoriteIds]);
  const query = useQuery({
    queryKey: listingKeys.selection(ids),
    queryFn: ids.length > 0 ? () => fetchShownSales(ids) : skipToken,
    placeholderData: (previous) => previous,
  });
  return {
    sales: ids.length === 0 ? NONE : (query.data ?? NONE),
    loading: !ready || (ids.length > 0 && query.isPending),
    failed: favorites.failed || (query.isError && !query.data),
    retry: () => (favorites.failed ? favorites.retry() : void query.refetch()),
  };
}
