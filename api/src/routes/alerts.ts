// New-sale alerts (decision 0039): a signed-in person's places to watch for new yard sales.
import type { FastifyInstance } from 'fastify';
import { messageAnswer, saleAlertAnswer, saleAlertsAnswer } from '@yardsale/core/contract/answers';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { SALE_ALERT_MESSAGES, SALE_ALERTS, saleAlertChangeSchema, saleAlertSchema } from '@yardsale/core/schemas/sale-alert';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { changeSaleAlert, createAlert, deleteAlert, listAlerts } from '@/services/alerts/alerts';
import { watchedPlaceName } from '@/services/alerts/watched-place';
import { geocoderFor } from '@/services/geocoding/geocoder';

const tags = ['sale alerts'];

export async function alertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  const geocoder = geocoderFor(app.config, app.log);
  const signedIn = (request: Parameters<typeof requireUser>[0]) => requireUser(request, SALE_ALERT_MESSAGES.loginRequired);

  app.get('/alerts', {
    schema: { tags, summary: "The signed-in person's sale alerts, newest first", security: SIGNED_IN, response: { 200: saleAlertsAnswer, ...refusals(401) } },
  }, async (request) => listAlerts(db, (await signedIn(request)).id));

  app.post('/alerts', {
    schema: {
      tags,
      summary: `Watch a place for new yard sales (at most ${SALE_ALERTS.maxPerUser}): each is pushed at once and e-mailed within the hour, as the person's notification settings allow`,
      security: SIGNED_IN,
      body: saleAlertSchema,
      response: { 201: saleAlertAnswer, ...refusals(400, 401, 429) },
    },
    config: { rateLimit: 'saleAlert' },
  }, async (request, reply) => {
    const user = await signedIn(request);
    const { latitude, longitude } = request.body;
    const place = await watchedPlaceName(geocoder, latitude, longitude);
    reply.code(201);
    return createAlert(db, user.id, request.body, place);
  });

  app.patch('/alerts/:id', {
    schema: {
      tags,
      summary: "Change a sale alert's distance, its words, or both: the e-mail of the hour names only what is still within one of the person's alerts, and holds the words",
      security: SIGNED_IN,
      params: idParamsSchema,
      body: saleAlertChangeSchema,
      response: { 200: saleAlertAnswer, ...refusals(400, 401, 404, 429) },
    },
    config: { rateLimit: 'saleAlert' },
  }, async (request) => changeSaleAlert(db, (await signedIn(request)).id, request.params.id, request.body));

  app.delete('/alerts/:id', {
    schema: { tags, summary: 'Stop a sale alert', security: SIGNED_IN, params: idParamsSchema, response: { 200: messageAnswer, ...refusals(401, 404, 429) } },
    config: { rateLimit: 'saleAlert' },
  }, async (request) => {
    await deleteAlert(db, (await signedIn(request)).id, request.params.id);
    return { message: SALE_ALERT_MESSAGES.deleted };
  });
}
