import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sessions, users } from '@/db/schema';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a session and returns the cookie value: 256 random bits, only its hash is stored. */
export async function createSession(db: Db, userId: string, userAgent?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The account of a live session, suspended or not: a suspension keeps the account's sessions until the
 * restore, so that a request on one is told why it no longer works (`signedOut` in plugins/current-user.ts).
 */
export async function findSessionAccount(db: Db, token: string | undefined): Promise<UserRow | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.isActive, true)))
    .limit(1);
  return row?.user;
}

/** Whom a live session signs in: never a suspended account. */
export const signedInUser = (account: UserRow | undefined): UserRow | undefined => (account?.suspendedAt ? undefined : account);

/** The user a session signs in, looked up afresh (the event stream checks its session before each write). */
export async function findSessionUser(db: Db, token: string | undefined): Promise<UserRow | undefined> {
  return signedInUser(await findSessionAccount(db, token));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}
