import type { RuntimeCaching } from 'workbox-build';
import { LISTS_PATH, MARKERS_PATH, PERSONAL_PATH, SALES_PATH, SAVED_ANSWERS_CACHE, SESSION_PATH } from './saved-answers';

// Decision 0041: the service worker's routes for the saved answers, built into it by vite.config.ts
// (never imported by the app: the page's Content-Security-Policy forbids building functions).

/**
 * The worker's route for same-origin GETs whose path matches (`firstPageOnly`: not a later page,
 * asked for by its cursor). Built as source text, since the worker's build serializes it and a
 * closure over `path` would not survive.
 */
const sameOriginPath = (path: RegExp, firstPageOnly = false) =>
  new Function(
    '{ url, sameOrigin }',
    `return sameOrigin && ${String(path)}.test(url.pathname)${firstPageOnly ? " && !url.searchParams.has('cursor')" : ''};`,
  ) as RuntimeCaching['urlPattern'];

/**
 * Marks an answer served from the cache. Serialized into the service worker as written, so it names
 * nothing outside itself: the headers are SAVED_COPY_HEADER and OTHER_FILTERS_HEADER (the browser
 * tests of 0041 fail if not). A list kept as its path's latest (latestOfPath) may have been asked
 * for with other filters than now: its place and page aside (`near`, `radiusKm`, `bbox`, `limit`,
 * `cursor`), the query it was saved for is not the one asked.
 */
async function markSavedCopy({ cachedResponse, event }: { cachedResponse?: Response; event?: Event }): Promise<Response | undefined> {
  if (!cachedResponse) return cachedResponse;
  const headers = new Headers(cachedResponse.headers);
  headers.set('x-saved-copy', cachedResponse.headers.get('date') ?? '');
  const filtersOf = (url: string) => {
    const params = new URL(url).searchParams; // both absolute (no '//' here: the worker's build writes this on one line)
    for (const name of ['near', 'radiusKm', 'bbox', 'limit', 'cursor']) params.delete(name);
    params.sort();
    return params.toString();
  };
  const asked = (event as (Event & { request?: Request }) | undefined)?.request?.url;
  if (asked && cachedResponse.url && filtersOf(asked) !== filtersOf(cachedResponse.url)) headers.set('x-saved-for-other-filters', '1');
  return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
}

/** One saved answer per path, whatever its query asked (a place, filters). Serialized into the service worker as written. */
async function latestOfPath({ request }: { request: Request }): Promise<string> {
  const url = new URL(request.url);
  return url.origin + url.pathname;
}

interface SavedAnswersOptions {
  statuses?: number[];
  /** The saved copy also after 5 s without an answer (a weak network). */
  quickly?: boolean;
  /** Only the latest first page of the path is kept (latestOfPath). */
  latestOnly?: boolean;
}

/** The network first, always; the saved copy when it fails, or after 5 s with `quickly`. */
function savedAnswers(path: RegExp, { statuses = [200], quickly = false, latestOnly = false }: SavedAnswersOptions = {}): RuntimeCaching {
  return {
    urlPattern: sameOriginPath(path, latestOnly),
    handler: 'NetworkFirst',
    options: {
      cacheName: SAVED_ANSWERS_CACHE,
      ...(quickly && { networkTimeoutSeconds: 5 }),
      cacheableResponse: { statuses },
      expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
      plugins: [{ cachedResponseWillBeUsed: markSavedCopy, ...(latestOnly && { cacheKeyWillBeUsed: latestOfPath }) }],
    },
  };
}

/**
 * Only answers the person's own changes never refetch are taken from the copy on a slow network:
 * a copy older than a favorite just added, or than a message just sent or read, would undo it on
 * the screen (and a conversation's answer marks its messages read on the server).
 */
export const savedAnswersCaching: RuntimeCaching[] = [
  savedAnswers(SESSION_PATH, { statuses: [200, 401], quickly: true }),
  savedAnswers(SALES_PATH, { quickly: true }),
  savedAnswers(PERSONAL_PATH),
  // Not on a slow network: the list asked for may be of another place or other filters.
  savedAnswers(LISTS_PATH, { latestOnly: true }),
  savedAnswers(MARKERS_PATH, { latestOnly: true }),
];
