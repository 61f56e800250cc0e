import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportedAccount, ReportEvidence } from '@yardsale/core/api-types';
import { ADMIN_ACTIONS, APPEAL_STATUSES, BLOCK_DURATIONS, LISTING_TYPES, POST_PROBLEMS, REPORT_STATUSES } from '@yardsale/core/constants';
import { clientKey, createdAt, timestampTz } from './columns';
import { classifieds, listings } from './listings';
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

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A report outlives both accounts: the reporter's becomes null, and the reported account is
    // kept in reported_account as it was deleted (services/accounts.ts).
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reportedAccount: jsonb('reported_account').$type<ReportedAccount>(),
    reason: text('reason').notNull(),
    // What the reporter saw when reporting: the listing and the conversation's latest messages.
    evidence: jsonb('evidence').$type<ReportEvidence>().notNull().default({ messages: [] }),
    // A report of a post from its sheet (decision 0056): which post, and what is wrong with it; the
    // reason then holds the reporter's words, if any. Null for a report of a person from a conversation.
    postId: uuid('post_id'),
    postProblem: text('post_problem', { enum: POST_PROBLEMS }),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_post_idx').on(t.postId),
    // One open report of a post per person, even from two taps at once (services/post-reports.ts).
    uniqueIndex('reports_open_post_report_idx').on(t.reporterId, t.postId).where(sql`${t.status} = 'open' and ${t.postId} is not null`),
  ],
);

/**
 * A suspended user's appeal, one per suspension (the suspension is named by its suspended_at), back
 * in the desk's queue until an administrator restores the account or rejects it.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suspendedAt: timestampTz('suspended_at').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('appeals_suspension_idx').on(t.userId, t.suspendedAt), index('appeals_status_idx').on(t.status, t.createdAt)],
);

/**
 * Every action of an administrator, with who and why (the audit log). `details` keeps what the
 * action changed, e.g. the posts a suspension hid, so that a restore shows exactly those again.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written when the admin's account is gone.
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt), index('admin_actions_target_idx').on(t.targetUserId, t.createdAt)],
);
