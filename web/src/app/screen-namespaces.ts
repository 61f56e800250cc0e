// The strings each screen (app/routes/<screen>.tsx) shows at first paint, by namespace
// (locales/<language>/<namespace>.json), beyond the shell's (lib/shell-namespaces.ts). The router
// fetches them together with the screen's code; the bundle test checks that every namespace a
// screen's code uses is here.
export const SCREEN_NAMESPACES = {
  landing: [],
  auth: ['auth'],
  'forgot-password': ['auth'],
  'reset-password': ['auth'],
  'verify-email': ['auth'],
  terms: ['legal'],
  privacy: ['legal'],
  'data-deletion': ['dataDeletion'],
  'install-pwa': ['install', 'pwa'],
  faq: ['faq'],
  home: ['home', 'sales'],
  find: ['sales'],
  classifieds: ['classifieds', 'sales'],
  route: ['route', 'sales'],
  // sales: the categories' names.
  post: ['post', 'sales', 'drafts'],
  posts: ['posts', 'sales', 'classifieds'],
  // sales and classifieds: the categories' and conditions' names.
  'add-listing': ['addListing', 'sales', 'classifieds', 'drafts'],
  // sales: the location toasts and the categories' names of the sale-alerts card; install: the
  // install-the-app card.
  settings: ['settings', 'alerts', 'sales', 'install', 'pwa'],
  messages: ['messages', 'sales', 'classifieds'],
  // reports: the names of what a post was reported for.
  admin: ['admin', 'classifieds', 'reports'],
  'not-found': [],
} as const satisfies Record<string, readonly string[]>;

export type ScreenName = keyof typeof SCREEN_NAMESPACES;
