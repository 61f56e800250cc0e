import type { FastifyInstance } from 'fastify';
import { healthAnswer } from '@yardsale/core/contract/answers';
import type { YupTypeProvider } from '@/plugins/contract';
import { checkDatabase } from '@/services/health';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get('/health', { schema: { tags: ['meta'], summary: 'Ready when the database answers', response: { 200: healthAnswer } } }, async () => {
    await checkDatabase(app.database);
    return { status: 'ok' as const, db: app.database.kind };
  });
}
