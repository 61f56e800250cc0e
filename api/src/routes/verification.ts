import type { FastifyInstance } from 'fastify';
import { resendVerificationAnswer, verificationLinkAnswer, verifyCurrentUserAnswer, verifyEmailAnswer } from '@yardsale/core/contract/answers';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { tokenQuerySchema } from '@yardsale/core/schemas/params';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { invalid, notFound } from '@/services/errors';
import { findUserByEmail, markEmailVerified } from '@/services/accounts';
import { limitMailTo } from '@/services/login-limits';
import { openEmailLink, sendVerificationMail, verificationUrl } from '@/services/verification';

const tags = ['accounts'];

export async function verificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { database, config } = app;

  app.post('/verify-current-user', {
    schema: { tags, summary: "Verify the signed-in user's e-mail (directly where allowed, else by mail)", security: SIGNED_IN, response: { 200: verifyCurrentUserAnswer, ...refusals(401, 429) } },
  }, async (request) => {
    const user = await requireUser(request);
    if (user.emailVerified) return { message: ANSWER_MESSAGES.emailAlreadyVerified, emailVerified: true };
    if (config.directVerification) {
      await markEmailVerified(database.db, user.id);
      return { message: ANSWER_MESSAGES.emailVerified, emailVerified: true };
    }
    await limitMailTo(database, request.ip, user.email);
    await sendVerificationMail(app.services, user);
    return { message: ANSWER_MESSAGES.verificationSent, emailVerified: false };
  });

  app.get('/get-verification-link', {
    schema: { tags, summary: 'The verification link of an unverified account (only with direct verification; 404 otherwise)', querystring: emailOnlySchema, response: { 200: verificationLinkAnswer, ...refusals(400, 404, 429) } },
    config: { rateLimit: 'verificationLink' },
    // Switched off: the same 404 before anything else is read or counted.
    onRequest: async () => {
      if (!config.directVerification) throw notFound(REQUEST_MESSAGES.noVerificationLink);
    },
  }, async (request) => {
    const user = await findUserByEmail(database.db, request.query.email);
    if (!user || user.emailVerified) throw notFound(REQUEST_MESSAGES.noVerificationLink);
    return { verificationUrl: await verificationUrl(app.services, user) };
  });

  app.post('/resend-verification', {
    schema: { tags, summary: 'Mail a new verification link (same answer whether or not the account exists)', body: emailOnlySchema, response: { 200: resendVerificationAnswer, ...refusals(400, 429) } },
  }, async (request) => {
    const { email } = request.body;
    await limitMailTo(database, request.ip, email);
    const user = await findUserByEmail(database.db, email);
    // The same answer whether or not the account exists: no account enumeration.
    if (user && !user.emailVerified) await sendVerificationMail(app.services, user);
    return {
      message: ANSWER_MESSAGES.verificationResent,
      directVerification: config.directVerification,
    };
  });

  app.get('/verify-email', {
    schema: { tags, summary: "Verify an e-mail address with the token from the mailed link: the account's own, or a new one it asked to change to; a link opened again within its life answers as it did while that still holds", querystring: tokenQuerySchema, response: { 200: verifyEmailAnswer, ...refusals(400, 409) } },
  }, async (request) => {
    const answer = await openEmailLink(app.services, request.query.token);
    if (!answer) throw invalid(REQUEST_MESSAGES.verificationLinkInvalid);
    return answer;
  });
}
