import type { RuntimeCaching } from 'workbox-build';

// Decision 0041: the API answers a sale day needs, kept by the service worker for when the phone
// has no connection. Read by the worker's build (vite.config.ts) and by the app.

/** The worker's cache of them; deleted whenever the person it belongs to is no longer signed in. */
export const SAVED_ANSWERS_CACHE = 'saved-answers';

/** Added by the worker to an answer it serves from its saved copy: the date the server sent it. */
export const SAVED_COPY_HEADER = 'x-saved-copy';

/**
 * Who is signed in, their favorites and those sales (/route and a favorite's details), their
 * conversations and a conversation's messages (what a seller said about the time or the side door).
 */
const SAVED_ANSWER_URL =
  /^https?:\/\/[^/]+\/api\/(?:auth\/user|favorites|listings\/selection|messages\/conversations|messages\/[^/?]+\/[^/?]+)(?:\?|$)/;

/**
 * Marks an answer served from the cache. Serialized into the service worker as written, so it names
 * nothing outside itself: the header is SAVED_COPY_HEADER (the browser test of 0041 fails if not).
 */
async function markSavedCopy({ cachedResponse }: { cachedResponse?: Response }): Promise<Response | undefined> {
  if (!cachedResponse) return cachedResponse;
  const headers = new Headers(cachedResponse.headers);
  headers.set('x-saved-copy', cachedResponse.headers.get('date') ?? '');
  return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
}

/** The network first, always; the saved copy when it fails or takes over 5 s. */
export const savedAnswersCaching: RuntimeCaching = {
  urlPattern: SAVED_ANSWER_URL,
  handler: 'NetworkFirst',
  options: {
    cacheName: SAVED_ANSWERS_CACHE,
    networkTimeoutSeconds: 5,
    // A guest's 401 too: offline, the app then still knows that this phone browses as a guest.
    cacheableResponse: { statuses: [200, 401] },
    expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
    plugins: [{ cachedResponseWillBeUsed: markSavedCopy }],
  },
};
