import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { conversationsPageAnswer, messageRecordAnswer, messagesPageAnswer, unreadCountAnswer } from '@yardsale/core/contract/message-answers';
import { MESSAGING_LIMITS } from '@yardsale/core/limits';
import { conversationParamsSchema, conversationsQuerySchema, messagePageQuerySchema, sendMessageSchema } from '@yardsale/core/schemas/messaging';
import { sentOnceHeadersSchema } from '@yardsale/core/schemas/params';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireConsent, requireUser } from '@/plugins/current-user';
import { listConversations, unreadTotal } from '@/services/messages/inbox';
import { sendMessage } from '@/services/messages/send';
import { deleteConversation, readConversation } from '@/services/messages/thread';

const tags = ['messages'];

/** The page asked for (at least 1), `fallback` when none is: the services cap it. */
const pageOf = (query: { limit?: string | undefined; cursor?: string | undefined }, fallback: number) => ({
  limit: Math.max(1, Number(query.limit ?? fallback)),
  cursor: query.cursor || undefined,
});

export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  const signedIn = (request: Parameters<typeof requireUser>[0]) => requireUser(request, MESSAGE_MESSAGES.loginRequired);

  app.post('/messages', {
    schema: { tags, summary: "Send a message about a listing (consent given): to its seller, or to someone already in that conversation (409: a new one about a classified marked sold; an Idempotency-Key makes a retry answer the first message)", security: SIGNED_IN, headers: sentOnceHeadersSchema, body: sendMessageSchema, response: { 201: messageRecordAnswer, ...refusals(400, 401, 403, 404, 409, 429) } },
    config: { rateLimit: 'messageSend', sentOnce: 'message' },
  }, async (request, reply) => {
    const message = await sendMessage(app.services, requireConsent(await signedIn(request)), request.body, { clientKey: request.headers['idempotency-key'] });
    reply.code(201);
    return message;
  });

  app.get('/messages/conversations', {
    schema: { tags, summary: 'The signed-in user’s conversations, last message newest first, with unread counts (listingId: only those about that listing)', security: SIGNED_IN, querystring: conversationsQuerySchema, response: { 200: conversationsPageAnswer, ...refusals(400, 401) } },
  }, async (request) => {
    const page = { ...pageOf(request.query, MESSAGING_LIMITS.conversationsPageDefault), listingId: request.query.listingId };
    return listConversations(db, (await signedIn(request)).id, page);
  });

  app.get('/messages/unread', {
    schema: { tags, summary: 'Unread messages over the conversations shown: the badge', security: SIGNED_IN, response: { 200: unreadCountAnswer, ...refusals(401) } },
  }, async (request) => ({ unreadCount: await unreadTotal(db, (await signedIn(request)).id) }));

  app.get('/messages/:listingId/:otherUserId', {
    schema: { tags, summary: 'A conversation, oldest to newest (cursor pages back); marks the other’s messages read', security: SIGNED_IN, params: conversationParamsSchema, querystring: messagePageQuerySchema, response: { 200: messagesPageAnswer, ...refusals(400, 401) } },
  }, async (request) => {
    const user = await signedIn(request);
    return readConversation(app.services, { userId: user.id, ...request.params }, pageOf(request.query, MESSAGING_LIMITS.messagesPageDefault));
  });

  app.delete('/messages/conversation/:listingId/:otherUserId', {
    schema: { tags, summary: 'Delete a conversation for this side only; a later message brings it back with only what follows', security: SIGNED_IN, params: conversationParamsSchema, response: { 200: messageAnswer, ...refusals(401, 404, 429) } },
    config: { rateLimit: 'conversationDelete' },
  }, async (request) => {
    const user = await signedIn(request);
    await deleteConversation(db, { userId: user.id, ...request.params });
    return { message: MESSAGE_MESSAGES.conversationDeleted };
  });
}
