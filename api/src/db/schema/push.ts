import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { sessions, users } from './users';

/**
 * Browsers that asked for Web Push notifications (decision 0015), one row per endpoint. Each belongs
 * to the session that subscribed it: signing out (or any end of that session) stops the pushes, so
 * the next person on a shared device is not shown the previous one's messages.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // When this browser last subscribed: the account's oldest beyond PUSH.subscriptionsPerUser is dropped.
    subscribedAt: timestampTz('subscribed_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.subscribedAt), index('push_subscriptions_session_idx').on(t.sessionIdHash)],
);

/**
 * The VAPID key pair made on first start when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: one
 * row (`singleton` is always true), so every API process on one database signs with the same pair.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_singleton', sql`${t.singleton}`)],
);
