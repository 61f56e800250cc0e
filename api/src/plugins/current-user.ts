import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '@/services/errors';
import { findSessionUser, SESSION_COOKIE } from '@/services/sessions';
import type { UserRow } from '@/services/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request from the session cookie. */
    currentUser(): Promise<UserRow | undefined>;
  }
}

export async function registerCurrentUser(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  const cache = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let user = cache.get(this);
    if (!user) {
      user = findSessionUser(app.database.db, this.cookies[SESSION_COOKIE]);
      cache.set(this, user);
    }
    return user;
  });
}

/** The signed-in user; a 401 with `message` (SPEC section 7: 'Unauthorized') otherwise. */
export async function requireUser(request: FastifyRequest, message = 'Unauthorized'): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated(message);
  return user;
}

/** A signed-in user whose e-mail is verified: what posting needs (SPEC section 6). */
export async function requireVerifiedUser(request: FastifyRequest, message: string, signedOutMessage?: string): Promise<UserRow> {
  const user = await requireUser(request, signedOutMessage);
  if (!user.emailVerified) throw forbidden(message);
  return user;
}
