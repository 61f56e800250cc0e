import type { FastifyInstance } from 'fastify';

/**
 * One line per answer, with the path but never the query string: queries carry tokens
 * (/api/verify-email?token=) and e-mail addresses (?email=), which must not end up in logs.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
