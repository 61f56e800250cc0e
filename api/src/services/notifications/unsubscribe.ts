// The unsubscribe link of notification e-mails: one token per account (no sign-in: the token is the
// key), made with the first such mail; the link turns e-mail notifications off (what=messages, the
// default) or stops every sale alert of the account (what=alerts, decision 0039).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { saleAlerts, users } from '@/db/schema';
import type { UserRow } from '@/services/users';

export const STOPPABLE = ['messages', 'alerts'] as const;
export type Stoppable = (typeof STOPPABLE)[number];

/** The user's unsubscribe token, made with their first notification e-mail. */
async function unsubscribeTokenOf(db: Db, user: Pick<UserRow, 'id' | 'unsubscribeToken'>): Promise<string> {
  if (user.unsubscribeToken) return user.unsubscribeToken;
  const token = randomBytes(24).toString('base64url');
  const [row] = await db.update(users).set({ unsubscribeToken: token }).where(and(eq(users.id, user.id), isNull(users.unsubscribeToken))).returning({ token: users.unsubscribeToken });
  if (row?.token) return row.token;
  const [current] = await db.select({ token: users.unsubscribeToken }).from(users).where(eq(users.id, user.id)); // another process made it first
  return current!.token!;
}

/** The link a notification e-mail ends with, to the page that asks before stopping `what`. */
export async function unsubscribeUrl(db: Db, publicUrl: string, user: Pick<UserRow, 'id' | 'unsubscribeToken'>, what: Stoppable = 'messages'): Promise<string> {
  const query = new URLSearchParams({ token: await unsubscribeTokenOf(db, user) });
  if (what !== 'messages') query.set('what', what);
  return `${publicUrl}/api/notifications/unsubscribe?${query}`;
}

/** The account a link's token names, if any. */
export async function accountOfUnsubscribeToken(db: Db, token: string): Promise<UserRow | undefined> {
  return token ? (await db.select().from(users).where(eq(users.unsubscribeToken, token)))[0] : undefined;
}

/** What the page's button does: e-mail notifications off, or the sale alerts deleted. */
export async function stopNotifications(db: Db, user: UserRow, what: Stoppable): Promise<void> {
  if (what === 'alerts') await db.delete(saleAlerts).where(eq(saleAlerts.userId, user.id));
  else await db.update(users).set({ notificationSettings: { ...user.notificationSettings, email: false } }).where(eq(users.id, user.id));
}
