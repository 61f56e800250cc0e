import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { appealSchema } from '@yardsale/core/schemas/admin';
import { APPEAL_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { refusals, type YupTypeProvider } from '@/plugins/contract';
import { fileAppeal } from '@/services/admin/appeals';
import { provenAccount } from '@/services/login-limits';

const tags = ['accounts'];

export async function appealRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();

  app.post('/appeals', {
    schema: { tags, summary: 'A suspended account appeals, once per suspension, with its e-mail and password (its sessions no longer work)', body: appealSchema, response: { 201: messageAnswer, ...refusals(400, 401, 409, 429) } },
  }, async (request, reply) => {
    const user = await provenAccount(app.database, request.ip, request.body);
    await fileAppeal(app.services, user, request.body.message);
    reply.code(201);
    return { message: APPEAL_MESSAGES.sent };
  });
}
