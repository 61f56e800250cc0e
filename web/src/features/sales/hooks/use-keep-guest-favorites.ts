import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { favoritesKey } from '@/lib/query-keys';
import { addFavorite } from '../api/favorites';
import { forgetGuestFavorites, guestFavoriteIds } from './guest-favorites-store';

/** Sent to the account, or refused for good (the sale ended meanwhile, the limit reached): the browser need not keep it. */
async function settled(id: string): Promise<boolean> {
  try {
    await addFavorite(id);
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status < 500;
  }
}

/**
 * Once someone signed in may keep favorites (`enabled`: consent given), what they hearted as a guest
 * in this browser becomes their account's: the guest's hint said that logging in keeps favorites. One
 * the network lost stays in the browser for the app's next start; one the server refuses is left out.
 */
export function useKeepGuestFavorites(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const ids = [...guestFavoriteIds()];
    if (ids.length === 0) return;
    void Promise.all(ids.map(async (id) => ((await settled(id)) ? [id] : []))).then((done) => {
      forgetGuestFavorites(new Set(done.flat()));
      return queryClient.invalidateQueries({ queryKey: favoritesKey });
    });
  }, [enabled, queryClient]);
}
