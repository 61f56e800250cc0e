import type { FastifyInstance } from 'fastify';
import { savedClassifiedAnswer, savedClassifiedIdsAnswer } from '@yardsale/core/contract/answers';
import { savedClassifiedSchema } from '@yardsale/core/schemas/classified';
import { classifiedIdParamsSchema } from '@yardsale/core/schemas/params';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { listSavedClassifiedIds, saveClassified, unsaveClassified } from '@/services/saved-classifieds';

const tags = ['saved classifieds'];

/** The bookmark on a classified (decision 0048); GET /api/classifieds?saved=true lists them as cards. */
export async function savedClassifiedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;

  app.get('/saved-classifieds', {
    schema: { tags, summary: 'Ids of the signed-in user’s saved classifieds that are shown, newest save first', security: SIGNED_IN, response: { 200: savedClassifiedIdsAnswer, ...refusals(401) } },
  }, async (request) => listSavedClassifiedIds(db, (await requireUser(request)).id));

  app.post('/saved-classifieds', {
    schema: { tags, summary: 'Save a classified (200 when it was saved already)', security: SIGNED_IN, body: savedClassifiedSchema, response: { 200: savedClassifiedAnswer, 201: savedClassifiedAnswer, ...refusals(400, 401, 404, 429) } },
    config: { rateLimit: 'savedClassified' },
  }, async (request, reply) => {
    const user = await requireUser(request);
    const { classifiedId } = request.body;
    reply.code((await saveClassified(db, user.id, classifiedId)) ? 201 : 200);
    return { message: ANSWER_MESSAGES.classifiedSaved, classifiedId };
  });

  app.delete('/saved-classifieds/:classifiedId', {
    schema: { tags, summary: 'Stop keeping a classified saved', security: SIGNED_IN, params: classifiedIdParamsSchema, response: { 200: savedClassifiedAnswer, ...refusals(401, 404, 429) } },
    config: { rateLimit: 'savedClassified' },
  }, async (request) => {
    const user = await requireUser(request);
    await unsaveClassified(db, user.id, request.params.classifiedId);
    return { message: ANSWER_MESSAGES.classifiedUnsaved, classifiedId: request.params.classifiedId };
  });
}
