// The review desk: reports, appeals of suspensions and the audit log of administrators' actions.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportedAccount, ReportEvidence } from '@yardsale/core/api-types';
import { ADMIN_ACTIONS, APPEAL_STATUSES, POST_PROBLEMS, REPORT_STATUSES } from '@yardsale/core/moderation';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

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
