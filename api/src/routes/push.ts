// Web Push (decision 0015): the key browsers subscribe with, and each browser's subscription, kept for
// the session that made it (signing out ends it).
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { pushKeyAnswer } from '@yardsale/core/contract/push-answers';
import { PUSH } from '@yardsale/core/messaging';
import { PUSH_MESSAGES, pushSubscriptionSchema, pushUnsubscribeSchema } from '@yardsale/core/schemas/push';
import { sessionToken } from '@/lib/session-cookie';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { subscribe, unsubscribe } from '@/services/push/subscriptions';
import { hashToken } from '@/services/sessions';

const tags = ['push'];

export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  const signedIn = (request: Parameters<typeof requireUser>[0]) => requireUser(request, PUSH_MESSAGES.loginRequired);

  app.get('/push/key', {
    schema: { tags, summary: "The VAPID public key: PushManager.subscribe's applicationServerKey", response: { 200: pushKeyAnswer } },
  }, async () => ({ publicKey: app.push.publicKey }));

  app.post('/push/subscriptions', {
    config: { rateLimit: 'pushSubscription' },
    schema: {
      tags,
      summary: `Push new messages to this browser while its user is away (its PushSubscription; at most ${PUSH.subscriptionsPerUser} per account, the oldest dropped)`,
      description: 'An https:// endpoint on a public host name; outside production also one on this machine (http://127.0.0.1, localhost).',
      security: SIGNED_IN,
      // Loopback endpoints (a local stand-in push service) only where no stranger can aim the server at its own network.
      body: pushSubscriptionSchema({ allowLoopback: !app.config.production }),
      response: { 200: messageAnswer, ...refusals(400, 401, 429) },
    },
  }, async (request) => {
    const user = await signedIn(request);
    await subscribe(db, { userId: user.id, sessionIdHash: hashToken(sessionToken(request)!) }, request.body);
    return { message: PUSH_MESSAGES.subscribed };
  });

  app.delete('/push/subscriptions', {
    config: { rateLimit: 'pushSubscription' },
    schema: { tags, summary: "Stop pushing to this browser (only one's own subscription is removed)", security: SIGNED_IN, body: pushUnsubscribeSchema, response: { 200: messageAnswer, ...refusals(400, 401, 429) } },
  }, async (request) => {
    await unsubscribe(db, (await signedIn(request)).id, request.body.endpoint);
    return { message: PUSH_MESSAGES.unsubscribed };
  });
}
