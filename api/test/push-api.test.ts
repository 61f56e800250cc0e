// Web Push (decision 0015): browsers subscribe through the API; a new message to someone away with push
// on is posted, encrypted and VAPID-signed, to a stand-in push service on this machine, which decrypts
// it as the browser would. Nothing is pushed to someone with the app open or with push off; a gone
// endpoint is forgotten; subscriptions end with their session.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUSH } from '@yardsale/core/messaging';
import type { PushNotification } from '@yardsale/core/push-types';
import { pushSubscriptions, users } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { expectAnswer, expectRateLimited, useTestServer, withServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { openEventStream, type EventStream } from './support/event-stream';
import { messagingWorld, send, type MessagingWorld } from './support/messages';
import { browserSubscription, decryptPush, startFakePushService, verifyVapid, type BrowserSubscription, type FakePushService } from './support/push-service';

const context = useTestServer();
const db = () => context.server.database.db;
const spot = { lat: 44.6488, lng: -63.5752 }; // Halifax
let pushService: FakePushService;
beforeAll(async () => (pushService = await startFakePushService()));
afterAll(() => pushService.close());
const streams: EventStream[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

const subscribe = (client: ApiClient, body: unknown) => client.post('/api/push/subscriptions', body);
const endpointsOf = async (userId: string) =>
  (await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint);
const turnPush = async (client: ApiClient, push: boolean) => expect((await client.patch('/api/users/profile', { notificationSettings: { push } })).status).toBe(200);
/** Waits for the background pushes, then answers what reached this browser's endpoint. */
const pushesTo = async (subscription: BrowserSubscription) => {
  await context.server.app.push.settled();
  return pushService.requests.filter((request) => request.path === subscription.path);
};

/** A seller away with push on and this browser subscribed, and a buyer named Robin. */
async function awaySeller(): Promise<MessagingWorld & { browser: BrowserSubscription }> {
  const w = await messagingWorld(context.server, spot);
  await db().update(users).set({ displayName: 'Robin' }).where(eq(users.id, w.buyer.user.id));
  await turnPush(w.seller.client, true);
  const browser = browserSubscription(pushService);
  await expectAnswer(await subscribe(w.seller.client, browser.json), 200, 'Push notifications are on for this browser');
  return { ...w, browser };
}

describe('the VAPID key', () => {
  it('is public, and the same for every process on one database', async () => {
    const response = await apiClient(context.server.url).get('/api/push/key');
    expect(response.status).toBe(200);
    const { publicKey } = (await response.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    await withServer(context.server, {}, async (other) => expect(await (await fetch(`${other.url}/api/push/key`)).json()).toEqual({ publicKey }));
  });
});

describe('subscribing', () => {
  it('needs a session, and refuses what no push service would be', async () => {
    const guest = apiClient(context.server.url);
    await expectAnswer(await subscribe(guest, browserSubscription(pushService).json), 401, 'You must be logged in to get push notifications');
    await expectAnswer(await guest.delete('/api/push/subscriptions', { endpoint: 'https://push.example/x' }), 401);

    const { seller } = await messagingWorld(context.server, spot);
    const valid = browserSubscription(pushService).json;
    const refused = async (body: unknown, message: string) => expectAnswer(await subscribe(seller.client, body), 400, `Validation failed: ${message}`);
    await refused({ ...valid, endpoint: 'http://push.example/send/1' }, 'endpoint: Must be the https:// address of a push service');
    await refused({ ...valid, endpoint: 'https://10.0.0.7/send/1' }, 'endpoint: Must be the https:// address of a push service');
    await refused({ ...valid, endpoint: `https://push.example/${'x'.repeat(PUSH.endpointMax)}` }, `endpoint: Must be at most ${PUSH.endpointMax} characters`);
    await refused({ keys: valid.keys }, 'endpoint: An endpoint is required');
    await refused({ ...valid, keys: { ...valid.keys, p256dh: 'not-a-key' } }, 'keys.p256dh: Must be a P-256 public key in base64url (65 bytes)');
    await refused({ ...valid, keys: { p256dh: valid.keys.p256dh } }, 'keys.auth: Must be a 16-byte secret in base64url');
    expect(await endpointsOf(seller.user.id)).toEqual([]);
  });

  it('takes only https push services in production, not this machine', async () => {
    const { seller } = await messagingWorld(context.server, spot);
    await withServer(context.server, { NODE_ENV: 'production' }, async (production) => {
      const client = apiClient(production.url, seller.client.sessionCookie);
      await expectAnswer(await subscribe(client, browserSubscription(pushService).json), 400, 'Validation failed: endpoint: Must be the https:// address of a push service');
      const json = { ...browserSubscription(pushService).json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' };
      expect((await subscribe(client, json)).status).toBe(200);
    });
  });

  it(`keeps the ${PUSH.subscriptionsPerUser} newest browsers of an account`, async () => {
    const { seller } = await messagingWorld(context.server, spot);
    const browsers = Array.from({ length: PUSH.subscriptionsPerUser + 1 }, () => browserSubscription(pushService));
    for (const browser of browsers) expect((await subscribe(seller.client, browser.json)).status).toBe(200);
    expect((await endpointsOf(seller.user.id)).sort()).toEqual(browsers.slice(1).map((browser) => browser.json.endpoint).sort());
  });

  it('is removed by its owner only, and ends with the session', async () => {
    const w = await awaySeller();
    const { endpoint } = w.browser.json;
    await expectAnswer(await w.stranger.client.delete('/api/push/subscriptions', { endpoint }), 200);
    expect(await endpointsOf(w.seller.user.id)).toEqual([endpoint]);

    await expectAnswer(await w.seller.client.delete('/api/push/subscriptions', { endpoint }), 200, 'Push notifications are off for this browser');
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);

    expect((await subscribe(w.seller.client, w.browser.json)).status).toBe(200);
    expect((await w.seller.client.post('/api/logout')).status).toBe(200);
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);
  });

  it("ends with an administrator's suspension, though the suspended session is kept to say why", async () => {
    const w = await awaySeller();
    expect(await setAdministrator(db(), w.stranger.user.email, true)).toBe(true);
    await expectAnswer(await w.stranger.client.post(`/api/admin/users/${w.seller.user.id}/suspend`, { note: 'Spam' }), 200);
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);
    await expectAnswer(await subscribe(w.seller.client, w.browser.json), 401, 'This account is suspended: Spam');
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);
  });

  it(`is changed at most ${ROUTE_RATE_LIMITS.pushSubscription.limit} times an hour per account, on and off together`, async () => {
    const w = await awaySeller(); // one subscription made
    const { json } = w.browser;
    for (let i = 1; i < ROUTE_RATE_LIMITS.pushSubscription.limit; i++) {
      const response = i % 2 ? await w.seller.client.delete('/api/push/subscriptions', { endpoint: json.endpoint }) : await subscribe(w.seller.client, json);
      expect(response.status).toBe(200);
    }
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);
    await expectRateLimited(await subscribe(w.seller.client, json), ROUTE_RATE_LIMITS.pushSubscription.windowMs / 1000);
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);
    // Another account is counted apart.
    expect((await subscribe(w.buyer.client, browserSubscription(pushService).json)).status).toBe(200);
  });
});

describe('a new message', () => {
  it('is pushed to the away receiver: encrypted, VAPID-signed, naming the sender by their public name', async () => {
    const w = await awaySeller();
    const content = 'Is the desk still available? '.repeat(10);
    await send(w.buyer, { listingId: w.classifiedId, content });

    const [push, ...more] = await pushesTo(w.browser);
    expect(more).toEqual([]);
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', urgency: 'high' });
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey, claims } = verifyVapid(push!.headers.authorization);
    expect(await (await fetch(`${context.server.url}/api/push/key`)).json()).toEqual({ publicKey });
    expect(claims).toMatchObject({ aud: pushService.url, sub: 'mailto:support@yardsalefinder.example' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const notification = JSON.parse(decryptPush(push!.body, w.browser)) as PushNotification;
    expect(notification).toEqual({
      title: 'New message from Robin',
      body: `${content.slice(0, PUSH.quoteMax - 1)}…`,
      url: `/messages?listing=${w.classifiedId}&with=${w.buyer.user.id}`,
    });
    expect(JSON.stringify(notification)).not.toContain(w.buyer.user.email);
  });

  it("is titled in the receiver's language, whatever the sender's", async () => {
    const w = await awaySeller();
    expect((await w.seller.client.patch('/api/users/profile', { preferences: { language: 'fr' } })).status).toBe(200);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Le bureau est-il disponible ?' });

    const [push] = await pushesTo(w.browser);
    expect(JSON.parse(decryptPush(push!.body, w.browser))).toMatchObject({ title: 'Nouveau message de Robin', body: 'Le bureau est-il disponible ?' });
  });

  it('is not pushed with push notifications off, nor while the receiver has the app open', async () => {
    const w = await awaySeller();
    await turnPush(w.seller.client, false);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Push is off' });
    expect(await pushesTo(w.browser)).toEqual([]);

    await turnPush(w.seller.client, true);
    const stream = await openEventStream(w.seller.client);
    streams.push(stream);
    await stream.next('unread');
    await send(w.buyer, { listingId: w.saleId, content: 'You are here' });
    expect(await pushesTo(w.browser)).toEqual([]);
  });

  it('is never posted into the server\'s own network in production: such an endpoint is forgotten untried', async () => {
    const w = await awaySeller();
    // Taken outside production (a stand-in's address), as an attacker's name leading to 127.0.0.1 would be anywhere.
    const inside = { ...browserSubscription(pushService).json, endpoint: `https://localhost:${new URL(pushService.url).port}/push/inside` };
    expect((await subscribe(w.seller.client, inside)).status).toBe(200);
    await withServer(context.server, { NODE_ENV: 'production' }, async (production) => {
      await send({ ...w.buyer, client: apiClient(production.url, w.buyer.client.sessionCookie) }, { listingId: w.saleId, content: 'Hello?' });
      await production.app.push.settled();
    });
    expect(await endpointsOf(w.seller.user.id)).toEqual([]);
    expect(pushService.requests.filter((request) => request.path === w.browser.path || request.path === '/push/inside')).toEqual([]);
  });

  it('forgets an endpoint the push service says is gone, and is sent whatever the push service answers', async () => {
    const w = await awaySeller();
    const broken = browserSubscription(pushService);
    expect((await subscribe(w.seller.client, broken.json)).status).toBe(200);
    pushService.answer(w.browser.path, 410);
    pushService.answer(broken.path, 500);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Anyone there?' });
    expect(await pushesTo(w.browser)).toHaveLength(1);
    expect(await pushesTo(broken)).toHaveLength(1);
    expect(await endpointsOf(w.seller.user.id)).toEqual([broken.json.endpoint]);

    // A push service that does not answer at all (nothing listens on port 9) fails no message either.
    const unreachable = { ...browserSubscription(pushService).json, endpoint: 'http://127.0.0.1:9/push/nobody' };
    expect((await subscribe(w.seller.client, unreachable)).status).toBe(200);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Still there?' });
    expect(await pushesTo(broken)).toHaveLength(2);
  });
});
