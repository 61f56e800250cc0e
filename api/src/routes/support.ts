import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { supportContactSchema } from '@yardsale/core/schemas/auth';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { refusals, type YupTypeProvider } from '@/plugins/contract';
import { recordSupportRequest } from '@/services/support';

export async function supportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.post('/support/contact', {
    schema: { tags: ['support'], summary: "Message support (a signed-in user's own address is used, whatever the body says)", body: supportContactSchema, response: { 201: messageAnswer, ...refusals(400, 429) } },
    config: { rateLimit: 'support' },
    // A signed-in user's own address replaces the body's before validation, so it need not be typed.
    preValidation: async (request) => {
      const user = await request.currentUser();
      if (user && typeof request.body === 'object' && request.body !== null) request.body = { ...request.body, email: user.email };
    },
  }, async (request, reply) => {
    const user = await request.currentUser();
    await recordSupportRequest(app.services, request.body, user?.id);
    reply.code(201);
    return { message: ANSWER_MESSAGES.supportMessageSent };
  });
}
