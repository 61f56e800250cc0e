import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const DELETION_STATUSES = ['pending', 'completed', 'rejected'] as const;

export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: DELETION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    processedAt: timestampTz('processed_at'),
  },
  (t) => [index('data_deletion_status_idx').on(t.status, t.createdAt)],
);

export interface OutboxMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Mail waits here until a sender delivers it (SMTP) or, in development, until a developer reads it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mail: jsonb('mail').$type<OutboxMail>().notNull(),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt)],
);

/** Fixed-window counters for abuse limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestampTz('reset_at').notNull(),
});
