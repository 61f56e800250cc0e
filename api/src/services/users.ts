import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { unauthenticated } from '@/services/errors';

export type UserRow = typeof users.$inferSelect;

/**
 * Locks the person's row for the rest of the transaction `tx`: what they keep is counted under it,
 * so two saves at once cannot both pass a limit. 'No key update': rows that merely point at the
 * person (a message to them, a report of them) are written meanwhile, so two people reporting each
 * other at once do not deadlock.
 */
export async function lockPerson(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * In the transaction `tx` that saves what the person writes (a post, a message): refuses it as from
 * no session (401) if they were suspended or deleted after their request was let in. Read under a
 * share lock, so a suspension at the same moment either comes first or hides what this saves.
 */
export async function refuseIfGone(tx: Db, userId: string): Promise<void> {
  const [person] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).for('share');
  if (!person || person.suspendedAt) throw unauthenticated();
}

/** What a user may see of their own account: never the password hash. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    preferences: user.preferences,
    notificationSettings: user.notificationSettings,
    smsNumber: user.smsNumber,
    createdAt: user.createdAt.toISOString(),
  };
}
