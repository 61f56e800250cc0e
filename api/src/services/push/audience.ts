// Who may hear of posts by push or e-mail: an account in use and not suspended, and for a push, with push on.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';

export const accountInUse = () => and(eq(users.isActive, true), isNull(users.suspendedAt));

export const pushOnAndActive = () => and(sql`(${users.notificationSettings}->>'push')::boolean`, accountInUse());

/** The person, when an e-mail of the hour may go to them: a verified address, e-mail on, an account in use. */
export async function emailRecipient(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user && user.emailVerified && user.isActive && !user.suspendedAt && user.notificationSettings.email ? user : undefined;
}
