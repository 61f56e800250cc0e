import { STORAGE_KEYS } from '@yardsale/core/constants';
import { chooseBrowsePlace } from '@/lib/browse-place-store';

/**
 * At sign-out and account deletion (lib/auth.ts): how the person browsed (the map's filter, the
 * place chosen, the route's choices) is forgotten, so the next person on the phone starts afresh
 * (the map's filter store reads storage again when it changed: use-sale-filters.ts). Notifications
 * still shown (a message's first words) are closed.
 */
export function forgetBrowsing(): void {
  navigator.serviceWorker
    ?.getRegistration()
    .then((worker) => worker?.getNotifications())
    .then((shown) => shown?.forEach((note) => note.close()))
    .catch(() => undefined);
  chooseBrowsePlace(null);
  try {
    sessionStorage.removeItem(STORAGE_KEYS.saleFilters);
    localStorage.removeItem(STORAGE_KEYS.routeChoices);
  } catch {
    // storage blocked: nothing was kept
  }
}
