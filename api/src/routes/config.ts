import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@yardsale/core/api-types';

/** Settings the web app needs at run time, so one build serves every deployment. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  app.get('/config', async (): Promise<PublicConfig> => ({
    supportEmail: app.config.supportEmail,
    tileUrl: app.config.tileUrl,
    adClientId: app.config.adClientId ?? null,
    directVerification: app.config.directVerification,
  }));
}
