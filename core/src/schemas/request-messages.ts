import { LISTING_LIST_LIMITS } from '../listing-query';
import { LISTING_NOT_FOUND } from './validation-messages';

// What the API answers on its own, not as a schema's rule: a limit reached, a link gone stale, a post
// in the wrong state. The web app says each in the reader's language by its English, as it does the
// schemas' messages (web/src/locales/<language>/validation.json).
export const REQUEST_MESSAGES = {
  unauthorized: 'Unauthorized',
  notFound: 'Not found',
  crossSite: 'Cross-site requests are not allowed',
  serverFault: 'Something went wrong on our side. Please try again.',
  malformedUpload: 'The upload was cut short or malformed. Please try again.',
  tooManyAtOnce: 'Too many requests at once. Please wait for the ones under way.',
  tooManyStreams: 'Too many open event streams. Close a tab and try again.',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.',
  tooManyWrongPasswords: 'Too many incorrect passwords. Please wait a few minutes and try again.',
  passwordIncorrect: 'Password is incorrect',
  listingNotFound: LISTING_NOT_FOUND,
  notYourListing: 'You can only change your own listings',
  saleEnded: 'This sale has ended. Edit it and pick new dates to show it again.',
  /** Only an administrator takes a post down (is_active false) and only one puts it back: its owner's refresh does not. */
  takenDown: 'This post was taken down by a moderator, so it cannot be refreshed.',
  /** An edit that keeps a photo another save of the same post removed meanwhile (its file is gone). */
  changedMeanwhile: 'This post was changed in another tab or window while you were editing it. Reload it, then make your changes again.',
  tooManyFavorites: `You can keep up to ${LISTING_LIST_LIMITS.favoritesMax} favorites. Remove some to add more.`,
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  noVerificationLink: 'No verification link found for this email',
} as const;
