import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { dataDeletionSchema } from '@yardsale/core/schemas/data-deletion';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { refusals, type YupTypeProvider } from '@/plugins/contract';
import { submitDataDeletionRequest } from '@/services/data-deletion';

export async function dataDeletionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.post('/data-deletion', {
    schema: { tags: ['support'], summary: 'Ask for the data of an e-mail address to be deleted (no sign-in)', body: dataDeletionSchema, response: { 201: messageAnswer, ...refusals(400, 429) } },
    // Counted before validation, so malformed attempts cannot be used to probe without limit.
    config: { rateLimit: 'dataDeletion' },
  }, async (request, reply) => {
    await submitDataDeletionRequest(app.services, request.body);
    reply.code(201);
    return { message: ANSWER_MESSAGES.dataDeletionSubmitted };
  });
}
