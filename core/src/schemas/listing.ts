import '../contract/yup-locale';
import { fileField } from './uploads';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { addDays, areConsecutive, isIsoDate } from '../calendar';
import { YARD_SALE_CATEGORIES } from '../constants';
import { LIMITS } from '../limits';
import { DEFAULT_SALE_TIMES, DEFAULT_YARD_SALE_CATEGORY } from '../sale-defaults';
import { isInServiceArea } from '../service-area';
import { LISTING_MESSAGES, LISTING_PHOTO_TOO_LARGE, LISTING_TEXT_LIMITS } from './listing-messages';

export { LISTING_MESSAGES, LISTING_PHOTO_TOO_LARGE, LISTING_TEXT_LIMITS };

/**
 * What the photo upload returns: a re-encoded WebP named at random, in one of 256 folders by the
 * name's first two characters. Photos stored before are in their seller's folder, listings/<user id>.
 */
export const LISTING_PHOTO_URL = /^\/uploads\/(?:photos\/[0-9a-f]{2}|listings\/[0-9a-f-]{36})\/[0-9a-f-]{36}\.webp$/;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Set by whoever validates: `today` and `nowTime` (HH:MM) are the date and time in the sale's own
 * zone (the server derives the zone from the coordinates, the form uses the browser's); `keepDates`
 * are dates an edited sale already has, which stay allowed once they are in the past (day two of a
 * running sale can still be edited).
 */
export interface ListingValidationContext {
  today?: string;
  nowTime?: string;
  keepDates?: readonly string[];
}

/** The last of the sale's dates, as sent ('dates', or else its start and end). */
function lastDateOf(sale: { dates?: unknown; startDate?: unknown; endDate?: unknown }): unknown {
  return Array.isArray(sale.dates) ? sale.dates.at(-1) : (sale.endDate ?? sale.startDate);
}

/** startDate..endDate, stopping one past the maximum so the length rule still fires on a long range. */
function expandRange(startDate: unknown, endDate: unknown): string[] | undefined {
  if (!isIsoDate(startDate)) return undefined;
  if (!isIsoDate(endDate) || endDate <= startDate) return [startDate];
  const dates = [startDate];
  while (dates.length <= LIMITS.yardSaleMaxDates && dates.at(-1)! < endDate) dates.push(addDays(dates.at(-1)!, 1));
  return dates;
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const time = (fallback: string) =>
  string().transform(blankToUndefined).default(fallback).matches(TIME_RE, LISTING_MESSAGES.timeInvalid);

/**
 * A yard sale as the /post form sends it (SPEC section 7). The form may send either the picked
 * `dates` or only startDate/endDate: without `dates` the range between them is used. The dates are
 * then sorted, and the stored startDate/endDate are the first and last of them (see
 * `saleDatesOf`). Unknown fields, such as a `timeZone` from the browser, are ignored: the zone comes
 * from the coordinates.
 */
export const listingSchema = object({
  title: string().trim().required(LISTING_MESSAGES.titleRequired).max(LISTING_TEXT_LIMITS.title, LISTING_MESSAGES.titleTooLong),
  description: string()
    .trim()
    .required(LISTING_MESSAGES.descriptionRequired)
    .max(LISTING_TEXT_LIMITS.description, LISTING_MESSAGES.descriptionTooLong),
  address: string().trim().required(LISTING_MESSAGES.addressRequired).max(LISTING_TEXT_LIMITS.address, LISTING_MESSAGES.addressTooLong),
  startDate: string()
    .trim()
    .required(LISTING_MESSAGES.startDateRequired)
    .test('date', LISTING_MESSAGES.dateInvalid, (value) => isIsoDate(value)),
  endDate: string()
    .transform(blankToUndefined)
    .optional()
    .test('date', LISTING_MESSAGES.dateInvalid, (value) => value === undefined || isIsoDate(value))
    .test('after-start', LISTING_MESSAGES.endDateBeforeStart, (value, context) => {
      const startDate: unknown = context.parent.startDate;
      return value === undefined || !isIsoDate(startDate) || value >= startDate;
    }),
  dates: array(string().required(LISTING_MESSAGES.dateInvalid).test('date', LISTING_MESSAGES.dateInvalid, (value) => isIsoDate(value)))
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)].sort() : value))
    .required(LISTING_MESSAGES.startDateRequired)
    .min(1, LISTING_MESSAGES.startDateRequired)
    .max(LIMITS.yardSaleMaxDates, LISTING_MESSAGES.tooManyDates)
    .test('consecutive', LISTING_MESSAGES.notConsecutive, (dates) => !dates.every(isIsoDate) || areConsecutive(dates))
    .test('not-past', LISTING_MESSAGES.dateInPast, (dates, context) => {
      const { today, keepDates = [] } = (context.options.context ?? {}) as ListingValidationContext;
      return !today || dates.every((date) => date >= today || keepDates.includes(date));
    })
    .test('not-too-far', LISTING_MESSAGES.dateTooFar, (dates, context) => {
      // Without "today" (checked again where the zone is known), the furthest today anywhere.
      const today = ((context.options.context ?? {}) as ListingValidationContext).today ?? new Date().toISOString().slice(0, 10);
      const last = addDays(today, LIMITS.yardSaleDaysAhead + 1);
      return !dates.every(isIsoDate) || dates.every((date) => date <= last);
    }),
  startTime: time(DEFAULT_SALE_TIMES.start),
  endTime: time(DEFAULT_SALE_TIMES.end)
    .test('after-start', LISTING_MESSAGES.endTimeNotAfterStart, (value, context) => {
      const startTime: unknown = context.parent.startTime;
      return typeof startTime !== 'string' || !TIME_RE.test(startTime) || value > startTime;
    })
    // A sale whose last day is today and whose end has passed would be posted never to be shown
    // (AM and PM mixed up); one already posted keeps its dates, so its seller can still edit it.
    .test('not-over', LISTING_MESSAGES.alreadyOver, (value, context) => {
      const { today, nowTime, keepDates = [] } = (context.options.context ?? {}) as ListingValidationContext;
      const last = lastDateOf(context.parent as Record<string, unknown>);
      return !today || !nowTime || last !== today || keepDates.includes(today) || value > nowTime;
    }),
  // Optional (SPEC section 5): a sale sent without a point is placed by its address (the API's
  // resolveSaleLocation). Half a point is a broken one.
  latitude: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(LISTING_MESSAGES.locationRequired)
    .optional()
    .min(-90, LISTING_MESSAGES.locationRequired)
    .max(90, LISTING_MESSAGES.locationRequired)
    .test('whole-point', LISTING_MESSAGES.locationRequired, (value, context) => (value === undefined) === (context.parent.longitude === undefined)),
  longitude: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(LISTING_MESSAGES.locationRequired)
    .optional()
    .min(-180, LISTING_MESSAGES.locationRequired)
    .max(180, LISTING_MESSAGES.locationRequired)
    .test('service-area', LISTING_MESSAGES.outsideServiceArea, (value, context) => {
      const latitude: unknown = context.parent.latitude;
      return value === undefined || typeof latitude !== 'number' || isInServiceArea(latitude, value);
    }),
  category: string()
    .trim()
    .transform(blankToUndefined) // so a blank category reads 'Category is required', not 'not in the list'
    .required(LISTING_MESSAGES.categoryRequired)
    .oneOf([...YARD_SALE_CATEGORIES, DEFAULT_YARD_SALE_CATEGORY], LISTING_MESSAGES.categoryInvalid),
  categories: array(string().required().oneOf([...YARD_SALE_CATEGORIES], LISTING_MESSAGES.categoryInvalid))
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .max(LIMITS.yardSaleMaxCategories, LISTING_MESSAGES.tooManyCategories)
    .default([]),
  contactInfo: string().trim().max(LISTING_TEXT_LIMITS.contactInfo, LISTING_MESSAGES.contactInfoTooLong).default(''),
  items: array(string().trim().required(LISTING_MESSAGES.itemsInvalid).max(LISTING_TEXT_LIMITS.item, LISTING_MESSAGES.itemsInvalid))
    .typeError(LISTING_MESSAGES.itemsInvalid)
    .max(LISTING_TEXT_LIMITS.items, LISTING_MESSAGES.itemsInvalid)
    .default([]),
  imageUrls: array(string().required(LISTING_MESSAGES.photoInvalid).matches(LISTING_PHOTO_URL, LISTING_MESSAGES.photoInvalid))
    .typeError(LISTING_MESSAGES.photoInvalid)
    .max(1, LISTING_MESSAGES.tooManyPhotos)
    .default([]),
  isEstateSale: boolean().default(false),
  isMovingSale: boolean().default(false),
  isCommunitySale: boolean().default(false),
  // Absent: as it was on an edit (a client that does not know it never shows an address kept), no on a new sale.
  hideExactAddress: boolean().optional(),
}).transform((value: unknown) => {
  // Without picked dates, the range startDate..endDate is what the seller chose.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  if (input.dates !== undefined && input.dates !== null) return input;
  return { ...input, dates: expandRange(input.startDate, input.endDate) };
});

export type ListingInput = InferType<typeof listingSchema>;

/** The stored dates of a validated sale: sorted picks, first is the start date and last the end date. */
export function saleDatesOf(input: Pick<ListingInput, 'dates'>): { dates: string[]; startDate: string; endDate: string } {
  const dates = [...input.dates].sort();
  return { dates, startDate: dates[0]!, endDate: dates.at(-1)! };
}

/**
 * The categories stored with a sale: the chips picked, or the single category when it is one of
 * the list (a filter on categories must then still find it; 'Multi-Family' is not a filter chip).
 */
export function saleCategoriesOf(input: Pick<ListingInput, 'category' | 'categories'>): string[] {
  if (input.categories.length > 0) return [...input.categories];
  return (YARD_SALE_CATEGORIES as readonly string[]).includes(input.category) ? [input.category] : [];
}

/** POST /api/favorites */
export const favoriteSchema = object({ listingId: string().trim().required('listingId is required') });

export const PHOTO_FIELD_MISSING = 'Send the photo as multipart/form-data in a field named photo';

/** POST /api/listings/photo (multipart) */
export const listingPhotoUploadSchema = object({ photo: fileField(PHOTO_FIELD_MISSING).required(PHOTO_FIELD_MISSING) });
