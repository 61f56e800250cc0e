import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { alertRoutes } from './alerts';
import { appealRoutes } from './appeals';
import { itemAlertRoutes } from './item-alerts';
import { authRoutes } from './auth';
import { blockRoutes } from './blocks';
import { classifiedRoutes } from './classifieds';
import { configRoutes } from './config';
import { dataDeletionRoutes } from './data-deletion';
import { devRoutes } from './dev';
import { eventRoutes } from './events';
import { favoriteRoutes } from './favorites';
import { geocodeRoutes } from './geocode';
import { healthRoutes } from './health';
import { listingRoutes } from './listings';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { openApiRoutes } from './openapi';
import { postReportRoutes } from './post-reports';
import { postViewRoutes } from './post-views';
import { pushRoutes } from './push';
import { savedClassifiedRoutes } from './saved-classifieds';
import { smsRoutes } from './sms';
import { supportRoutes } from './support';
import { userRoutes } from './users';
import { verificationRoutes } from './verification';

export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    // Answers carry personal data: never stored by browsers, proxies or the service worker. A route
    // that says otherwise (the map's markers: private, revalidated by ETag) has decided so itself.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
  await app.register(openApiRoutes);
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(appealRoutes);
  await app.register(verificationRoutes);
  await app.register(userRoutes);
  await app.register(smsRoutes);
  await app.register(supportRoutes);
  // The outbox reader exposes every mailed link: only for development, never with real mail.
  if (!app.config.production && !app.config.smtpUrl && app.config.directVerification) await app.register(devRoutes);
  await app.register(dataDeletionRoutes);
  await app.register(geocodeRoutes);
  await app.register(listingRoutes);
  await app.register(favoriteRoutes);
  await app.register(alertRoutes);
  await app.register(itemAlertRoutes);
  await app.register(classifiedRoutes);
  await app.register(savedClassifiedRoutes);
  await app.register(messageRoutes);
  await app.register(eventRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(adminRoutes);
  await app.register(blockRoutes);
  await app.register(postReportRoutes);
  await app.register(postViewRoutes);
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
