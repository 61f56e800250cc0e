import type { FastifyInstance } from 'fastify';
import { devMailAnswer } from '@yardsale/core/contract/answers';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { refusals, type YupTypeProvider } from '@/plugins/contract';
import { recentMailTo } from '@/services/mail';

/** Development-only: read the mail outbox over HTTP (browser tests follow links from it). */
export async function devRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get('/dev/mail', {
    schema: { tags: ['development'], summary: 'The newest mails to an address (development only: never with real mail or in production)', querystring: emailOnlySchema, response: { 200: devMailAnswer, ...refusals(400) } },
  }, async (request) => (await recentMailTo(app.database, request.query.email)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
}
