// The limits on what people write and send (SPEC section 9, and caps of our own where it sets none),
// checked by the forms and the API alike. A yard sale's text caps are with its messages (listing-messages.ts).
import { MB } from './constants';

export const LIMITS = {
  usernameMin: 3,
  storedPasswordMin: 6,
  registrationPasswordMin: 9,
  settingsPasswordMin: 6,
  resetPasswordMin: 8,
  resetPasswordMax: 72,
  displayNameMax: 50,
  bioMax: 500,
  messageMax: 1000,
  /** A suspended user's appeal, as long as a message. */
  appealMax: 1000,
  /** What an administrator writes for the audit log with each action of the desk. */
  deskNoteMax: 1000,
  dataDeletionReasonMax: 2000,
  supportMessageMin: 10,
  yardSaleMaxDates: 3,
  /** How far ahead a sale may be posted: far enough for any planned sale, near enough to stay real (and inside dates every system reads). */
  yardSaleDaysAhead: 365,
  yardSaleMaxCategories: 4,
  yardSalePhotoMaxBytes: 15 * MB,
  avatarMaxBytes: 10 * MB,
  classifiedMaxImages: 10,
  /** Extra categories (tags) on one classified besides its category. */
  classifiedMaxTags: 3,
  classifiedPriceDigits: 10,
  classifiedPriceScale: 2,
} as const;

export const MESSAGING_LIMITS = {
  /** A block's or a report's reason. */
  reasonMax: 1000,
  conversationsPageDefault: 30,
  conversationsPageMax: 100,
  /** One conversation is read newest page first, shown oldest to newest. */
  messagesPageDefault: 50,
  messagesPageMax: 200,
  /** A report keeps this many of the conversation's latest messages as evidence. */
  evidenceMessages: 50,
} as const;

/** Server-side caps on free text; the spec sets none, these keep a card and a row reasonable. */
export const CLASSIFIED_TEXT_LIMITS = { title: 120, description: 4000, location: 300 } as const;
