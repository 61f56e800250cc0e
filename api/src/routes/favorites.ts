import type { FastifyInstance } from 'fastify';
import { favoriteAnswer, favoriteIdsAnswer } from '@yardsale/core/contract/answers';
import { favoriteSchema } from '@yardsale/core/schemas/listing';
import { listingIdParamsSchema } from '@yardsale/core/schemas/params';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { addFavorite, listFavoriteIds, removeFavorite } from '@/services/favorites';

const tags = ['favorites'];

export async function favoriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;

  app.get('/favorites', {
    schema: { tags, summary: 'Ids of the signed-in user’s favorite sales that are still shown', security: SIGNED_IN, response: { 200: favoriteIdsAnswer, ...refusals(401) } },
  }, async (request) => listFavoriteIds(db, (await requireUser(request)).id));

  app.post('/favorites', {
    schema: { tags, summary: 'Add a favorite (200 when it was one already)', security: SIGNED_IN, body: favoriteSchema, response: { 200: favoriteAnswer, 201: favoriteAnswer, ...refusals(400, 401, 404, 429) } },
    config: { rateLimit: 'favorite' },
  }, async (request, reply) => {
    const user = await requireUser(request);
    const { listingId } = request.body;
    const created = await addFavorite(db, user.id, listingId);
    reply.code(created ? 201 : 200); // adding twice is not an error: the favorite is there either way
    return { message: ANSWER_MESSAGES.favoriteAdded, listingId };
  });

  app.delete('/favorites/:listingId', {
    schema: { tags, summary: 'Remove a favorite', security: SIGNED_IN, params: listingIdParamsSchema, response: { 200: favoriteAnswer, ...refusals(401, 404, 429) } },
    config: { rateLimit: 'favorite' },
  }, async (request) => {
    const user = await requireUser(request);
    await removeFavorite(db, user.id, request.params.listingId);
    return { message: ANSWER_MESSAGES.favoriteRemoved, listingId: request.params.listingId };
  });
}
