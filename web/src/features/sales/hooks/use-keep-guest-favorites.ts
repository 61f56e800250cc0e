import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { favoritesKey } from '@/lib/query-keys';
import { addFavorite, fetchFavoriteIds } from '../api/favorites';
import { forgetGuestFavorites, guestFavoriteIds } from './guest-favorites-store';

type Outcome = 'added' | 'had' | 'refused' | 'lost';

/** Added to the account; refused for good (the sale ended meanwhile, the limit reached); or lost with the network, to try again. */
async function keep(id: string): Promise<Outcome> {
  try {
    await addFavorite(id);
    return 'added';
  } catch (error) {
    return error instanceof ApiError && error.status < 500 ? 'refused' : 'lost';
  }
}

/**
 * Once someone signed in may keep favorites (`enabled`: consent given), what they hearted as a guest
 * in this browser becomes their account's: the guest's hint said that logging in keeps favorites. One
 * the network lost stays in the browser for the app's next start; one the server refuses is left out.
 * Answers the sales newly added to the account, so the person hears of them (and may take them back:
 * on a shared phone they may be someone else's), until `told`.
 */
export function useKeepGuestFavorites(enabled: boolean): { added: string[]; told: () => void } {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const ids = [...guestFavoriteIds()];
    if (ids.length === 0) return;
    void (async () => {
      // Without the account's own favorites, what is new to it cannot be told (nor taken back alone):
      // the hearts wait in the browser for the app's next start.
      const had = await fetchFavoriteIds().catch(() => undefined);
      if (!had) return;
      const already = new Set(had);
      const outcomes = await Promise.all(ids.map(async (id) => ({ id, outcome: already.has(id) ? 'had' : await keep(id) })));
      forgetGuestFavorites(new Set(outcomes.filter(({ outcome }) => outcome !== 'lost').map(({ id }) => id)));
      setAdded(outcomes.filter(({ outcome }) => outcome === 'added').map(({ id }) => id));
      await queryClient.invalidateQueries({ queryKey: favoritesKey });
    })();
  }, [enabled, queryClient]);
  // Told once: the toast is not repeated when the screen draws again (a change of language).
  return { added, told: () => setAdded([]) };
}
