import type { FastifyInstance } from 'fastify';
import type { FavoriteResponse } from '@yardsale/core/api-types';
import { favoriteSchema } from '@yardsale/core/schemas/listing';
import { validate } from '@/lib/validate';
import { requireUser } from '@/plugins/current-user';
import { addFavorite, listFavoriteIds, removeFavorite } from '@/services/favorites';

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get('/favorites', async (request): Promise<string[]> => listFavoriteIds(db, (await requireUser(request)).id));

  app.post('/favorites', async (request, reply): Promise<FavoriteResponse> => {
    const user = await requireUser(request);
    const { listingId } = await validate(favoriteSchema, request.body);
    const created = await addFavorite(db, user.id, listingId);
    reply.code(created ? 201 : 200); // adding twice is not an error: the favorite is there either way
    return { message: 'Added to Favorites', listingId };
  });

  app.delete<{ Params: { listingId: string } }>('/favorites/:listingId', async (request): Promise<FavoriteResponse> => {
    const user = await requireUser(request);
    await removeFavorite(db, user.id, request.params.listingId);
    return { message: 'Removed from Favorites', listingId: request.params.listingId };
  });
}
