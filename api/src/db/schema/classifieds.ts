import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLASSIFIED_DEFAULT_STORED_CONDITION } from '@yardsale/core/constants';
import { clientKey, createdAt, timestampTz, tsvector, updatedAt } from './columns';
import { users } from './users';

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


/** Every word of every classified (lower case, unstemmed): the vocabulary a misspelt search word is matched against. */
export const classifiedWords = pgTable('classified_words', {
  word: text('word').primaryKey(),
  // How many classifieds have used the word (never decreased): a frequent close word beats a rare typed one.
  ads: integer('ads').notNull().default(1),
});

