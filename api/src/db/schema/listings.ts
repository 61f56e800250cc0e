import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CLASSIFIED_DEFAULT_STORED_CONDITION } from '@yardsale/core/constants';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

/** Yard sales. The GiST index over location and visible window is added by a hand-written migration. */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // IANA zone of the sale's location: "today" and end times are judged in it.
    timeZone: text('time_zone').notNull(),
    dates: text('dates').array().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    // Absolute window in which the sale is shown, computed on write from dates, times and zone.
    visibleFrom: timestampTz('visible_from').notNull(),
    visibleUntil: timestampTz('visible_until').notNull(),
    category: text('category').notNull(),
    categories: text('categories').array().notNull().default([]),
    contactInfo: text('contact_info').notNull().default(''),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    isEstateSale: boolean('is_estate_sale').notNull().default(false),
    isMovingSale: boolean('is_moving_sale').notNull().default(false),
    isCommunitySale: boolean('is_community_sale').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_user_idx').on(t.userId, t.createdAt),
    index('listings_visible_until_idx').on(t.visibleUntil),
  ],
);

export const classifieds = pgTable(
  'classifieds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    categories: text('categories').array().notNull().default([]),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    condition: text('condition').notNull().default(CLASSIFIED_DEFAULT_STORED_CONDITION),
    isActive: boolean('is_active').notNull().default(true),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    // Renewing moves a classified to the top: ordering uses this, not createdAt.
    renewedAt: timestampTz('renewed_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at'),
  },
  (t) => [
    index('classifieds_user_idx').on(t.userId, t.createdAt),
    index('classifieds_browse_idx').on(t.isActive, t.renewedAt),
    index('classifieds_category_idx').on(t.category, t.renewedAt),
  ],
);
