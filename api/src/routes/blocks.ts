// Blocking, unblocking and reporting other users (SPEC sections 4 and 7).
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { blockRecordAnswer, blockStatusAnswer, reportRecordAnswer } from '@yardsale/core/contract/message-answers';
import { blockSchema, reportSchema } from '@yardsale/core/schemas/messaging';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { blockUser, isBlocking, unblockUser } from '@/services/messages/blocks';
import { reportUser } from '@/services/messages/reports';

const tags = ['safety'];

export async function blockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;

  app.get('/users/:id/blocked', {
    schema: { tags, summary: 'Whether the signed-in user blocks this user now', security: SIGNED_IN, params: idParamsSchema, response: { 200: blockStatusAnswer, ...refusals(401) } },
  }, async (request) => ({ isBlocked: await isBlocking(db, (await requireUser(request)).id, request.params.id, new Date()) }));

  app.post('/users/:id/block', {
    schema: {
      tags,
      summary: "Block a user for 1 day, 2 weeks or for good: no messages either way, and the conversations with them marked blockedByYou (their posts stay shown: decision 0044). 'scammer' reports them too, as POST /report does (a reason is required)",
      security: SIGNED_IN,
      params: idParamsSchema,
      body: blockSchema,
      response: { 200: blockRecordAnswer, ...refusals(400, 401, 404, 409, 429) },
    },
    config: { rateLimit: 'blockOrReport' },
  }, async (request) => {
    const user = await requireUser(request);
    const { duration, reason } = request.body;
    if (duration === 'scammer') return (await reportUser(app.services, user.id, request.params.id, { reason })).block;
    return blockUser(db, user.id, request.params.id, duration, reason, new Date());
  });

  app.delete('/users/:id/block', {
    schema: { tags, summary: 'Unblock a user', security: SIGNED_IN, params: idParamsSchema, response: { 200: messageAnswer, ...refusals(400, 401, 404, 429) } },
    config: { rateLimit: 'blockOrReport' },
  }, async (request) => {
    await unblockUser(db, (await requireUser(request)).id, request.params.id);
    return { message: MESSAGE_MESSAGES.userUnblocked };
  });

  app.post('/users/:id/report', {
    schema: { tags, summary: 'Report a user as a scammer: blocks them for good and files a report with its evidence (once a day)', security: SIGNED_IN, params: idParamsSchema, body: reportSchema, response: { 201: reportRecordAnswer, ...refusals(400, 401, 404, 409, 429) } },
    config: { rateLimit: 'blockOrReport' },
  }, async (request, reply) => {
    const report = await reportUser(app.services, (await requireUser(request)).id, request.params.id, request.body);
    reply.code(201);
    return report;
  });
}
