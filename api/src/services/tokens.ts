import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { authTokens, type TokenPurpose } from '@/db/schema';
import { hashToken } from './sessions';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/**
 * A new single-use token (256 random bits; only its hash is stored). Issuing one withdraws the
 * user's earlier unused tokens of the same purpose, so only the newest link works.
 */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** Uses a token once: marks it used in the same statement that checks it, so a race cannot reuse it. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}
