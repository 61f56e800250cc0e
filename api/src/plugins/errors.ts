import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The router's own refusals in the API's shape: a path part too long to be an id names nothing (404). */
export function answerRouterRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(404).send({ message: REQUEST_MESSAGES.notFound });
  else void reply.code(error.statusCode ?? 400).send({ message: error.message });
}
