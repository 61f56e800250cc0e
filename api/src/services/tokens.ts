import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { authTokens, type TokenPurpose } from '@/db/schema';
import { hashToken } from './sessions';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
};

/**
 * Where only the newest link may work: a password reset, so that an old link left in a mailbox
 * cannot set a password; an e-mail change, so that only the address last asked for can be taken.
 * A verification link only proves the mailbox, so each one sent stays good until it expires or the
 * address is verified: a mail that arrives after its resend still works, and so does the mailed
 * link of someone who also took the direct one (the registration dialog's).
 */
const NEWEST_ONLY: ReadonlySet<TokenPurpose> = new Set(['reset-password', 'change-email']);

const unusedTokens = (userId: string, ...purposes: TokenPurpose[]) => and(eq(authTokens.userId, userId), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt));

/** A new single-use token (256 random bits; only its hash is stored); a 'change-email' one carries its new address. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const withdrawn = NEWEST_ONLY.has(purpose) ? unusedTokens(userId, purpose) : and(unusedTokens(userId, purpose), lte(authTokens.expiresAt, new Date()));
    await tx.delete(authTokens).where(withdrawn);
    await tx.insert(authTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      newEmail,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

const usable = (token: string, purpose: TokenPurpose) =>
  and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date()));

/** Uses a token once: marks it used in the same statement that checks it, so a race cannot reuse it. */
async function useToken(db: Db, token: string, purpose: TokenPurpose) {
  const [row] = await db.update(authTokens).set({ usedAt: new Date() }).where(usable(token, purpose)).returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row;
}

/** Whether the token would be good now, without using it: a cheap look before costly work it would allow. */
export async function isTokenUsable(db: Db, token: string, purpose: TokenPurpose): Promise<boolean> {
  return (await db.select({ one: authTokens.userId }).from(authTokens).where(usable(token, purpose)).limit(1)).length > 0;
}

/** The account a token is good for, once; undefined when it is not (unknown, used, expired, another purpose). */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  return (await useToken(db, token, purpose))?.userId;
}

/** consumeToken for an e-mail change: the account and the address it asked for. */
export async function consumeEmailChangeToken(db: Db, token: string): Promise<{ userId: string; newEmail: string } | undefined> {
  const row = await useToken(db, token, 'change-email');
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : undefined;
}

/** Withdraws the user's unused tokens of these purposes: they work no more. */
export async function withdrawTokens(db: Db, userId: string, purpose: TokenPurpose, ...more: TokenPurpose[]): Promise<void> {
  await db.delete(authTokens).where(unusedTokens(userId, purpose, ...more));
}

/** Forgets the user's tokens of these purposes, used ones too: none of them is answered again. */
export async function forgetTokens(db: Db, userId: string, purpose: TokenPurpose, ...more: TokenPurpose[]): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, [purpose, ...more])));
}

/** Marks the user's unused tokens of this purpose used: the address they prove is proven. */
export async function spendTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db.update(authTokens).set({ usedAt: new Date() }).where(unusedTokens(userId, purpose));
}

/**
 * A token already used (or spent) and not yet expired: its account, and a 'change-email' one's new
 * address. Only what the token did is answered again with it; it does nothing twice.
 */
export async function findUsedToken(db: Db, token: string, purpose: TokenPurpose, usedSince?: Date): Promise<{ userId: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .select({ userId: authTokens.userId, newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        usedSince ? gt(authTokens.usedAt, usedSince) : isNotNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row;
}
