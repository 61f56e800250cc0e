import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '@/services/sessions';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
