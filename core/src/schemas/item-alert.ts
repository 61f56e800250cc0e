// Item alerts (decision 0061): a /classifieds search (its words and category) watched around a place;
// a classified posted there afterwards that the search would show is pushed to the person at once
// and gathered into an hourly e-mail.
import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { ALL_CATEGORIES, CLASSIFIED_FILTER_CATEGORIES } from '../classified-query';
import { CLASSIFIEDS, type Units } from '../constants';
import { KM_PER_MILE } from '../geo';
import { watchedPlaceFields } from './sale-alert';
import { SEARCH_WORDS_TOO_LONG } from '../search-terms';

export const ITEM_ALERTS = {
  /** Item alerts kept per person, besides their sale alerts. */
  maxPerUser: 10,
  /** A browse of /classifieds reaches far; an alert starts wider than a sale alert's walk. */
  defaultRadiusKm: 25,
  defaultRadiusMiles: 15,
  /** Items named in one e-mail; a busier hour links to the rest. */
  mailItemsMax: 10,
} as const;

/** The distance chosen at first, in km. */
export const defaultItemAlertRadiusFor = (units: Units): number => (units === 'miles' ? ITEM_ALERTS.defaultRadiusMiles * KM_PER_MILE : ITEM_ALERTS.defaultRadiusKm);

export const ITEM_ALERT_MESSAGES = {
  loginRequired: 'You must be logged in to get item alerts',
  words: SEARCH_WORDS_TOO_LONG,
  category: 'category must be one of the filter list',
  tooMany: `You can keep up to ${ITEM_ALERTS.maxPerUser} item alerts. Delete one to add another.`,
  duplicate: 'You already have an alert for this search here',
  notFound: 'Item alert not found',
  created: 'Item alert saved',
  deleted: 'Item alert deleted',
} as const;

/** POST /api/item-alerts: the search box's words (none: every item) and the filter list's entry. */
export const itemAlertSchema = object({
  q: string().trim().max(CLASSIFIEDS.searchMaxLength, ITEM_ALERT_MESSAGES.words).default(''),
  category: string().oneOf([...CLASSIFIED_FILTER_CATEGORIES], ITEM_ALERT_MESSAGES.category).default(ALL_CATEGORIES),
  ...watchedPlaceFields,
});

export type ItemAlertInput = InferType<typeof itemAlertSchema>;
