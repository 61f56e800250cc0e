import { useSyncExternalStore } from 'react';
import { SAVED_ANSWERS_CACHE, SAVED_COPY_HEADER } from '@/config/saved-answers';

// Decision 0041: whether the last answer the app received came from the service worker's saved
// copy (the server out of reach), and since when that copy is.

/** When the server sent the saved copy last served (ms; NaN without a date), or null once the server answers again. */
let savedAt: number | null = null;
const listeners = new Set<() => void>();

function setSavedAt(next: number | null): void {
  if (Object.is(next, savedAt)) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

/** Called with every answer the app receives: a saved copy shows the notice, the server's own hides it. */
export function noteAnswer(response: Response): void {
  const saved = response.headers.get(SAVED_COPY_HEADER);
  setSavedAt(saved === null ? null : Date.parse(saved));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The saved copy's time while the app shows one; null otherwise (and on the server, for prerendering). */
export const useSavedCopyTime = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );

// Without Cache Storage (not a secure context) the worker keeps nothing either.
const cacheStorage = () => (typeof caches === 'undefined' ? undefined : caches);

/** Deletes the saved answers: they belong to the person signed in, who no longer is. */
export function forgetSavedAnswers(): void {
  cacheStorage()?.delete(SAVED_ANSWERS_CACHE).catch(() => undefined);
}

/** What stays saved for a guest: their own session check, and sales asked for by their ids. */
const KEPT_FOR_A_GUEST = new Set(['/api/auth/user', '/api/listings/selection']);

/**
 * The session check found a guest: what was saved for whoever was signed in before (their session
 * ended while the app was closed) goes. The guest's answer replaces the saved session; saved sales
 * are asked for by their ids, so only someone with the same favorites would be shown them.
 */
export function forgetPastSessionsAnswers(): void {
  const storage = cacheStorage();
  storage
    ?.has(SAVED_ANSWERS_CACHE)
    .then(async (saved) => {
      if (!saved) return;
      const cache = await storage.open(SAVED_ANSWERS_CACHE);
      const personal = (await cache.keys()).filter((request) => !KEPT_FOR_A_GUEST.has(new URL(request.url).pathname));
      await Promise.all(personal.map((request) => cache.delete(request)));
    })
    .catch(() => undefined);
}
