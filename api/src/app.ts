import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerCompression } from './plugins/compression';
import { registerContract } from './plugins/contract';
import { registerCurrentUser } from './plugins/current-user';
import { answerRouterRefusal, registerErrorHandling } from './plugins/errors';
import { registerEvents } from './plugins/events';
import { registerFirstScreens } from './plugins/first-screens';
import { registerMail } from './plugins/mail';
import { registerMaintenance } from './plugins/maintenance';
import { registerPush } from './plugins/push';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestLogging } from './plugins/request-logging';
import { registerSameOriginGuard } from './plugins/same-origin';
import { registerUploads } from './plugins/uploads';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerApiRoutes } from './routes';
import type { ServiceContext } from './services/context';
import { createSmsSender } from './services/sms/sender';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** What services are given: the database, uploads, settings, mail, live events and push. */
    services: ServiceContext;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Runs before any route is registered, so its hooks see every route (tests check answers with it). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/** Slow or stalled clients are cut off instead of holding a connection and its memory. */
const TIMEOUTS = { connectionTimeout: 60_000, requestTimeout: 30_000, keepAliveTimeout: 10_000 };

export async function buildApp({ config, database, logger = false, logStream, beforeRoutes }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.production ? 'info' : 'warn', ...(logStream ? { stream: logStream } : {}) } : false,
    logController: new LogController({ disableRequestLogging: true }), // plugins/request-logging.ts logs without query strings
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...TIMEOUTS,
    frameworkErrors: answerRouterRefusal,
  });
  app.server.headersTimeout = 15_000; // headers alone: a slowloris client is cut off sooner still
  app.decorate('config', config);
  app.decorate('database', database);

  registerErrorHandling(app);
  registerContract(app);
  registerRequestLogging(app);
  await registerSecurityHeaders(app);
  registerSameOriginGuard(app);
  await registerCurrentUser(app);
  await registerMail(app);
  await registerUploads(app);
  await registerEvents(app);
  await registerPush(app);
  app.decorate('services', { database, uploads: app.uploads, config, sendMail: app.sendMail, events: app.events, push: app.push, sms: createSmsSender(config, database) } satisfies ServiceContext);
  registerRateLimits(app);
  registerMaintenance(app);
  registerFirstScreens(app);
  beforeRoutes?.(app);
  registerCompression(app); // after beforeRoutes: the tests' answer check reads the JSON before it is compressed
  await app.register(registerApiRoutes, { prefix: '/api' });
  await registerWebApp(app);
  return app;
}
