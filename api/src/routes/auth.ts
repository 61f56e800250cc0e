import type { FastifyInstance } from 'fastify';
import { currentUserAnswer, messageAnswer } from '@yardsale/core/contract/answers';
import { SIGNED_IN_COOKIE } from '@yardsale/core/page-loader-script';
import { APPEAL_MESSAGES, AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { consentSchema, loginSchema, registrationSchema } from '@yardsale/core/schemas/auth';
import { clearSessionCookie, sessionToken, setSessionCookie } from '@/lib/session-cookie';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { forbidden, unauthenticated } from '@/services/errors';
import { appealSchema } from '@yardsale/core/schemas/admin';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { fileAppeal } from '@/services/admin/appeals';
import { acceptConsent, authenticate, normalizeEmail, recordLogin, registerUser } from '@/services/accounts';
import { checkLoginPassword } from '@/services/login-limits';
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
    if (sessionToken(request) || request.cookies[SIGNED_IN_COOKIE]) clearSessionCookie(reply);
    throw unauthenticated();
  });

  app.post('/login', {
    schema: { tags, summary: 'Sign in with e-mail (username) and password; sets the session cookie (403 for a suspended account)', body: loginSchema, response: { 200: currentUserAnswer, ...refusals(400, 401, 403, 429) } },
  }, async (request, reply) => {
    const email = normalizeEmail(request.body.username);
    const user = await checkLoginPassword(database, request.ip, email, () => authenticate(database.db, email, request.body.password));
    if (!user) throw unauthenticated(AUTH_MESSAGES.invalidLogin); // counted as a failure
    // Told only with the right password, so the message reveals nothing to anyone else.
    if (user.suspendedAt) throw forbidden(filledMessage('suspended', { reason: user.suspensionReason ?? '' }));
    await startSession(request, reply, user);
    await recordLogin(database.db, user.id);
    return toCurrentUser(user);
  });

  app.post('/appeals', {
    schema: { tags, summary: 'A suspended account appeals, once per suspension, with its e-mail and password (it has no session)', body: appealSchema, response: { 201: messageAnswer, ...refusals(400, 401, 409, 429) } },
  }, async (request, reply) => {
    const email = normalizeEmail(request.body.username);
    const user = await checkLoginPassword(database, request.ip, email, () => authenticate(database.db, email, request.body.password));
    if (!user) throw unauthenticated(AUTH_MESSAGES.invalidLogin);
    await fileAppeal(app.services, user, request.body.message);
    reply.code(201);
    return { message: APPEAL_MESSAGES.sent };
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
