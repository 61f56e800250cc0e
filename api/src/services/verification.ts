import { eq } from 'drizzle-orm';
import type { VerifyEmailResponse } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { markEmailVerified } from './accounts';
import type { ServiceContext } from './context';
import { completeEmailChange } from './email-change';
import { paths } from './links';
import { passwordResetMail, verificationMail } from './mail-templates';
import { consumeToken, findUsedToken, issueToken, spendTokens } from './tokens';
import type { UserRow } from './users';

const VERIFIED: VerifyEmailResponse = { message: 'Your email has been verified. You can now log in.', emailChanged: false };
const CHANGED: VerifyEmailResponse = { message: 'Your email address has been changed. Use the new one to log in from now on.', emailChanged: true };

export async function verificationUrl(ctx: ServiceContext, user: UserRow): Promise<string> {
  const token = await issueToken(ctx.database.db, user.id, 'verify-email');
  return paths.link(ctx.config, paths.verifyEmail, token);
}

export async function sendVerificationMail(ctx: ServiceContext, user: UserRow): Promise<void> {
  await ctx.sendMail(verificationMail(user.email, await verificationUrl(ctx, user), languageOr(user.preferences.language)));
}

export async function sendPasswordResetMail(ctx: ServiceContext, user: UserRow): Promise<void> {
  const token = await issueToken(ctx.database.db, user.id, 'reset-password');
  await ctx.sendMail(passwordResetMail(user.email, paths.link(ctx.config, paths.resetPassword, token), languageOr(user.preferences.language)));
}

/**
 * GET /api/verify-email: a verification link verifies its account's address and spends the
 * account's other verification links; an e-mail change's link moves the account to its new address
 * (decision 0070). Undefined when the token is none of these.
 */
export async function openEmailLink(ctx: ServiceContext, token: string): Promise<VerifyEmailResponse | undefined> {
  const { db } = ctx.database;
  // One transaction: a second open at the same instant (a double tap) waits for it, then finds the
  // link used and the address verified together, and answers as the first did.
  const userId = await db.transaction(async (tx) => {
    const verified = await consumeToken(tx, token, 'verify-email');
    if (verified) {
      await markEmailVerified(tx, verified);
      await spendTokens(tx, verified, 'verify-email');
    }
    return verified;
  });
  if (userId) return VERIFIED;
  if (await completeEmailChange(ctx, token)) return CHANGED;
  return reopenedEmailLink(db, token);
}

/**
 * A link opened again within its life (tapped twice in the mail, or an older mail after a newer
 * one) answers as it did, while it still holds: the address verified, or the account still at the
 * address it moved to.
 */
async function reopenedEmailLink(db: Db, token: string): Promise<VerifyEmailResponse | undefined> {
  const used = (await findUsedToken(db, token, 'verify-email')) ?? (await findUsedToken(db, token, 'change-email'));
  if (!used) return undefined;
  const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, used.userId));
  if (!user?.emailVerified) return undefined;
  if (!used.newEmail) return VERIFIED;
  return user.email === used.newEmail ? CHANGED : undefined;
}
