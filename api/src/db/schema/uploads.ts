import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
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
