import type { FastifyInstance } from 'fastify';
import type { MessageResponse, ResendVerificationResponse, VerificationLinkResponse, VerifyCurrentUserResponse } from '@yardsale/core/api-types';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { object, string } from 'yup';
import { validate } from '@/lib/validate';
import { requireUser } from '@/plugins/current-user';
import { HttpError } from '@/plugins/errors';
import { findUserByEmail, markEmailVerified } from '@/services/accounts';
import { limitMailTo } from '@/services/login-limits';
import { consumeToken } from '@/services/tokens';
import { enforceRateLimit } from '@/services/rate-limit';
import { sendVerificationMail, VERIFICATION_LINK_RATE_LIMIT, verificationUrl } from '@/services/verification';

const NO_LINK_MESSAGE = 'No verification link found for this email';
const INVALID_TOKEN_MESSAGE = 'This verification link is invalid or has expired. Please request a new one.';
const tokenQuerySchema = object({ token: string().trim().required('Verification token is missing.') });

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { database, config } = app;

  app.post('/verify-current-user', async (request): Promise<VerifyCurrentUserResponse> => {
    const user = await requireUser(request);
    if (user.emailVerified) return { message: 'Your email is already verified.', emailVerified: true };
    if (config.directVerification) {
      await markEmailVerified(database.db, user.id);
      return { message: 'Email Verified', emailVerified: true };
    }
    await limitMailTo(database, request.ip, user.email);
    await sendVerificationMail(app, user);
    return { message: 'Verification Email Sent', emailVerified: false };
  });

  app.get('/get-verification-link', async (request): Promise<VerificationLinkResponse> => {
    if (!config.directVerification) throw new HttpError(404, NO_LINK_MESSAGE);
    const { email } = await validate(emailOnlySchema, request.query);
    await enforceRateLimit(database, `verification-link:${request.ip}`, VERIFICATION_LINK_RATE_LIMIT);
    const user = await findUserByEmail(database.db, email);
    if (!user || user.emailVerified) throw new HttpError(404, NO_LINK_MESSAGE);
    return { verificationUrl: await verificationUrl(app, user) };
  });

  app.post('/resend-verification', async (request): Promise<ResendVerificationResponse> => {
    const { email } = await validate(emailOnlySchema, request.body);
    await limitMailTo(database, request.ip, email);
    const user = await findUserByEmail(database.db, email);
    // The same answer whether or not the account exists: no account enumeration.
    if (user && !user.emailVerified) await sendVerificationMail(app, user);
    return {
      message: 'If an unverified account exists for this email, a new verification link is on its way.',
      directVerification: config.directVerification,
    };
  });

  app.get('/verify-email', async (request): Promise<MessageResponse> => {
    const { token } = await validate(tokenQuerySchema, request.query);
    const userId = await consumeToken(database.db, token, 'verify-email');
    if (!userId) throw new HttpError(400, INVALID_TOKEN_MESSAGE);
    await markEmailVerified(database.db, userId);
    return { message: 'Your email has been verified. You can now log in.' };
  });
}
