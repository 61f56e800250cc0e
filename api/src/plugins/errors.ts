import type { FastifyError, FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { Refusal, type RefusalKind } from '@/services/errors';

const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
};

/** A service's refusal becomes its status and message; Fastify's own 4xx (bad JSON, 415) pass; anything else is our fault. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) {
      const retryAfterSeconds = error.details?.retryAfterSeconds;
      if (retryAfterSeconds !== undefined) void reply.header('Retry-After', String(retryAfterSeconds));
      return reply.code(STATUS_OF[error.kind]).send({ message: error.message, ...error.details });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Internal details stay in the log, never in the answer.
      return reply.code(statusCode).send({ message: REQUEST_MESSAGES.serverFault });
    }
    return reply.code(statusCode).send({ message: error.message });
  });
}
