import { bigint, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { classifieds } from './classifieds';
import { listings } from './listings';
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
 * A file is withheld while any row names it (a photo stored before decision 0043 may be named by
 * two of a seller's sales). Rows go with their post and their owner. Decision 0045.
 */
export const withheldPhotos = pgTable(
  'withheld_photos',
  {
    url: text('url').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    classifiedId: uuid('classified_id').references(() => classifieds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('withheld_photos_post_file').on(t.url, t.listingId, t.classifiedId).nullsNotDistinct(),
    index('withheld_photos_listing_idx').on(t.listingId),
    index('withheld_photos_classified_idx').on(t.classifiedId),
  ],
);

/**
 * One row: raised in every transaction that withholds or releases files, so each API process knows
 * from one number whether its copy of withheld_photos is current (services/withheld-photos.ts).
 */
export const withheldPhotosVersion = pgTable('withheld_photos_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
