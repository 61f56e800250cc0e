import '../contract/yup-locale';
// The /post screen's own rules (SPEC section 5 "Yard-sale submit, in order"): what the seller is told
// while filling the form, as toasts "Title: description". The API enforces the same limits through
// listingSchema, whose messages these reuse where the spec gives one wording.
import { addDays, areConsecutive } from '../calendar';
import { LIMITS } from '../limits';
import { LISTING_MESSAGES, LISTING_TEXT_LIMITS, SALE_FORM_MESSAGES } from './listing-messages';

export { SALE_FORM_MESSAGES };

interface RequiredSaleFields {
  address: string;
  title: string;
  dates: readonly string[];
  description: string;
}

export type RequiredSaleField = keyof RequiredSaleFields;

/** The first required field left empty, in the spec's order, with its message; undefined when all are there. */
export function firstMissingSaleField({ address, title, dates, description }: RequiredSaleFields): { field: RequiredSaleField; message: string } | undefined {
  if (!address.trim()) return { field: 'address', message: SALE_FORM_MESSAGES.missingAddress };
  if (!title.trim()) return { field: 'title', message: SALE_FORM_MESSAGES.missingTitle };
  if (dates.length === 0) return { field: 'dates', message: SALE_FORM_MESSAGES.missingDate };
  if (!description.trim()) return { field: 'description', message: SALE_FORM_MESSAGES.missingDescription };
  return undefined;
}

/**
 * What the API would refuse in a field as the seller types, so the field says so under itself
 * before a submit: a title or description over its limit, an end time not after the start time.
 */
export function saleFieldProblems({ title, description, startTime, endTime }: { title: string; description: string; startTime: string; endTime: string }) {
  const problems: Partial<Record<'title' | 'description' | 'endTime', string>> = {};
  if (title.trim().length > LISTING_TEXT_LIMITS.title) problems.title = LISTING_MESSAGES.titleTooLong;
  if (description.trim().length > LISTING_TEXT_LIMITS.description) problems.description = LISTING_MESSAGES.descriptionTooLong;
  if (startTime && endTime && endTime <= startTime) problems.endTime = LISTING_MESSAGES.endTimeNotAfterStart;
  return problems;
}

export type DatePick = { dates: string[] } | { error: string };

/** The furthest day a sale may be picked for (SPEC section 9's limit of days ahead). */
export const lastSaleDate = (today: string): string => addDays(today, LIMITS.yardSaleDaysAhead);

/**
 * Adds a picked day to the sale's dates: never before today nor beyond lastSaleDate, at most 3,
 * consecutive. Picking a day already chosen leaves the dates as they are.
 */
export function pickSaleDate(dates: readonly string[], picked: string, today: string): DatePick {
  if (picked < today) return { error: SALE_FORM_MESSAGES.dateInPast };
  if (picked > lastSaleDate(today)) return { error: SALE_FORM_MESSAGES.dateTooFar };
  if (dates.includes(picked)) return { dates: [...dates] };
  if (dates.length >= LIMITS.yardSaleMaxDates) return { error: SALE_FORM_MESSAGES.tooManyDates };
  const next = [...dates, picked].sort();
  return areConsecutive(next) ? { dates: next } : { error: SALE_FORM_MESSAGES.notConsecutive };
}

/**
 * Removes one day. Taking out the middle of three would leave a gap, so only the first or last
 * day may go; the middle one gives the spec's consecutive-dates message.
 */
export function unpickSaleDate(dates: readonly string[], removed: string): DatePick {
  const next = dates.filter((date) => date !== removed);
  return areConsecutive(next) ? { dates: next } : { error: SALE_FORM_MESSAGES.notConsecutive };
}

/** Adds or removes a category chip; a fifth gives the spec's maximum message. */
export function toggleSaleCategory(categories: readonly string[], category: string): { categories: string[] } | { error: string } {
  if (categories.includes(category)) return { categories: categories.filter((chosen) => chosen !== category) };
  if (categories.length >= LIMITS.yardSaleMaxCategories) return { error: SALE_FORM_MESSAGES.tooManyCategories };
  return { categories: [...categories, category] };
}
