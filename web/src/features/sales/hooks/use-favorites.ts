import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, Listing } from '@yardsale/core/api-types';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { currentUserQueryKey, useCurrentUser } from '@/lib/auth';
import { favoritesKey } from '@/lib/query-keys';
import { gotNoAnswer } from '@/lib/api-client';
import { addFavorite, fetchFavoriteIds, removeFavorite } from '../api/favorites';
import { hasUnansweredTap, tapAnswered, tapMade, withHeart, withUnansweredTaps, type FavoriteTap } from './unanswered-taps';
import { dropExpiredGuestFavorites, guestFavoriteIds, subscribeGuestFavorites, toggleGuestFavorite } from './guest-favorites-store';

export interface Favorites {
  favoriteIds: ReadonlySet<string>;
  isFavorite(id: string): boolean;
  /** False until it is known whose favorites they are and the server's have come (or failed). */
  ready: boolean;
  /** The server's favorites could not be read (and none were read before). */
  failed: boolean;
  /** Asks the server again after a failure. */
  retry(): void;
  toggleFavorite(listing: Listing): void;
}

const NONE: ReadonlySet<string> = new Set();
// While the session check is pending, and for a guest: nothing to toggle yet, nothing to ask again.
const NOTHING = () => undefined;

/** A waiting tap whose account is no longer the one signed in on this phone: dropped, not sent. */
class TapOfAnotherAccount extends Error {}

/** Sends of one heart that got no answer before it is given up (a wait offline does not count). */
const NO_ANSWER_RESENDS = 8;
const resendDelayMs = (failures: number) => Math.min(2000 * 2 ** failures, 20_000);
/** Taps already told they wait for the signal: once each, however many sends they take. */
const toldWaiting = new WeakSet<FavoriteTap>();

/**
 * A signed-in user's favorites on the server: optimistic, rolled back with a toast when refused. A
 * heart whose send got no answer (offline, a weak signal) stays as tapped and is sent again, as the
 * server may have it already and adding or removing twice is harmless; taps go in the order made.
 */
function useServerFavorites(userId: string | undefined, refetchIntervalMs: number) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedInId = () => queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey)?.id;
  const query = useQuery({
    queryKey: favoritesKey,
    queryFn: async () => withUnansweredTaps(await fetchFavoriteIds(), signedInId()),
    enabled: userId !== undefined,
    refetchInterval: refetchIntervalMs,
  });
  const tellWaiting = (tap: FavoriteTap) => {
    if (toldWaiting.has(tap)) return;
    toldWaiting.add(tap);
    toast({ title: t('favorites.waiting.title'), description: t('favorites.waiting.text'), variant: 'info' });
  };
  const { mutate } = useMutation({
    scope: { id: 'favorites' },
    // Offline, the send waits for the signal instead of failing at once (the app's default).
    networkMode: 'online',
    mutationFn: async (tap: FavoriteTap) => {
      if (signedInId() !== tap.userId) throw new TapOfAnotherAccount();
      try {
        return await (tap.add ? addFavorite(tap.listing.id) : removeFavorite(tap.listing.id));
      } catch (error) {
        if (gotNoAnswer(error)) tellWaiting(tap);
        throw error;
      }
    },
    retry: (failures, error) => gotNoAnswer(error) && failures < NO_ANSWER_RESENDS,
    retryDelay: resendDelayMs,
    // A list being read meanwhile is not cancelled: it is read with this tap laid over it. A list
    // not read yet is left alone (not taken for an empty one): it will be read with the tap on it.
    onMutate: (tap) => {
      tapMade(tap);
      queryClient.setQueryData<string[]>(favoritesKey, (ids) => ids && withHeart(ids, tap.listing.id, tap.add));
      if (!onlineManager.isOnline()) tellWaiting(tap);
    },
    onError: (_error, tap) => {
      tapAnswered(tap, false);
      if (signedInId() !== tap.userId) return;
      // Put back unless a later tap of the same heart is on its way: that one's state stands.
      if (!hasUnansweredTap(tap.userId, tap.listing.id)) queryClient.setQueryData<string[]>(favoritesKey, (ids) => ids && withHeart(ids, tap.listing.id, tap.was));
      toast({ title: t('favorites.error.title'), description: t('favorites.error.text'), variant: 'error' });
    },
    onSuccess: (_answer, tap) => {
      tapAnswered(tap, true);
      if (signedInId() !== tap.userId) return;
      const key = tap.add ? 'favorites.added' : 'favorites.removed';
      toast({ title: t(`${key}.title`), description: t(`${key}.text`, { title: tap.listing.title }), variant: 'success', durationMs: 3000 });
    },
    // The server's list once the last tap has its answer, or at once if a list is being read: the
    // server may have read it before this tap landed (not awaited: the next tap need not wait).
    onSettled: (_answer, _error, tap) => {
      if (!hasUnansweredTap(tap.userId) || queryClient.isFetching({ queryKey: favoritesKey }) > 0) void queryClient.invalidateQueries({ queryKey: favoritesKey });
    },
  });
  const ids = useMemo(() => (query.data ? new Set(query.data) : NONE), [query.data]);
  const toggle = useCallback(
    (listing: Listing) => {
      if (userId) mutate({ listing, add: !ids.has(listing.id), userId, was: ids.has(listing.id) });
    },
    [ids, mutate, userId],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ids, toggle, ready: query.isSuccess || query.isError, failed: query.isError && !query.data, retry };
}

/** A guest's favorites in this browser only, rechecked for expiry as often as a signed-in user's refetch. */
function useGuestFavorites(refetchIntervalMs: number) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const ids = useSyncExternalStore(subscribeGuestFavorites, guestFavoriteIds, () => NONE);
  useEffect(() => {
    dropExpiredGuestFavorites();
    if (refetchIntervalMs <= 0) return;
    const timer = setInterval(() => dropExpiredGuestFavorites(), refetchIntervalMs);
    return () => clearInterval(timer);
  }, [refetchIntervalMs]);
  const toggle = useCallback(
    (listing: Listing) => {
      try {
        const key = toggleGuestFavorite(listing) ? 'favorites.addedTemporarily' : 'favorites.removedTemporarily';
        toast({ title: t(key), description: t('favorites.loginHint'), variant: 'info' });
      } catch {
        toast({ title: t('favorites.guestError.title'), description: t('favorites.guestError.text'), variant: 'error' });
      }
    },
    [t, toast],
  );
  return { ids, toggle, ready: true, failed: false, retry: NOTHING };
}

/**
 * Favorites of whoever is browsing (SPEC section 4, 'Favorite toggle'): on the server for a signed-in
 * user (refetched every `refetchIntervalMs`; 0 = no polling of its own), in this browser for a guest.
 * Expired ones are left out.
 */
export function useFavorites(refetchIntervalMs: number): Favorites {
  const session = useCurrentUser();
  const user = session.data;
  const server = useServerFavorites(user?.id, refetchIntervalMs);
  const guest = useGuestFavorites(refetchIntervalMs);
  // Whose favorites they are is unknown until the session check answers; offline with no saved
  // copy of it (decision 0041), that is a load error to retry, not a wait.
  const { refetch: refetchSession } = session;
  const retrySession = useCallback(() => void refetchSession(), [refetchSession]);
  const unknown = { ids: NONE, toggle: NOTHING, ready: session.isError, failed: session.isError, retry: retrySession };
  const { ids, toggle, ready, failed, retry } = user ? server : user === null ? guest : unknown;
  const isFavorite = useCallback((id: string) => ids.has(id), [ids]);
  return { favoriteIds: ids, isFavorite, toggleFavorite: toggle, ready, failed, retry };
}
