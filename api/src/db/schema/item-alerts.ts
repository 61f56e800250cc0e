import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { alertMatchColumns, watchedPlaceColumns } from './alerts';
import { classifieds } from './classifieds';

/**
 * Item alerts (decision 0061): a /classifieds search watched around a place. `terms` are its words
 * as the search takes them (searchTerms), matched against a new item as the search would at that
 * moment. The migration adds a GiST index on the place.
 */
export const itemAlerts = pgTable(
  'item_alerts',
  {
    ...watchedPlaceColumns(),
    q: text('q').notNull().default(''),
    terms: text('terms').array().notNull().default([]),
    category: text('category').notNull(),
  },
  (t) => [index('item_alerts_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A new classified that matched one of the person's item alerts: pushed at once, then e-mailed with
 * the hour's others (mailedAt set when a process claims it). Goes with the item or the person.
 */
export const itemAlertMatches = pgTable(
  'item_alert_matches',
  {
    ...alertMatchColumns(() => itemAlerts.id),
    classifiedId: uuid('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classifiedId] }), index('item_alert_matches_classified_idx').on(t.classifiedId), index('item_alert_matches_mail_idx').on(t.mailedAt, t.userId)],
);
