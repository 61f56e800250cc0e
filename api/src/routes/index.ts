import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { configRoutes } from './config';
import { dataDeletionRoutes } from './data-deletion';
import { healthRoutes } from './health';

export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    // Answers carry personal data: never stored by browsers, proxies or the service worker.
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(dataDeletionRoutes);
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
