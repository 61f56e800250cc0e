import type { FastifyInstance } from 'fastify';
import { paths } from './links';
import { passwordResetMail, verificationMail } from './mail-templates';
import { issueToken } from './tokens';
import type { UserRow } from './users';

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
