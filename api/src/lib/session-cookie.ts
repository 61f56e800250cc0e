import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '@yardsale/core/page-loader-script';
import { SESSION_COOKIE, SESSION_TTL_MS } from '@/services/sessions';

/**
 * The session cookie, and beside it the one a page's loader reads to start the app at once for a
 * signed-in visitor (core/src/page-loader-script.ts): it holds no secret, so scripts may read it.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const attributes = {
    sameSite: 'lax',
    secure: request.server.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  } as const;
  void reply.setCookie(SESSION_COOKIE, token, { ...attributes, httpOnly: true });
  void reply.setCookie(SIGNED_IN_COOKIE, '1', attributes);
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
