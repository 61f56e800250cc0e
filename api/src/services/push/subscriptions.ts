// Which browsers get a user's push notifications (decision 0015). An endpoint belongs to one browser:
// subscribing it again, from whichever account is signed in there now, moves it to that account and
// session with its current keys.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { PUSH } from '@yardsale/core/messaging';
import type { PushSubscriptionInput } from '@yardsale/core/schemas/push';
import type { Db } from '@/db/client';
import { pushSubscriptions } from '@/db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The signed-in session a subscription belongs to. */
export interface Subscriber {
  userId: string;
  sessionIdHash: string;
}

export async function subscribe(db: Db, subscriber: Subscriber, input: PushSubscriptionInput, now: Date = new Date()): Promise<void> {
  const row = { ...subscriber, p256dh: input.keys.p256dh, auth: input.keys.auth, subscribedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(pushSubscriptions).values({ endpoint: input.endpoint, ...row }).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
    const newest = tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, subscriber.userId))
      .orderBy(desc(pushSubscriptions.subscribedAt), desc(pushSubscriptions.endpoint))
      .limit(PUSH.subscriptionsPerUser);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, subscriber.userId), notInArray(pushSubscriptions.endpoint, newest)));
  });
}

/** Only the user's own: naming someone else's endpoint changes nothing. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service says the endpoint is gone (the browser unsubscribed or the subscription expired). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
