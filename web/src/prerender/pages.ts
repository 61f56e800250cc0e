import { FIRST_SCREEN_PATHS } from '@yardsale/core/first-screen';
import { SCREEN_NAMESPACES, type ScreenName } from '../app/screen-namespaces';
import { paths } from '../config/paths';
import type { PrefetchedChunk } from '../lib/prefetched-chunks';

interface PrerenderedPage {
  path: string;
  file: string;
  screen: ScreenName;
  /** Loaded as soon as the screen renders (the map on /home): preloaded, and counted in its budget. */
  alsoLoads?: string[];
  /**
   * Whole as HTML (documents, the sign-in form): its app starts at the visitor's first touch, key,
   * pointer movement or focus, not once the page has painted (core/src/page-loader-script.ts, decision 0031).
   */
  waitsForVisitor?: boolean;
  /**
   * With `waitsForVisitor`: the API path that draws the page's first screen for a guest's position,
   * shown until the visitor acts (FIRST_SCREEN_ATTRIBUTE, decision 0032).
   */
  firstScreen?: string;
  /**
   * With `waitsForVisitor`: the code (and its English strings) that the screen fetches once its app
   * runs (usePrefetchAfterLoad), which the page's worker fetches into the cache after the first
   * load's files, while the visitor reads or types (FETCHED_AHEAD_LIST_ID). On a slow network it
   * would otherwise download just as the visitor acts: /auth's sign-in waited for the form's checks
   * and shared the line with its dialogs, and a first tap on a card waited for the sheet.
   */
  fetchesAhead?: FetchedAhead;
}

/** The parts of a PrefetchedCode (lib/prefetched-chunks.ts) the build reads. */
interface FetchedAhead {
  chunks: readonly PrefetchedChunk[];
  namespaces?: readonly string[];
}

/** A sale's sheet and its Message Seller words: a card's or a pin's first tap. */
const LISTING_SHEET: FetchedAhead = { chunks: ['listing-sheet'], namespaces: ['messages'] };

/**
 * Screens written to HTML at build time and served as such, so their first paint and largest
 * content do not wait for the JavaScript. The public pages render whole; the map and list screens
 * render their frame (header, bottom bar, loading state), and their data arrives after hydration;
 * the first cards of Find and /classifieds and the map of /home may arrive before it, drawn by the
 * server (`firstScreen`).
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: paths.landing, file: 'landing.html', screen: 'landing' },
  { path: paths.auth, file: 'auth.html', screen: 'auth', waitsForVisitor: true, fetchesAhead: { chunks: ['account-schemas', 'verification-dialog', 'appeal-dialog'] } },
  { path: paths.faq, file: 'faq.html', screen: 'faq', waitsForVisitor: true },
  { path: paths.terms, file: 'terms.html', screen: 'terms', waitsForVisitor: true },
  { path: paths.privacy, file: 'privacy.html', screen: 'privacy', waitsForVisitor: true },
  { path: paths.dataDeletion, file: 'data-deletion.html', screen: 'data-deletion', waitsForVisitor: true },
  { path: paths.installPwa, file: 'install-pwa.html', screen: 'install-pwa' },
  { path: paths.home, file: 'home.html', screen: 'home', alsoLoads: ['src/features/sales/map/sales-map.tsx'], waitsForVisitor: true, firstScreen: FIRST_SCREEN_PATHS.home, fetchesAhead: LISTING_SHEET },
  { path: paths.find, file: 'find.html', screen: 'find', waitsForVisitor: true, firstScreen: FIRST_SCREEN_PATHS.find, fetchesAhead: LISTING_SHEET },
  { path: paths.classifieds, file: 'classifieds.html', screen: 'classifieds', waitsForVisitor: true, firstScreen: FIRST_SCREEN_PATHS.classifieds, fetchesAhead: { chunks: ['classified-sheet'], namespaces: ['messages'] } },
];

/**
 * The build's module ids (Vite manifest keys) a page loads at once besides index.html's own: the
 * app's start (which main.tsx imports in steps), its screen, its strings, and `alsoLoads`.
 */
export const firstLoadModules = (page: PrerenderedPage): string[] => [
  'src/app/start.tsx',
  `src/app/routes/${page.screen}.tsx`,
  ...SCREEN_NAMESPACES[page.screen].map((namespace) => `src/locales/en/${namespace}.json`),
  ...(page.alsoLoads ?? []),
];
