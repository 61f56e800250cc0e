import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLASSIFIED_DEFAULT_STORED_CONDITION } from '@yardsale/core/constants';
import { clientKey, createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

/** A text-search document: a classified's, kept by a trigger (migration 0003); a sale's, generated (migration 0029). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
 * Classified items. The trigger of migrations 0003 and 0004 keeps search_vector, region_vector and
 * the search vocabulary (classified_words); the GIN, GiST and cell indexes for text and place are in
 * those migrations too.
 */
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
    // Card-sized copies of imageUrls, in the same order.
    thumbnailUrls: jsonb('thumbnail_urls').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    // The category first, then any extra categories the seller chose.
    categories: text('categories').array().notNull().default([]),
    // The seller's verified address: only the seller reads it back.
    location: text('location').notNull(),
    // Town and region from the point ('London, ON'): what everyone else sees.
    area: text('area').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // The point snapped to PUBLIC_GRID_DEG: searched, sorted and shown to others.
    publicLatitude: doublePrecision('public_latitude').notNull(),
    publicLongitude: doublePrecision('public_longitude').notNull(),
    condition: text('condition').notNull().default(CLASSIFIED_DEFAULT_STORED_CONDITION),
    isActive: boolean('is_active').notNull().default(true),
    views: integer('views').notNull().default(0),
    searchVector: tsvector('search_vector'),
    // search_vector's lexemes tagged with the 1° region of the public point, for words near a place.
    regionVector: tsvector('region_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Renewing moves a classified to the top: ordering uses this, not createdAt.
    renewedAt: timestampTz('renewed_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    // Marked sold by its seller (decision 0058): out of the lists, still readable from a link or a save.
    soldAt: timestampTz('sold_at'),
    // When the people who saved it were told it sold (decision 0063): once an item, by the run of
    // every few minutes.
    soldNewsAt: timestampTz('sold_news_at'),
    // The price it dropped from, struck through beside the price (decision 0060); null when it has
    // not dropped, or rose back to it.
    priceBeforeDrop: numeric('price_before_drop', { precision: 10, scale: 2 }),
    // When the price was last changed: a price counts as one that dropped only once it has stood a day.
    priceSetAt: timestampTz('price_set_at').notNull().defaultNow(),
    clientKey: clientKey(),
  },
  (t) => [
    index('classifieds_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('classifieds_client_key_idx').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
    index('classifieds_newest_idx').on(t.renewedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isActive}`),
    index('classifieds_category_idx').on(t.category, t.renewedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isActive}`),
    index('classifieds_price_idx').on(t.price, t.id).where(sql`${t.isActive}`),
    index('classifieds_sold_news_idx').on(t.soldAt).where(sql`${t.soldAt} is not null and ${t.soldNewsAt} is null`),
  ],
);

/**
 * Every word of every yard sale (lower case, unstemmed; decision 0075): what a misspelt Filter Sales
 * word is matched against, kept by migration 0031's trigger as classifiedWords is for classifieds.
 */
export const saleWords = pgTable('sale_words', {
  word: text('word').primaryKey(),
  // How many sales have used the word (never decreased): a frequent close word beats a rare typed one.
  sales: integer('sales').notNull().default(1),
});

/** Every word of every classified (lower case, unstemmed): the vocabulary a misspelt search word is matched against. */
export const classifiedWords = pgTable('classified_words', {
  word: text('word').primaryKey(),
  // How many classifieds have used the word (never decreased): a frequent close word beats a rare typed one.
  ads: integer('ads').notNull().default(1),
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
