import { FOR_ACCOUNT_HEADER } from '@yardsale/core/for-account-header';
import { useSyncExternalStore } from 'react';
import { isPersonalAnswer, LISTS_PATH, MARKERS_PATH, OTHER_FILTERS_HEADER, SAVED_ANSWERS_CACHE, SAVED_COPY_HEADER, showsSavedContent } from '@/config/saved-answers';

// Decision 0041: whether the screen shows the service worker's saved copy of an answer (the server
// out of reach), since when that copy is, and whether the person closed the notice saying so.

interface SavedCopyState {
  /** When the server sent the copy last served (ms; NaN without a date); null once it answers again. */
  savedAt: number | null;
  /** Closed by the person: it stays closed until the browser is back online. */
  closed: boolean;
  /** The last list shown (Find's, /classifieds') is a copy saved for other filters than those chosen. */
  otherFilters: boolean;
  /** The map's last pins were the saved copy: without them /home shows no saved sales, whatever else was saved. */
  mapSaved: boolean;
}

let state: SavedCopyState = { savedAt: null, closed: false, otherFilters: false, mapSaved: false };
const listeners = new Set<() => void>();

function update(next: Partial<SavedCopyState>): void {
  const merged = { ...state, ...next };
  if ((Object.keys(next) as (keyof SavedCopyState)[]).every((key) => Object.is(merged[key], state[key]))) return;
  state = merged;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('online', () => update({ closed: false }));

/**
 * Called with every answer the app receives (`path` as asked for). Of the answers a screen shows, a
 * saved copy shows the notice and the server's own hides it; other answers say nothing either way.
 */
export function noteAnswer(path: string, response: Response): void {
  const pathname = path.split('?')[0]!;
  if (!showsSavedContent(pathname)) return;
  const saved = response.headers.get(SAVED_COPY_HEADER);
  update({
    savedAt: saved === null ? null : Date.parse(saved),
    ...(LISTS_PATH.test(pathname) && { otherFilters: response.headers.has(OTHER_FILTERS_HEADER) }),
    ...(MARKERS_PATH.test(pathname) && { mapSaved: saved !== null }),
  });
}

export const closeSavedCopyNotice = () => update({ closed: true });

/** Whether the last answer a screen showed was the saved copy. */
export const showsSavedCopy = () => state.savedAt !== null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A part of the state, drawn again as it changes; `onServer` for prerendering. */
const useSavedCopyState = <T>(read: (current: SavedCopyState) => T, onServer: T): T =>
  useSyncExternalStore(
    subscribe,
    () => read(state),
    () => onServer,
  );

/** The saved copy's time while the notice is to be shown; null otherwise (and on the server, for prerendering). */
export const useSavedCopyNotice = (): number | null => useSavedCopyState((current) => (current.closed ? null : current.savedAt), null);

/** Whether the map's pins are the saved copy (/home's notice is about them alone). */
export const useMapFromSavedCopy = (): boolean => useSavedCopyState((current) => current.mapSaved, false);

/** Whether the list shown is a saved copy of other filters than those chosen (the notice says so). */
export const useSavedForOtherFilters = (): boolean => useSavedCopyState((current) => current.otherFilters, false);

// Without Cache Storage (not a secure context) the worker keeps nothing either.
const cacheStorage = () => (typeof caches === 'undefined' ? undefined : caches);

// A request already under way when the person signs out is saved by the worker when it answers,
// recreating the cache: it is deleted again once such answers are in (the saved copy waits 5 s).
const LATE_ANSWERS_MS = 10_000;

/**
 * Deletes the saved answers: they belong to someone no longer browsing here (a guest or a past
 * session, at sign-in), or to the person signing out, whose late answers go too (`andLateOnes`).
 */
export function forgetSavedAnswers({ andLateOnes = false } = {}): void {
  const forget = () => cacheStorage()?.delete(SAVED_ANSWERS_CACHE).catch(() => undefined);
  void forget();
  if (andLateOnes) setTimeout(forget, LATE_ANSWERS_MS);
}

/** The saved answers' cache, if the worker has made one (opening it by name would make it). */
async function savedAnswers(): Promise<Cache | undefined> {
  const storage = cacheStorage();
  return storage && (await storage.has(SAVED_ANSWERS_CACHE)) ? storage.open(SAVED_ANSWERS_CACHE) : undefined;
}

/** Deletes one saved answer (`path` as asked for): what it shows is gone, such as a deleted conversation. */
export function forgetSavedAnswer(path: string): void {
  savedAnswers()
    .then((cache) => cache?.delete(path))
    .catch(() => undefined);
}

/**
 * The session check found a guest: what was saved for whoever was signed in before (their session
 * ended while the app was closed) goes: their own answers, and any answer shaped for them (a list
 * holding their own sale's exact address). The guest's answer replaces the saved session.
 */
export function forgetPastSessionsAnswers(): void {
  savedAnswers()
    .then(async (cache) => {
      if (!cache) return;
      const theirs = async (request: Request) => isPersonalAnswer(new URL(request.url).pathname) || Boolean((await cache.match(request))?.headers.has(FOR_ACCOUNT_HEADER));
      for (const request of await cache.keys()) if (await theirs(request)) await cache.delete(request);
    })
    .catch(() => undefined);
}
