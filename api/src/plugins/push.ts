import type { FastifyInstance } from 'fastify';
import { loadOrCreateVapidKeys } from '@/services/push/keys';
import { createPushSender, type PushSender } from '@/services/push/sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push notifications to users' subscribed browsers, sent in the background. */
    push: PushSender;
  }
}

export async function registerPush(app: FastifyInstance): Promise<void> {
  const keys = await loadOrCreateVapidKeys(app.database.db, app.config.vapidKeys);
  const push = createPushSender(app.database.db, {
    vapid: { keys, subject: app.config.vapidSubject },
    allowLoopback: !app.config.production,
    logFailure: (error, origin) => app.log.warn({ err: error, origin }, 'push notification failed'),
  });
  app.decorate('push', push);
  app.addHook('onClose', () => push.settled());
}
