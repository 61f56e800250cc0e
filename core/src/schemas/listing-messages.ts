import { MB } from '../constants';
import { LIMITS } from '../limits';
import { PHOTO_NOT_READABLE } from './validation-messages';

// The yard sale's messages, apart from the other groups (validation-messages.ts) so that a screen
// that only signs someone in does not download them, and apart from the schemas so that a screen
// that only shows them builds no Yup schema.

/** Server-side caps on free text; the spec sets none, these keep a card and a row reasonable. */
export const LISTING_TEXT_LIMITS = { title: 120, description: 2000, address: 300, contactInfo: 300, item: 200, items: 50 } as const;

// The yard sale's messages: quoted from SPEC section 5 where it gives one.
export const LISTING_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  addressRequired: 'Address is required',
  startDateRequired: 'Start date is required',
  categoryRequired: 'Category is required',
  titleTooLong: `Title must be at most ${LISTING_TEXT_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${LISTING_TEXT_LIMITS.description} characters`,
  addressTooLong: `Address must be at most ${LISTING_TEXT_LIMITS.address} characters`,
  contactInfoTooLong: `Contact info must be at most ${LISTING_TEXT_LIMITS.contactInfo} characters`,
  tooManyDates: 'Maximum Dates Selected: You can only select up to 3 consecutive days',
  notConsecutive: 'Invalid Selection: Please select consecutive dates only',
  dateInPast: 'Invalid Date: Sale dates cannot be before today',
  dateTooFar: `Invalid Date: Sale dates must be within the next ${LIMITS.yardSaleDaysAhead} days`,
  dateInvalid: 'Dates must be real dates written YYYY-MM-DD',
  endDateBeforeStart: 'End date cannot be before the start date',
  timeInvalid: 'Times must be written HH:MM (24-hour clock)',
  endTimeNotAfterStart: 'End time must be after start time',
  alreadyOver: 'Invalid Time: The end time has already passed today',
  locationRequired: 'Invalid Address: Please select a complete address from the dropdown suggestions',
  outsideServiceArea: 'Yard sales can only be posted in the USA or Canada',
  tooManyCategories: `Maximum Categories Selected: You can only select up to ${LIMITS.yardSaleMaxCategories} categories`,
  categoryInvalid: 'Please choose a category from the list',
  itemsInvalid: `Items must be a list of up to ${LISTING_TEXT_LIMITS.items} short texts`,
  photoInvalid: 'The photo must be uploaded first',
  tooManyPhotos: 'A yard sale has one photo',
  /** The 403 text the /post screen recognises to explain what to do (SPEC section 8). */
  emailVerificationRequired: 'Email verification required',
} as const;

export const LISTING_PHOTO_TOO_LARGE = `File Too Large: Image must be smaller than ${LIMITS.yardSalePhotoMaxBytes / MB}MB`;

// The /post screen's toasts "Title: description" (SPEC section 5 "Yard-sale submit, in order").
export const SALE_FORM_MESSAGES = {
  missingAddress: 'Missing Address: Please enter your address',
  missingTitle: 'Missing Title: Please enter a title for your yard sale',
  missingDate: 'Missing Date: Please select at least one date for your yard sale',
  missingDescription: 'Missing Description: Please enter a description for your yard sale',
  tooManyDates: LISTING_MESSAGES.tooManyDates,
  notConsecutive: LISTING_MESSAGES.notConsecutive,
  dateInPast: LISTING_MESSAGES.dateInPast,
  dateTooFar: LISTING_MESSAGES.dateTooFar,
  tooManyCategories: LISTING_MESSAGES.tooManyCategories,
  invalidAddress: LISTING_MESSAGES.locationRequired,
  photoTooLarge: LISTING_PHOTO_TOO_LARGE,
  photoNotReadable: PHOTO_NOT_READABLE,
  addressNotice: 'Address Notice: Using approximate location for your yard sale. Pin may not be exact.',
  addressLookupUnavailable: 'Address lookup unavailable - please enter your complete address manually',
} as const;
