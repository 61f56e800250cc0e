import { LIMITS } from '../limits';
import { LISTING_NOT_FOUND } from './validation-messages';

/** The admin desk's refusals and confirmations (its own file: no screen but the desk reads them). */
export const ADMIN_MESSAGES = {
  adminsOnly: 'Administrators only',
  noteRequired: 'Please say why',
  noteTooLong: `The note must be at most ${LIMITS.deskNoteMax} characters`,
  reportNotFound: 'Report not found',
  userNotFound: 'User not found',
  listingNotFound: LISTING_NOT_FOUND,
  notYourself: 'You cannot suspend yourself',
  aboutYou: 'Another administrator must decide this, as it concerns you',
  reportDismissed: 'Report dismissed',
  reportClosed: 'This report was already reviewed',
  listingRemoved: 'Listing removed',
  listingRestored: 'Listing restored',
  notTakenDown: 'This listing is not taken down',
  ownerSuspended: 'Its owner is suspended: restore the account instead',
  accountSuspended: 'Account suspended',
  alreadySuspended: 'This account is already suspended',
  accountRestored: 'Account restored',
  appealNotFound: 'Appeal not found',
  appealRejected: 'Appeal rejected',
  deletionRequestNotFound: 'Deletion request not found',
  dataDeleted: 'Data deleted',
  deletionRequestRejected: 'Deletion request rejected',
} as const;
