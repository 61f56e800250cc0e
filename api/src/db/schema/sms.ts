// Text messages (decision 0077): the code that proves a mobile number, and the texts the embedded
// sender keeps instead of sending them (development and tests; a real provider sends them instead).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

/** The latest code texted to prove a number, one per account; deleted once used. */
export const smsCodes = pgTable('sms_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The number it was texted to, in E.164: the account's once the code comes back. */
  phone: text('phone').notNull(),
  /** sha256 of the account's id and the code, in hex. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  attemptsLeft: integer('attempts_left').notNull(),
});

/** The embedded sender's texts, kept unsent (GET /api/dev/sms reads them). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);
