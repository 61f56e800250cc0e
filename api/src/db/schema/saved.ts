// What a person keeps: favorite sales and saved classifieds.
import { index, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { classifieds } from './classifieds';
import { listings } from './listings';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favorites_listing_idx').on(t.listingId)],
);

/** Classifieds a user keeps saved (decision 0048): the bookmark on a classified's sheet. */
export const savedClassifieds = pgTable(
  'saved_classifieds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classifiedId: uuid('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // The price when saved (decision 0060): a saver hears only of a drop below it. Null for saves
    // made before it was kept.
    priceWhenSaved: numeric('price_when_saved', { precision: 10, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classifiedId] }), index('saved_classifieds_classified_idx').on(t.classifiedId)],
);
