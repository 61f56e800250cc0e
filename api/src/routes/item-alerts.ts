// Item alerts (decision 0061): a signed-in person's /classifieds searches watched around a place.
import type { FastifyInstance } from 'fastify';
import { itemAlertAnswer, itemAlertsAnswer, messageAnswer } from '@yardsale/core/contract/answers';
import { ITEM_ALERT_MESSAGES, ITEM_ALERTS, itemAlertSchema } from '@yardsale/core/schemas/item-alert';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { alertRadiusSchema } from '@yardsale/core/schemas/sale-alert';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { watchedPlaceName } from '@/services/alerts/watched-place';
import { geocoderFor } from '@/services/geocoding/geocoder';
import { changeItemAlertRadius, createItemAlert, deleteItemAlert, listItemAlerts } from '@/services/item-alerts/item-alerts';

const tags = ['item alerts'];

export async function itemAlertRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  const geocoder = geocoderFor(app.config, app.log);
  const signedIn = (request: Parameters<typeof requireUser>[0]) => requireUser(request, ITEM_ALERT_MESSAGES.loginRequired);

  app.get('/item-alerts', {
    schema: { tags, summary: "The signed-in person's item alerts, newest first", security: SIGNED_IN, response: { 200: itemAlertsAnswer, ...refusals(401) } },
  }, async (request) => listItemAlerts(db, (await signedIn(request)).id));

  app.post('/item-alerts', {
    schema: {
      tags,
      summary: `Watch a classifieds search around a place (at most ${ITEM_ALERTS.maxPerUser}): each new item it would show is pushed at once and e-mailed within the hour, as the person's notification settings allow`,
      security: SIGNED_IN,
      body: itemAlertSchema,
      response: { 201: itemAlertAnswer, ...refusals(400, 401, 429) },
    },
    config: { rateLimit: 'itemAlert' },
  }, async (request, reply) => {
    const user = await signedIn(request);
    const { latitude, longitude } = request.body;
    const place = await watchedPlaceName(geocoder, latitude, longitude);
    reply.code(201);
    return createItemAlert(db, user.id, request.body, place);
  });

  app.patch('/item-alerts/:id', {
    schema: {
      tags,
      summary: "Change an item alert's distance: the e-mail of the hour names only what is still within one of the person's alerts",
      security: SIGNED_IN,
      params: idParamsSchema,
      body: alertRadiusSchema,
      response: { 200: itemAlertAnswer, ...refusals(400, 401, 404, 429) },
    },
    config: { rateLimit: 'itemAlert' },
  }, async (request) => changeItemAlertRadius(db, (await signedIn(request)).id, request.params.id, request.body.radiusKm));

  app.delete('/item-alerts/:id', {
    schema: { tags, summary: 'Stop an item alert', security: SIGNED_IN, params: idParamsSchema, response: { 200: messageAnswer, ...refusals(401, 404, 429) } },
    config: { rateLimit: 'itemAlert' },
  }, async (request) => {
    await deleteItemAlert(db, (await signedIn(request)).id, request.params.id);
    return { message: ITEM_ALERT_MESSAGES.deleted };
  });
}
