import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientKey, createdAt, timestampTz, tsvector, updatedAt } from './columns';
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
    // Decision 0069: the seller keeps the exact address from others until addressShownFrom; till then
    // they read `area` (town and region) instead of the address. The run of every few minutes clears
    // addressShownFrom once it has passed; it is null for a sale whose address is not kept.
    hideExactAddress: boolean('hide_exact_address').notNull().default(false),
    addressShownFrom: timestampTz('address_shown_from'),
    area: text('area').notNull().default(''),
    // The point others see, search and are sorted by (migration 0027): the exact one, or while
    // addressShownFrom is set the point snapped to PUBLIC_GRID_DEG (0.01°).
    publicLatitude: doublePrecision('public_latitude')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN "address_shown_from" IS NULL THEN "latitude" ELSE round("latitude" * 100) / 100 END`),
    publicLongitude: doublePrecision('public_longitude')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN "address_shown_from" IS NULL THEN "longitude" ELSE round("longitude" * 100) / 100 END`),
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
    // What a search for words looks in (decision 0071): English stems of the title, description and category.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, "title" || ' ' || "description" || ' ' || "category")`),
    // When its days, hours or place last changed, until the people who favorited it are told
    // (decision 0066): the run of every few minutes clears it as it claims the news.
    scheduleChangedAt: timestampTz('schedule_changed_at'),
    clientKey: clientKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('listings_client_key_idx').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
    index('listings_visible_until_idx').on(t.visibleUntil),
    index('listings_search_idx').using('gin', t.searchVector).where(sql`${t.isActive}`),
    index('listings_address_shown_idx').on(t.addressShownFrom).where(sql`${t.addressShownFrom} is not null`),
    index('listings_schedule_changed_idx').on(t.scheduleChangedAt).where(sql`${t.scheduleChangedAt} is not null`),
  ],
);

/**
 * One number that the triggers on listings (migrations 0010 and 0011) raise in the same transaction as any write
 * that can change what the map shows: API processes compare it to drop their cached map tiles, and
 * see the change only once it is committed (decision 0016).
 */
export const listingMapGeneration = pgTable(
  'listing_map_generation',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listing_map_generation_singleton', sql`${t.singleton}`)],
);

/**
 * Where each raise of listing_map_generation changed the map (migration 0011): the box around the old
 * and new positions of the sales a statement changed, or no box (a truncate: everywhere). API
 * processes catching up drop only the cached tiles these boxes touch. The last 1,000 are kept.
 */
export const listingMapChanges = pgTable('listing_map_changes', {
  generation: bigint('generation', { mode: 'number' }).primaryKey(),
  south: doublePrecision('south'),
  west: doublePrecision('west'),
  north: doublePrecision('north'),
  east: doublePrecision('east'),
});

/**
 * Every word of every yard sale (lower case, unstemmed; decision 0075): what a misspelt Filter Sales
 * word is matched against, kept by migration 0031's trigger as classifiedWords is for classifieds.
 */
export const saleWords = pgTable('sale_words', {
  word: text('word').primaryKey(),
  // How many sales have used the word (never decreased): a frequent close word beats a rare typed one.
  sales: integer('sales').notNull().default(1),
});

/**
 * Who viewed which post on which day (decision 0059): a view counts in `views` once per viewer, post
 * and UTC day. The viewer is an account (`u:` and its id) or, for a guest, their client network
 * hashed (`n:` and a SHA-256): no address is kept. Rows before yesterday are purged hourly; the
 * counts stay in `views`. A post is a yard sale or a classified, so there is no foreign key.
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: uuid('post_id').notNull(),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer, t.day] }), index('post_views_day_idx').on(t.day)],
);
