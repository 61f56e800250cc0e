import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FOR_ACCOUNT_HEADER } from '@yardsale/core/for-account-header';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import { forbidden, type Refusal, unauthenticated } from '@/services/errors';
import { findSessionAccount, SESSION_COOKIE, signedInUser } from '@/services/sessions';
import type { UserRow } from '@/services/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request from the session cookie. */
    currentUser(): Promise<UserRow | undefined>;
  }
}

/** Each request's session account, looked up once, a suspended one included (signedOut says why it signs nobody in). */
const sessionAccounts = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

function sessionAccountOf(request: FastifyRequest): Promise<UserRow | undefined> {
  let account = sessionAccounts.get(request);
  if (!account) {
    account = findSessionAccount(request.server.database.db, request.cookies[SESSION_COOKIE]);
    sessionAccounts.set(request, account);
  }
  return account;
}

export async function registerCurrentUser(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('currentUser', async function (this: FastifyRequest) {
    return signedInUser(await sessionAccountOf(this));
  });
  // An answer whose route asked who is signed in, and found someone, may be shaped for them.
  app.addHook('onSend', async (request, reply) => {
    const account = sessionAccounts.get(request);
    if (account && signedInUser(await account.catch(() => undefined))) void reply.header(FOR_ACCOUNT_HEADER, '1');
  });
}

/** The signed-in user; a 401 with `message` (SPEC section 7: 'Unauthorized') otherwise. */
export async function requireUser(request: FastifyRequest, message: string = REQUEST_MESSAGES.unauthorized): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw await signedOut(request, message);
  return user;
}

/**
 * The 401 for a request without a signed-in user. A session an administrator's suspension ended says
 * so, with the reason, as signing in would: the app open on a phone tells its owner why, not only
 * that they must sign in.
 */
export async function signedOut(request: FastifyRequest, message: string = REQUEST_MESSAGES.unauthorized): Promise<Refusal> {
  const account = await sessionAccountOf(request);
  return unauthenticated(account?.suspendedAt ? filledMessage('suspended', { reason: account.suspensionReason ?? '' }) : message);
}

/**
 * Someone who accepted the terms and confirmed being 18 or older (SPEC section 2): what putting
 * anything before other people needs, posting and messaging. The app asks in its consent dialog
 * before any screen; this holds for every other client too.
 */
export function requireConsent(user: UserRow): UserRow {
  if (!user.preferences.termsAccepted || !user.preferences.ageVerified) throw forbidden(AUTH_MESSAGES.consentRequired);
  return user;
}

/** A signed-in user whose e-mail is verified and who gave consent: what posting needs (SPEC section 6). */
export async function requireVerifiedUser(request: FastifyRequest, message: string, signedOutMessage?: string): Promise<UserRow> {
  const user = await requireUser(request, signedOutMessage);
  if (!user.emailVerified) throw forbidden(message);
  return requireConsent(user);
}
