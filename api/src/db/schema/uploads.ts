import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { classifieds, listings } from './listings';
import { users } from './users';

/**
 * Photos uploaded but not yet named by a saved listing. Saving the listing removes the row; rows a
 * day old are files nobody attached (a form abandoned after its upload), deleted with their file by
 * the hourly maintenance. An account's rows go with it (its files are deleted by name first: account-photos.ts).
 */
export const unclaimedUploads = pgTable(
  'unclaimed_uploads',
  {
    url: text('url').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('unclaimed_uploads_created_idx').on(t.createdAt)],
);

/**
 * The files of a post an administrator took down (removed it, or suspended its seller): served to
 * their owner and administrators only (plugins/uploads.ts), until a restore shows the post again.
 * Rows go with their post and their owner. Decision 0045.
 */
export const withheldPhotos = pgTable(
  'withheld_photos',
  {
    url: text('url').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    classifiedId: uuid('classified_id').references(() => classifieds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('withheld_photos_listing_idx').on(t.listingId), index('withheld_photos_classified_idx').on(t.classifiedId)],
);
