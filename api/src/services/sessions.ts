import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sessions, users } from '@/db/schema';

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

export async function findSessionUser(db: Db, token: string | undefined) {
  if (!token) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions are kept, to say why they no longer work (suspensionOfSession).
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.isActive, true), isNull(users.suspendedAt)))
    .limit(1);
  return row?.user;
}

/** The reason an administrator gave, when `token` is a live session of a suspended account: what its app is told. */
export async function suspensionOfSession(db: Db, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ reason: users.suspensionReason })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.isActive, true), isNotNull(users.suspendedAt)))
    .limit(1);
  return row && (row.reason ?? '');
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}
