import type { FastifyInstance } from 'fastify';
import { paths } from './links';
import { passwordResetMail, verificationMail } from './mail-templates';
import type { RateLimitRule } from './rate-limit';
import { issueToken } from './tokens';
import type { UserRow } from './users';

/**
 * GET /api/get-verification-link per client address: the direct-verification dialog needs a few
 * per registration, and the cap keeps anyone from walking through e-mail addresses with it.
 */
export const VERIFICATION_LINK_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

export async function verificationUrl(app: FastifyInstance, user: UserRow): Promise<string> {
  const token = await issueToken(app.database.db, user.id, 'verify-email');
  return paths.link(app.config, paths.verifyEmail, token);
}

export async function sendVerificationMail(app: FastifyInstance, user: UserRow): Promise<void> {
  await app.sendMail(verificationMail(user.email, await verificationUrl(app, user)));
}

export async function sendPasswordResetMail(app: FastifyInstance, user: UserRow): Promise<void> {
  const token = await issueToken(app.database.db, user.id, 'reset-password');
  await app.sendMail(passwordResetMail(user.email, paths.link(app.config, paths.resetPassword, token)));
}
