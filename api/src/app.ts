import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerCurrentUser } from './plugins/current-user';
import { registerErrorHandling } from './plugins/errors';
import { registerMail } from './plugins/mail';
import { registerMaintenance } from './plugins/maintenance';
import { registerSameOriginGuard } from './plugins/same-origin';
import { registerUploads } from './plugins/uploads';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerApiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
}

export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.production ? 'info' : 'warn' } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('config', config);
  app.decorate('database', database);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  registerSameOriginGuard(app);
  await registerCurrentUser(app);
  await registerMail(app);
  await registerUploads(app);
  registerMaintenance(app);
  await app.register(registerApiRoutes, { prefix: '/api' });
  await registerWebApp(app);
  return app;
}
