import { MESSAGING_LIMITS } from '../limits';
import { BLOCK_DURATIONS } from '../moderation';
import { LISTING_NOT_FOUND } from './validation-messages';

// What messaging, blocks and reports answer: apart from validation-messages.ts, which nearly every
// screen reads, so that it stays small enough to travel inside each screen's own file.

// Quoted from SPEC sections 5 and 8 where they give one; the rest say what the API refuses.
export const MESSAGE_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentTooLong: 'Message too long',
  blank: 'Please enter a message',
  loginRequired: 'You must be logged in to send messages',
  listingRequired: 'listingId is required',
  listingTypeInvalid: "listingType must be 'classified' or 'listing'",
  toYourself: 'You cannot send a message to yourself',
  listingNotFound: LISTING_NOT_FOUND,
  notTheSeller: 'You can only message the seller of this listing',
  itemSold: 'This item has been sold',
  youBlocked: 'You have blocked this user. Unblock to send messages.',
  blockedYou: 'This user is not accepting messages from you',
  userNotFound: 'User not found',
  blockYourself: 'You cannot block yourself',
  reportYourself: 'You cannot report yourself',
  durationInvalid: `duration must be one of ${BLOCK_DURATIONS.join(', ')}`,
  reasonRequired: 'Please give a reason for the report',
  reasonTooLong: `Reason must be at most ${MESSAGING_LIMITS.reasonMax} characters`,
  alreadyReported: 'You have already reported this user today',
  conversationDeleted: 'Conversation Deleted',
  conversationNotFound: 'Conversation not found',
  userUnblocked: 'User Unblocked',
} as const;

/** Reporting a post from its sheet (decision 0056). */
export const POST_REPORT_MESSAGES = {
  problemRequired: 'Please choose what is wrong with this post',
  detailsRequired: 'Please tell us what is wrong with this post',
  reportOwnPost: 'You cannot report your own post',
  alreadyReported: 'You have already reported this post. We will review it soon.',
} as const;
