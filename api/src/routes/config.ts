import type { FastifyInstance } from 'fastify';
import { publicConfigAnswer } from '@yardsale/core/contract/answers';
import type { YupTypeProvider } from '@/plugins/contract';

/** Settings the web app needs at run time, so one build serves every deployment. */
export async function configRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get('/config', { schema: { tags: ['meta'], summary: 'Run-time settings of this deployment', response: { 200: publicConfigAnswer } } }, async () => ({
    supportEmail: app.config.supportEmail,
    tileUrl: app.config.tileUrl,
    adClientId: app.config.adClientId ?? null,
    directVerification: app.config.directVerification,
    textMessages: app.services.sms !== undefined,
  }));
}
