import { DATA_DELETION_PROCESSING_DAYS } from '../constants';

/**
 * The `message` of the API's answers when a request worked, for API clients and logs; the app shows
 * its own words for each, in the reader's language. Refusals are in the *-messages.ts files beside this.
 */
export const ANSWER_MESSAGES = {
  loggedOut: 'Logged out',
  favoriteAdded: 'Added to Favorites',
  favoriteRemoved: 'Removed from Favorites',
  classifiedSaved: 'Saved',
  classifiedUnsaved: 'Removed from saved',
  supportMessageSent: 'Message sent',
  accountDeleted: 'Your account has been deleted',
  emailAlreadyVerified: 'Your email is already verified.',
  emailVerified: 'Email Verified',
  verificationSent: 'Verification Email Sent',
  verificationResent: 'If an unverified account exists for this email, a new verification link is on its way.',
  emailChangeSent: 'Check your new inbox: your email address changes when you open the link we sent there.',
  passwordUpdated: 'Password updated',
  resetRequested: 'If an account exists for this email, you will receive password reset instructions shortly.',
  postDeleted: 'Listing Deleted',
  postViewed: 'Viewed',
  dataDeletionSubmitted: `Request submitted. We will process it within ${DATA_DELETION_PROCESSING_DAYS} days.`,
} as const;
