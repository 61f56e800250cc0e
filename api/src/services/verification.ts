import { languageOr } from '@yardsale/core/constants';
import type { ServiceContext } from './context';
import { paths } from './links';
import { passwordResetMail, verificationMail } from './mail-templates';
import { issueToken } from './tokens';
import type { UserRow } from './users';

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
