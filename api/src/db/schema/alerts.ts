import { doublePrecision, index, integer, numeric, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SALE_TYPES } from '@yardsale/core/constants';
import { createdAt, timestampTz } from './columns';
import { classifieds } from './classifieds';
import { listings } from './listings';
import { users } from './users';

/** Whose alert it is and the place it watches: an alert's columns, of sales (0039) or items (0061). */
export const watchedPlaceColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  radiusKm: doublePrecision('radius_km').notNull(),
  /** The nearest town, named when the alert was made ('London, ON'), if the geocoder knew one. */
  place: text('place'),
  createdAt: createdAt(),
});

/** A match's columns besides the post it names: whose, which alert, how far, when matched, mailed or withdrawn. */
export const alertMatchColumns = (alertId: () => AnyPgColumn) => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null once the person deleted that alert: the row still says they were told (decision 0078). */
  alertId: uuid('alert_id').references(alertId, { onDelete: 'set null' }),
  /** How far the post is from the alert's place, for the e-mail. */
  distanceKm: doublePrecision('distance_km').notNull(),
  matchedAt: timestampTz('matched_at').notNull().defaultNow(),
  mailedAt: timestampTz('mailed_at'),
  /**
   * When an edit took the post out of the alert before the e-mail named it (decision 0078). The row
   * stays while the post is shown, so fitting again later tells the person nothing twice.
   */
  withdrawnAt: timestampTz('withdrawn_at'),
});

/**
 * New-sale alerts (decision 0039): a place and radius, with the Filter Sales filters (none = all) and
 * the words looked for (decision 0073: `q` as typed, `terms` as the search matches them; none = any).
 * Migration 0013 adds a GiST index on the place, which finds the alerts around a new sale.
 */
export const saleAlerts = pgTable(
  'sale_alerts',
  {
    ...watchedPlaceColumns(),
    saleTypes: text('sale_types', { enum: SALE_TYPES }).array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    q: text('q').notNull().default(''),
    terms: text('terms').array().notNull().default([]),
  },
  (t) => [index('sale_alerts_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A new sale that matched one of the person's alerts: pushed at once, then e-mailed with the hour's
 * others (mailedAt set when a process claims it for the e-mail). Goes with the sale or the person.
 */
export const saleAlertMatches = pgTable(
  'sale_alert_matches',
  {
    ...alertMatchColumns(() => saleAlerts.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('sale_alert_matches_listing_idx').on(t.listingId), index('sale_alert_matches_mail_idx').on(t.mailedAt, t.userId)],
);

/**
 * The morning push of a sale day (decision 0042): one a person a day, claimed by inserting this row,
 * so that two processes never push it twice. Kept two days (runMaintenance).
 */
export const saleDayReminders = pgTable(
  'sale_day_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, in the zone of the day's next sale to open when the push went. */
    day: text('day').notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('sale_day_reminders_sent_idx').on(t.sentAt)],
);

/**
 * A saved classified's price drop waiting for the hourly e-mail (decision 0060): one row a saver and
 * item, taken by the e-mail (deleted and returned in one statement, so two processes never mail it
 * twice). A further drop before the e-mail keeps `fromPrice`, the price the saver last knew.
 */
export const priceDropNotices = pgTable(
  'price_drop_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classifiedId: uuid('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    fromPrice: numeric('from_price', { precision: 10, scale: 2 }).notNull(),
    droppedAt: timestampTz('dropped_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classifiedId] }), index('price_drop_notices_classified_idx').on(t.classifiedId)],
);

/**
 * A post whose matching against the alerts is due (decision 0080): written with the post or the edit,
 * before the answer, and deleted once the matching ran. The process that took the post runs it just
 * after the answer; if that process stopped first, any process's five-minute run takes it up after
 * `runAfter`. Two edits before a matching merge into one row (`requestId` says which write it is).
 */
export const alertMatchingsDue = pgTable(
  'alert_matchings_due',
  {
    kind: text('kind', { enum: ['sale', 'item'] }).notNull(),
    /** A sale's or a classified's id: no foreign key, as it names either; a deleted post's row is matched to no one. */
    postId: uuid('post_id').notNull(),
    /** Whom the post fitted before the edits not yet matched: those are not told by them (decision 0078). */
    fitBefore: uuid('fit_before').array().notNull().default([]),
    requestId: uuid('request_id').notNull(),
    runAfter: timestampTz('run_after').notNull(),
    /** How many times a five-minute run took it up since it was written: each one waits twice as long (decision 0083). */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.postId] }), index('alert_matchings_due_run_idx').on(t.runAfter)],
);
