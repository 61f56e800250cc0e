import { MAP_SCREEN_PATH } from '@yardsale/core/constants';
import { ROUTE_PAGE_PATH } from '@yardsale/core/listing-links';

/** Every route of the app, named once (SPEC section 2). */
export const paths = {
  landing: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  terms: '/terms',
  privacy: '/privacy',
  dataDeletion: '/data-deletion',
  installPwa: '/install-pwa',
  faq: '/faq',
  home: MAP_SCREEN_PATH,
  find: '/find',
  /** A round through the favorite sales open on a day (decision 0038). */
  route: ROUTE_PAGE_PATH,
  post: '/post',
  posts: '/posts',
  classifieds: '/classifieds',
  addListing: '/add-listing',
  settings: '/settings',
  messages: '/messages',
  /** The administrators' review desk: linked from nowhere, and a 404 to everyone else. */
  admin: '/admin',
} as const;
