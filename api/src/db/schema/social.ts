import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { BLOCK_DURATIONS } from '@yardsale/core/constants';
import { createdAt, timestampTz } from './columns';
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

export const LISTING_TYPES = ['listing', 'classified'] as const;

/** listingId points at a yard sale or a classified, told apart by listingType, so it has no foreign key. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull(),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestampTz('read_at'),
  },
  (t) => [
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
    index('messages_thread_idx').on(t.listingId, t.senderId, t.receiverId, t.createdAt),
  ],
);

/** A user's side of a conversation is hidden up to deletedAt; the other side keeps it. */
export const conversationDeletions = pgTable(
  'conversation_deletions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull(),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: timestampTz('deleted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId, t.otherUserId] })],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    duration: text('duration', { enum: BLOCK_DURATIONS }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    // Null for permanent and scammer blocks.
    expiresAt: timestampTz('expires_at'),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const REPORT_STATUSES = ['open', 'reviewed', 'dismissed'] as const;

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt), index('reports_reported_idx').on(t.reportedId)],
);
