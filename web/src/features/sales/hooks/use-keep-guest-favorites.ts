import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@yardsale/core/constants';
import { useEffect } from 'react';
import { favoritesKey } from '@/lib/query-keys';
import { addFavorite } from '../api/favorites';
import { guestFavoriteIds } from './guest-favorites-store';

/**
 * The guest's favorites still shown, taken out of this browser at once, so that they are kept once
 * however often this runs; none if the browser cannot forget them (left for a later try). Nothing
 * shows the guest's favorites while someone is signed in, so nothing is told of the change.
 */
function takeGuestFavorites(): string[] {
  const ids = [...guestFavoriteIds()];
  if (ids.length === 0) return ids;
  try {
    localStorage.setItem(STORAGE_KEYS.guestFavorites, '[]');
    return ids;
  } catch {
    return [];
  }
}

/**
 * Once someone signed in may keep favorites (`enabled`: consent given), what they hearted as a guest
 * in this browser becomes their account's: the guest's hint said that logging in keeps favorites. A
 * sale the server refuses (ended meanwhile, the limit reached) is left out.
 */
export function useKeepGuestFavorites(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const kept = takeGuestFavorites();
    if (kept.length > 0) void Promise.allSettled(kept.map(addFavorite)).then(() => queryClient.invalidateQueries({ queryKey: favoritesKey }));
  }, [enabled, queryClient]);
}
