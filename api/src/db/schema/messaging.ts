// Conversations about a post, their messages, who has a live stream open, and blocks.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LISTING_TYPES } from '@yardsale/core/constants';
import { BLOCK_DURATIONS } from '@yardsale/core/moderation';
import { clientKey, createdAt, timestampTz } from './columns';
import { users } from './users';

/**
 * listingId points at a yard sale or a classified, told apart by listingType, so it has no foreign key.
 * Nor do the two people: a deleted account's messages stay in the other side's conversation until
 * that side deletes it (decision 0092, services/accounts.ts).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').notNull(),
    receiverId: uuid('receiver_id').notNull(),
    listingId: uuid('listing_id').notNull(),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull(),
    content: text('content').notNull(),
    clientKey: clientKey(),
    createdAt: createdAt(),
    readAt: timestampTz('read_at'),
  },
  (t) => [
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    uniqueIndex('messages_client_key_idx').on(t.senderId, t.clientKey).where(sql`${t.clientKey} is not null`),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
    index('messages_thread_idx').on(t.listingId, t.senderId, t.receiverId, t.createdAt),
  ],
);

/**
 * Each side of a conversation (a listing and two people) as its own row, kept by every message: the
 * inbox is one indexed read of the user's rows, newest first, with its unread count. Deleting hides
 * the side's messages up to hiddenBefore; a later message shows the conversation again with only
 * what came after.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull(),
    // No foreign key: the side stays when the other person's account is deleted (decision 0092).
    otherUserId: uuid('other_user_id').notNull(),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull(),
    lastMessageId: uuid('last_message_id').notNull(),
    lastMessageAt: timestampTz('last_message_at').notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    hiddenBefore: timestampTz('hidden_before'),
    // When this side was last told of a new message by e-mail: at most one per conversation per 15 minutes.
    mailedAt: timestampTz('mailed_at'),
    // When this side was last texted about a new message (decision 0077), as mailedAt for e-mail.
    textedAt: timestampTz('texted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId, t.otherUserId] }),
    index('conversations_inbox_idx').on(t.userId, t.lastMessageAt.desc(), t.listingId, t.otherUserId),
  ],
);

/**
 * Who has a live event stream open (GET /api/events), per API process: a user with none is told of a
 * new message by e-mail. Each process refreshes seenAt of its rows while it runs; rows of a process
 * that died stop counting after EVENT_PRESENCE.staleMs.
 */
export const eventStreams = pgTable(
  'event_streams',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processId: uuid('process_id').notNull(),
    streams: integer('streams').notNull(),
    seenAt: timestampTz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] }), index('event_streams_process_idx').on(t.processId)],
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
