import { CLASSIFIEDS, LANGUAGES, MB, REFRESH_THRESHOLD_DAYS, THEMES, UNITS } from '../constants';
import { CLASSIFIED_TEXT_LIMITS, LIMITS } from '../limits';

// Every message the shared schemas speak, without the schemas: the forms translate them by their
// text (web/src/lib/use-validation-message.ts), and reading them must not build every schema of the
// app (it did on /auth, from each domain's schema module: 60 ms at 4x; decision 0025). Those of
// messaging, blocks and reports are in messaging-messages.ts, those of yard sales in listing-messages.ts.

// Messages quoted from SPEC section 5.
export const AUTH_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Password is required',
  usernameMin: `Username must be at least ${LIMITS.usernameMin} characters`,
  storedPasswordMin: `Password must be at least ${LIMITS.storedPasswordMin} characters`,
  registrationPasswordMin: `Password must be at least ${LIMITS.registrationPasswordMin} characters`,
  passwordCapital: 'Password must contain at least one capital letter',
  passwordSpecial: 'Password must contain at least one special character',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  invalidLogin: 'Invalid email or password',
  accountExists: 'An account with this email already exists. Please log in instead.',
  sameEmail: 'This is already your email address',
  emailInUse: 'Another account already uses this email address',
  newPasswordRequired: 'New password is required',
  confirmNewPasswordRequired: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordMin: `Password must be at least ${LIMITS.resetPasswordMin} characters`,
  resetPasswordMax: `Password must be less than ${LIMITS.resetPasswordMax} characters`,
  resetTokenMissing: 'Reset token is missing. Please use the link from your email.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message is too short',
  consentRequired: 'You must agree to the terms and confirm you are 18 or older to continue.',
} as const;

/** A sale or classified that is not there (or not shown), said alike by the desk, messaging and the listings' routes. */
export const LISTING_NOT_FOUND = 'Listing not found';

export const APPEAL_MESSAGES = {
  messageRequired: 'Please say why the suspension should be lifted',
  messageTooLong: `The appeal must be at most ${LIMITS.appealMax} characters`,
  sent: 'Your appeal was sent. An administrator will review it.',
  notSuspended: 'This account is not suspended',
  alreadyAppealed: 'You have already appealed this suspension',
} as const;

// Messages quoted from SPEC sections 5 and 8 where they give one.
export const CLASSIFIED_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  locationRequired: 'Location is required',
  conditionRequired: 'Condition is required',
  titleTooLong: `Title must be at most ${CLASSIFIED_TEXT_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${CLASSIFIED_TEXT_LIMITS.description} characters`,
  locationTooLong: `Location must be at most ${CLASSIFIED_TEXT_LIMITS.location} characters`,
  categoryInvalid: 'Please choose a category from the list',
  conditionInvalid: 'Please choose a condition from the list',
  tagsInvalid: `Choose up to ${LIMITS.classifiedMaxTags} more categories from the list`,
  priceInvalid: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceDecimals: 'Price can have at most 2 decimal places',
  priceTooHigh: 'Price must be less than 100,000,000',
  pointRequired: 'Please verify your location',
  outsideServiceArea: 'Classifieds can only be posted in the USA or Canada',
  tooManyImages: `Too many images: You can upload up to ${LIMITS.classifiedMaxImages} images`,
  imageInvalid: 'Images must be photos of this classified or new uploads',
  imageFieldInvalid: 'Send photos as multipart/form-data files in a field named images',
  photoTooLarge: `File Too Large: Image must be smaller than ${CLASSIFIEDS.photoMaxBytes / MB}MB`,
  emailVerificationRequired: 'Email verification required before posting classifieds',
  loginRequired: 'You must be logged in to post classifieds',
  notFound: 'Classified not found',
  notOwner: 'You can only change your own classifieds',
  tooNewToRefresh: `A classified can be refreshed once it is ${REFRESH_THRESHOLD_DAYS} days old`,
  soldNotRefreshed: 'A sold classified cannot be refreshed. Mark it as available first.',
  tooManySaved: `You can keep up to ${CLASSIFIEDS.savedMax} saved classifieds. Remove some to save more.`,
  classifiedIdRequired: 'classifiedId is required',
} as const;

/**
 * The /add-listing form (SPEC section 5 "Classified form"): its own short messages, checked in the
 * browser before the request; the API checks classifiedSchema again.
 */
export const CLASSIFIED_FORM_MESSAGES = {
  titleRequired: 'Title required',
  descriptionRequired: 'Description required',
  categoryRequired: 'Category required',
  conditionRequired: 'Condition required',
  priceRequired: 'Price required',
  locationUnverified: 'Please verify your location',
  addressBlank: 'Please enter an address',
  addressBlankDetail: 'Address is required to post a listing',
} as const;

export const DATA_DELETION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  reasonTooLong: `Reason must be at most ${LIMITS.dataDeletionReasonMax} characters`,
} as const;

export const PROFILE_MESSAGES = {
  displayNameTooLong: `Display name must be at most ${LIMITS.displayNameMax} characters`,
  bioTooLong: `Bio must be at most ${LIMITS.bioMax} characters`,
  avatarUrlInvalid: 'Avatar must be a valid URL',
  languageInvalid: `Language must be one of ${LANGUAGES.join(', ')}`,
  themeInvalid: `Theme must be one of ${THEMES.join(', ')}`,
  unitsInvalid: `Units must be one of ${UNITS.join(', ')}`,
  avatarNotImage: 'Please choose an image file',
  avatarTooLarge: `Image must be smaller than ${LIMITS.avatarMaxBytes / 1024 / 1024}MB`,
} as const;

/**
 * A photo the server cannot decode (SPEC section 8 "Photos"), for sales, classifieds and avatars alike.
 * Here rather than with the yard sale's messages: every form's error toast knows it.
 */
export const PHOTO_NOT_READABLE = 'Upload Error: Failed to process the image file';
