import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Internal details stay in the log, never in the answer.
      return reply.code(statusCode).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const details = error instanceof HttpError ? error.details : undefined;
    if (typeof details?.retryAfterSeconds === 'number') void reply.header('Retry-After', String(details.retryAfterSeconds));
    return reply.code(statusCode).send({ message: error.message, ...details });
  });
}
