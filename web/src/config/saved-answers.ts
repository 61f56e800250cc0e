// Decision 0041: the API answers a sale day needs, kept by the service worker for when the phone
// has no connection. Read by the app, and by the worker's routes (saved-answers-caching.ts).

/** The worker's cache of them; deleted whenever the person it belongs to is no longer signed in. */
export const SAVED_ANSWERS_CACHE = 'saved-answers';

/** Added by the worker to an answer it serves from its saved copy: the date the server sent it. */
export const SAVED_COPY_HEADER = 'x-saved-copy';
/** On a saved list asked for with other filters than the one saved (saved-answers-caching.ts). */
export const OTHER_FILTERS_HEADER = 'x-saved-for-other-filters';

/** Who is signed in (a guest's 401 too: offline, the app then still knows the phone browses as a guest). */
export const SESSION_PATH = /^\/api\/auth\/user$/;
/** The favorite sales, asked for by their ids (/route, a favorite's details). */
export const SALES_PATH = /^\/api\/listings\/selection$/;
/** The person's favorites, own posts (a seller at their sale without a signal), conversations and each conversation's messages. */
export const PERSONAL_PATH = /^\/api\/(?:favorites|listings\/user|classifieds\/user|messages\/conversations|messages\/[^/]+\/[^/]+)$/;

/**
 * Find's and /classifieds' lists: the last first page received, whatever place and filters it was
 * asked for. Offline, the list seen before leaving the house.
 */
export const LISTS_PATH = /^\/api\/(?:listings|classifieds)$/;

/**
 * The map's pins: the last answer received, whatever tiles it was asked for. Offline, /home shows
 * the sales seen last where they are, instead of an empty map under a notice that says it is saved.
 */
export const MARKERS_PATH = /^\/api\/listings\/markers$/;

/** A screen shows the answer as its content (the session check only decides whose it is). */
export const showsSavedContent = (path: string) => SALES_PATH.test(path) || PERSONAL_PATH.test(path) || LISTS_PATH.test(path) || MARKERS_PATH.test(path);

/** The answer is about the person signed in: it goes when a session check finds a guest. */
export const isPersonalAnswer = (path: string) => PERSONAL_PATH.test(path);
