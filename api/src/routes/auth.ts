import type { FastifyInstance } from 'fastify';
import type { CurrentUser, MessageResponse } from '@yardsale/core/api-types';
import { consentSchema, loginSchema, registrationSchema } from '@yardsale/core/schemas/auth';
import { clearSessionCookie, sessionToken, setSessionCookie } from '@/lib/session-cookie';
import { validate } from '@/lib/validate';
import { requireUser } from '@/plugins/current-user';
import { HttpError } from '@/plugins/errors';
import { acceptConsent, authenticate, INVALID_LOGIN_MESSAGE, normalizeEmail, recordLogin, registerUser } from '@/services/accounts';
import { AUTH_LIMITS, reserveLoginAttempt } from '@/services/login-limits';
import { enforceRateLimit } from '@/services/rate-limit';
import { createSession, deleteSession } from '@/services/sessions';
import { toCurrentUser, type UserRow } from '@/services/users';
import { sendVerificationMail } from '@/services/verification';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  /** A fresh session id at every sign-in, so a planted cookie can never become a signed-in one. */
  async function startSession(request: Parameters<typeof setSessionCookie>[0], reply: Parameters<typeof setSessionCookie>[1], user: UserRow) {
    const previous = sessionToken(request);
    if (previous) await deleteSession(database.db, previous);
    setSessionCookie(request, reply, await createSession(database.db, user.id, request.headers['user-agent']));
  }

  app.get('/auth/user', async (request): Promise<CurrentUser> => toCurrentUser(await requireUser(request)));

  app.post('/login', async (request, reply): Promise<CurrentUser> => {
    const { username, password } = await validate(loginSchema, request.body);
    const email = normalizeEmail(username);
    const attempt = await reserveLoginAttempt(database, request.ip, email);
    const user = await authenticate(database.db, email, password);
    if (!user) throw new HttpError(401, INVALID_LOGIN_MESSAGE); // the attempt stays counted: a failure
    await attempt.release();
    await startSession(request, reply, user);
    await recordLogin(database.db, user.id);
    return toCurrentUser(user);
  });

  app.post('/register', async (request, reply): Promise<CurrentUser> => {
    await enforceRateLimit(database, `register-ip:${request.ip}`, AUTH_LIMITS.registrationsPerIp);
    const user = await registerUser(database.db, await validate(registrationSchema, request.body));
    await sendVerificationMail(app, user);
    await startSession(request, reply, user);
    reply.code(201);
    return toCurrentUser(user);
  });

  app.post('/logout', async (request, reply): Promise<MessageResponse> => {
    const token = sessionToken(request);
    if (token) await deleteSession(database.db, token);
    clearSessionCookie(reply);
    return { message: 'Logged out' };
  });

  app.post('/update-consent', async (request): Promise<CurrentUser> => {
    const user = await requireUser(request);
    await validate(consentSchema, request.body);
    return toCurrentUser(await acceptConsent(database.db, user));
  });
}
