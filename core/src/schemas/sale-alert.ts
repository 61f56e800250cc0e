// New-sale alerts (decision 0039): a place, a radius and the Filter Sales filters, its words too
// (decision 0073); a yard sale posted there afterwards is pushed at once and gathered into an hourly e-mail.
import '../contract/yup-locale';
import { array, number, object, string, type InferType } from 'yup';
import { CLASSIFIEDS, SALE_TYPES, YARD_SALE_CATEGORIES, type Units } from '../constants';
import { KM_PER_MILE } from '../geo';
import { isInServiceArea } from '../service-area';
import { SEARCH_WORDS_TOO_LONG } from '../search-terms';

export const SALE_ALERTS = {
  /** Alerts kept per person. */
  maxPerUser: 5,
  /** The distances offered: round numbers in the person's own unit (decision 0047). */
  radiusChoicesKm: [2, 5, 10, 25, 50],
  radiusChoicesMiles: [1, 3, 5, 15, 30],
  defaultRadiusKm: 10,
  defaultRadiusMiles: 5,
  /** Sales named in one e-mail; a busier hour links to the rest. */
  mailSalesMax: 10,
} as const;

/** The distances a person in `units` chooses from, in km (as the API takes them). */
export const radiusChoicesFor = (units: Units): readonly number[] =>
  units === 'miles' ? SALE_ALERTS.radiusChoicesMiles.map((miles) => miles * KM_PER_MILE) : SALE_ALERTS.radiusChoicesKm;

/** The distance chosen at first, in km. */
export const defaultRadiusFor = (units: Units): number => (units === 'miles' ? SALE_ALERTS.defaultRadiusMiles * KM_PER_MILE : SALE_ALERTS.defaultRadiusKm);

/** Every distance the API accepts: either unit's choices. */
export const RADIUS_CHOICES_KM: readonly number[] = [...radiusChoicesFor('km'), ...radiusChoicesFor('miles')];

/** The farthest an alert of either kind reaches: the box its matching searches first. */
export const LARGEST_RADIUS_KM = Math.max(...RADIUS_CHOICES_KM);

export const SALE_ALERT_MESSAGES = {
  loginRequired: 'You must be logged in to get sale alerts',
  position: 'latitude and longitude must be a place in the USA or Canada',
  radius: `radiusKm must be one of ${SALE_ALERTS.radiusChoicesKm.join(', ')}, or ${SALE_ALERTS.radiusChoicesMiles.join(', ')} miles in km`,
  saleType: `saleTypes may hold ${SALE_TYPES.join(', ')}`,
  category: 'categories may hold yard-sale categories only',
  words: SEARCH_WORDS_TOO_LONG,
  tooMany: `You can keep up to ${SALE_ALERTS.maxPerUser} sale alerts. Delete one to add another.`,
  duplicate: 'You already have a sale alert like this here',
  notFound: 'Sale alert not found',
  nothingToChange: 'Send radiusKm, q or both',
  created: 'Sale alert saved',
  deleted: 'Sale alert deleted',
} as const;

const M = SALE_ALERT_MESSAGES;
const degrees = (min: number, max: number) => number().strict().required(M.position).min(min, M.position).max(max, M.position);

/** The place an alert watches and how far around it: the same for sale alerts and item alerts. */
export const watchedPlaceFields = {
  latitude: degrees(-90, 90),
  longitude: degrees(-180, 180).test('service-area', M.position, (value, context) => {
    const latitude: unknown = context.parent.latitude;
    return typeof latitude !== 'number' || isInServiceArea(latitude, value);
  }),
  radiusKm: number().strict().required(M.radius).oneOf([...RADIUS_CHOICES_KM], M.radius),
};

const alertWords = () => string().trim().max(CLASSIFIEDS.searchMaxLength, M.words);

/** POST /api/alerts */
export const saleAlertSchema = object({
  ...watchedPlaceFields,
  saleTypes: array(string().required().oneOf([...SALE_TYPES], M.saleType)).default([]).max(SALE_TYPES.length, M.saleType),
  categories: array(string().required().oneOf([...YARD_SALE_CATEGORIES], M.category)).default([]).max(YARD_SALE_CATEGORIES.length, M.category),
  /** The filter's words as typed ('' for any sale): a sale matches when it holds each, as the search finds them. */
  q: alertWords().default(''),
});

export type SaleAlertInput = InferType<typeof saleAlertSchema>;

/** PATCH /api/item-alerts/{id}: an alert's distance, changed in place. */
export const alertRadiusSchema = object({ radiusKm: watchedPlaceFields.radiusKm });

/** PATCH /api/alerts/{id}: a sale alert's distance, its words ('' for any sale), or both, changed in place (decision 0082). */
export const saleAlertChangeSchema = object({
  radiusKm: number().strict().oneOf([...RADIUS_CHOICES_KM], M.radius),
  q: alertWords(),
}).test('something-to-change', M.nothingToChange, (change) => change.radiusKm !== undefined || change.q !== undefined);

export type SaleAlertChange = InferType<typeof saleAlertChangeSchema>;
