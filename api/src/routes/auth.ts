import type { FastifyInstance } from 'fastify';
import { currentUserAnswer, messageAnswer } from '@yardsale/core/contract/answers';
import { SIGNED_IN_COOKIE } from '@yardsale/core/page-loader-script';
import { consentSchema, loginSchema, registrationSchema } from '@yardsale/core/schemas/auth';
import { clearSessionCookie, sessionToken, setSessionCookie } from '@/lib/session-cookie';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser, signedOut } from '@/plugins/current-user';
import { forbidden } from '@/services/errors';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { acceptConsent, recordLogin, registerUser } from '@/services/accounts';
import { provenAccount } from '@/services/login-limits';
import { createSession, deleteSession } from '@/services/sessions';
import { toCurrentUser, type UserRow } from '@/services/users';
import { sendVerificationMail } from '@/services/verification';

const tags = ['accounts'];

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { database } = app;

  /** A fresh session id at every sign-in, so a planted cookie can never become a signed-in one. */
  async function startSession(request: Parameters<typeof setSessionCookie>[0], reply: Parameters<typeof setSessionCookie>[1], user: UserRow) {
    const previous = sessionToken(request);
    if (previous) await deleteSession(database.db, previous);
    setSessionCookie(request, reply, await createSession(database.db, user.id, request.headers['user-agent']));
  }

  app.get('/auth/user', {
    schema: { tags, summary: 'The signed-in user (401 for guests)', security: SIGNED_IN, response: { 200: currentUserAnswer, ...refusals(401) } },
  }, async (request, reply) => {
    const user = await request.currentUser();
    if (user) return toCurrentUser(user);
    // The session ended elsewhere (expired, signed out on another device, an admin's suspension):
    // its cookies go too, so the prerendered pages stop starting the app at once for a guest.
    const refusal = await signedOut(request);
    if (sessionToken(request) || request.cookies[SIGNED_IN_COOKIE]) clearSessionCookie(reply);
    throw refusal;
  });

  app.post('/login', {
    schema: { tags, summary: 'Sign in with e-mail (username) and password; sets the session cookie (403 for a suspended account)', body: loginSchema, response: { 200: currentUserAnswer, ...refusals(400, 401, 403, 429) } },
  }, async (request, reply) => {
    const user = await provenAccount(database, request.ip, request.body);
    // Told only with the right password, so the message reveals nothing to anyone else.
    if (user.suspendedAt) throw forbidden(filledMessage('suspended', { reason: user.suspensionReason ?? '' }));
    await startSession(request, reply, user);
    await recordLogin(database.db, user.id);
    return toCurrentUser(user);
  });

  app.post('/register', {
    schema: { tags, summary: 'Create an account, mail its verification link and sign in', body: registrationSchema, response: { 201: currentUserAnswer, ...refusals(400, 409, 429) } },
    config: { rateLimit: 'registration' },
  }, async (request, reply) => {
    const user = await registerUser(database.db, request.body);
    await sendVerificationMail(app.services, user);
    await startSession(request, reply, user);
    reply.code(201);
    return toCurrentUser(user);
  });

  app.post('/logout', {
    schema: { tags, summary: 'End this session', response: { 200: messageAnswer } },
  }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(database.db, token);
    clearSessionCookie(reply);
    return { message: ANSWER_MESSAGES.loggedOut };
  });

  app.post('/update-consent', {
    schema: { tags, summary: 'Accept the terms and confirm age 18+', security: SIGNED_IN, body: consentSchema, response: { 200: currentUserAnswer, ...refusals(400, 401) } },
  }, async (request) => toCurrentUser(await acceptConsent(database.db, await requireUser(request))));
}
