// Every business constant of SPEC section 9 (and the lists of section 3), defined once. Apart, so that a
// screen's first load carries only what it reads (every screen's start imports this file): the limits
// on what people write in limits.ts, moderation's lists in moderation.ts, a yard sale's blank defaults
// in sale-defaults.ts, and those of message e-mail, push and live streams in messaging.ts.

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');
/** A stored or asked-for language the app speaks, else English. */
export const languageOr = (value: string | undefined): Language => (isLanguage(value) ? value : 'en');
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};
export const DEFAULT_LANGUAGE: Language = 'en';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'theme';

export const UNITS = ['miles', 'km'] as const;
export type Units = (typeof UNITS)[number];
export const DEFAULT_UNITS: Units = 'miles';

export const DEFAULT_NOTIFICATION_SETTINGS = { email: true, push: false, sms: false } as const;

/** What a message is about: a yard sale ('listing') or a classified. */
export const LISTING_TYPES = ['listing', 'classified'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** SPEC section 2 "/messages": the query parameters of a conversation, /messages?listing={id}&with={userId}. */
export const CONVERSATION_PARAMS = { listing: 'listing', otherUser: 'with' } as const;

export const STORAGE_KEYS = {
  theme: THEME_STORAGE_KEY,
  /** The language last chosen on this device, or the signed-in account's. */
  language: 'language',
  pwaPromptDismissed: 'pwa-prompt-dismissed',
  guestFavorites: 'guest-favorites',
  /** sessionStorage: the map's and Find's sale filter for the tab's session. */
  saleFilters: 'sale-filters',
  disclaimerSeen: 'classified-disclaimer-seen',
  lastRefreshPrompt: 'last-refresh-prompt',
  /** A post's form as the seller left it, per form and account (decision 0055). */
  formDraft: 'form-draft',
  /** The town or postal area /classifieds is browsed around instead of the device's position (decision 0064). */
  classifiedsPlace: 'classifieds-place',
  /** The day, start, time at each sale and sales left out last chosen on /route. */
  routeChoices: 'route-choices',
  /** Written when a tab forgets the signed-in user: the browser's other tabs forget them at once. */
  signedOut: 'signed-out',
  /** A sign-out made without a connection, which the server is told of at the next session check. */
  signOutPending: 'sign-out-pending',
} as const;

export const SALE_TYPES = ['regular', 'estate', 'moving', 'community'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

// The spec lists both: the same 14 categories, in the order each form shows them (SPEC section 3).
export const YARD_SALE_CATEGORIES = [
  'Furniture',
  'Electronics',
  'Clothing',
  'Books',
  'Home & Garden',
  'Sports & Outdoors',
  'Toys & Games',
  'Antiques & Collectibles',
  'Tools & Hardware',
  'Jewelry & Accessories',
  'Kitchen & Dining',
  'Art & Crafts',
  'Automotive',
  'Other',
] as const;

export const CLASSIFIED_CATEGORIES = [
  'Automotive',
  'Electronics',
  'Furniture',
  'Home & Garden',
  'Clothing',
  'Books',
  'Sports & Outdoors',
  'Toys & Games',
  'Antiques & Collectibles',
  'Tools & Hardware',
  'Jewelry & Accessories',
  'Kitchen & Dining',
  'Art & Crafts',
  'Other',
] as const;
// The filter list's extras: 'Free' is price 0; 'Housing' is a tag a seller may add (categories).
export const CLASSIFIED_FREE_FILTER = 'Free';
export const CLASSIFIED_HOUSING_TAG = 'Housing';
export const CLASSIFIED_FILTER_EXTRA_CATEGORIES = ['All Categories', CLASSIFIED_FREE_FILTER, CLASSIFIED_HOUSING_TAG] as const;
export const CLASSIFIED_CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const;
export const CLASSIFIED_DEFAULT_STORED_CONDITION = 'Used';
/** Extra categories a seller may tag an item with, shown on its sheet; the form's list plus Housing. */
export const CLASSIFIED_TAGS = [...CLASSIFIED_CATEGORIES, CLASSIFIED_HOUSING_TAG] as const;

export const CLASSIFIED_SORTS = ['newest', 'nearest', 'price-asc', 'price-desc'] as const;
export type ClassifiedSort = (typeof CLASSIFIED_SORTS)[number];

/** Stored photos of sales and classifieds: the long side of the full photo and of the cards' copy, in pixels. */
export const PHOTO_SIDES = { full: 1600, thumbnail: 400 } as const;

/** Others see a place kept private snapped to this grid (about 1.1 by 0.8 km), never the seller's door. */
export const PUBLIC_GRID_DEG = 0.01;

/**
 * A sale whose seller keeps the exact address private (decision 0069) shows it to others from this
 * local time, this many days before its first date; until then they see its town and a grid point.
 */
export const EXACT_ADDRESS_SHOWN = { daysBefore: 1, time: '18:00' } as const;

/** Bytes in a megabyte, as the photo limits' messages count them ('smaller than 15MB'). */
export const MB = 1024 * 1024;

export const CLASSIFIEDS = {
  /** A classified is shown this long after it is posted or refreshed, then expires until refreshed. */
  lifetimeDays: 30,
  /** Long side of the viewer's photo and of the card's thumbnail, in pixels. */
  photoMaxSide: PHOTO_SIDES.full,
  thumbnailSide: PHOTO_SIDES.thumbnail,
  /** One photo as uploaded (the browser shrinks photos first, so this is rarely near). */
  photoMaxBytes: 15 * MB,
  /** Browse near the user: the default and the largest radius. */
  radiusDefaultKm: 50,
  radiusMaxKm: 250,
  pageDefault: 24,
  pageMax: 100,
  /** GET /api/classifieds/user: the newest own classifieds. */
  ownMax: 200,
  /** Classifieds a person keeps saved (decision 0048), as many as favorite sales. */
  savedMax: 500,
  /** Words of a search used (more only slow the query down). */
  searchMaxWords: 6,
  searchMaxLength: 100,
  /** The search box waits this long after the last key before searching. */
  searchDebounceMs: 300,
} as const;

export const TIMINGS_MS = {
  splashRedirect: 2000,
  unverifiedToast: 7000,
  registrationToast: 10_000,
  reloadAfterVerification: 1500,
  redirectAfterReset: 3000,
  redirectAfterVerified: 3000,
  redirectAfterPosting: 2000,
  /** A 401 ended the session: the screen says so (posting: 'You must be logged in…'), then /auth. */
  redirectAfterSignedOut: 2000,
  galleryPromptDelay: 500,
  galleryPromptTimeout: 30_000,
  autoLocationPrompt: 1000,
  scrollToLatestMessage: 100,
  installManifestCheck: 3000,
  listingExpiryGrace: 30 * 60 * 1000,
  toastDefault: 5000,
  /** A toast with Undo (Start over on a post's draft): one of the spec's durations, long enough to reach its button. */
  undoToast: 8000,
  /** The longest the server's picture of the map stays over the live map once that runs (decision 0034). */
  firstMapHandOverMax: 5000,
} as const;

export const TOAST_DURATIONS_MS = [3000, 5000, 8000, 10_000] as const;

export const REFRESH_THRESHOLD_DAYS = 14;
export const DATA_DELETION_PROCESSING_DAYS = 30;
export const DATA_ACCESS_WINDOW_MONTHS = 12;
export const MINIMUM_AGE = 18;
export const PRIVACY_MINIMUM_AGE = 13;
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * The support address a deployment without SUPPORT_EMAIL uses. The prerendered pages are written
 * with it; the server puts a deployment's own in its place as it serves them (api/src/plugins/web-app.ts).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@yardsalefinder.example';

/** The name of a prerendered page's <meta> holding the address it was served with, which the app hydrates with. */
export const SUPPORT_EMAIL_META = 'support-email';

/** The screen that opens on the map (SPEC section 2): its page tells the browser to connect to the tile server early. */
export const MAP_SCREEN_PATH = '/home';

export const MAP = {
  defaultCenter: { lat: 42.98, lng: -81.25 },
  /** The town of the default centre, as Find names it when it searches there. */
  defaultCenterLabel: 'London, ON',
  defaultZoom: 12,
  recenterZoom: 13,
  heightOffsetPx: 160,
  sameSpotOffsetDeg: 0.0002,
  clusterGridPx: 60,
  clusterMinSize: 2, // the spec's "batch 2000" has no counterpart: decision 0046
  locationTimeoutHomeMs: 15_000,
  locationTimeoutManualMs: 10_000,
  findFallbackTimerMs: 5000,
} as const;

export const EARTH_RADIUS_KM = 6371;

export const POLLING_MS = {
  ownPosts: 10_000,
  classifiedsCache: 5 * 60 * 1000,
  homeListings: 60_000,
  homeListingsStale: 30_000,
  findListings: 120_000,
  findListingsStale: 60_000,
  homeFavorites: 120_000,
  findFavorites: 180_000,
  /** An open conversation while live events are down (SSE brings messages at once otherwise). */
  openConversation: 5000,
  defaultRefetch: 30_000,
  defaultStale: 15_000,
} as const;

export const FIND_GROUP_SIZE = 6;
/**
 * Cards a grid (Find, /classifieds) draws at once, more than a phone's first screen, before it
 * grows; also how many cards Find's first screen from the server holds (decision 0032).
 */
export const GRID_FIRST_CARDS = 6;
export const CLASSIFIEDS_ROW_SIZE = 6;
export const LOADING_SKELETON_CARDS = 12;

export const AD_SLOTS = {
  banner: { width: 320, height: 50 },
  rectangle: { width: 250, height: 300 },
  interstitial: { width: 320, height: 480 },
  fallbackScriptDelayMs: 5000, // its "polling every 500 ms" has no counterpart: decision 0046
} as const;

export const LEGAL_DATES = {
  termsUpdated: '2025-03-22',
  privacyUpdated: '2025-03-08',
  consentTerms: '2025-03',
} as const;

export const COUNTRIES = ['US', 'CA'] as const;
