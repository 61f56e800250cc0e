// The VAPID key pair (decision 0015): generated once per database, also when processes start together,
// or taken from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, which must belong together.
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { vapidKeys } from '@/db/schema';
import { loadOrCreateVapidKeys } from '@/services/push/keys';
import { useTestServer, withServer } from './support/accounts';
import { openTestDatabase } from './support/database';
import { messagingWorld, send } from './support/messages';
import { browserSubscription, startFakePushService, verifyVapid } from './support/push-service';

const context = useTestServer();
const spot = { lat: 46.8139, lng: -71.208 }; // Québec

describe('the VAPID key pair', () => {
  it('is generated once per database, however many processes start at once', async () => {
    const database = await openTestDatabase();
    try {
      const loaded = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateVapidKeys(database.db, undefined)));
      expect(new Set(loaded.map((keys) => keys.publicKey)).size).toBe(1);
      expect(await database.db.select().from(vapidKeys)).toEqual([expect.objectContaining(loaded[0])]);
    } finally {
      await database.close();
    }
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and signs with VAPID_SUBJECT', async () => {
    const configured = webpush.generateVAPIDKeys();
    const pushService = await startFakePushService();
    const env = { VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey, VAPID_SUBJECT: 'https://yardsale.test/contact' };
    try {
      await withServer(context.server, env, async (server) => {
        expect(await (await fetch(`${server.url}/api/push/key`)).json()).toEqual({ publicKey: configured.publicKey });
        // Everyone's client talks to this server, whose push sender holds the configured pair.
        const w = await messagingWorld(server, spot);
        expect((await w.seller.client.patch('/api/users/profile', { notificationSettings: { push: true } })).status).toBe(200);
        expect((await w.seller.client.post('/api/push/subscriptions', browserSubscription(pushService).json)).status).toBe(200);
        await send(w.buyer, { listingId: w.saleId, content: 'Signed with the configured key?' });
        await server.app.push.settled();
        const [push] = pushService.requests;
        expect(verifyVapid(push?.headers.authorization)).toMatchObject({ publicKey: configured.publicKey, claims: { sub: 'https://yardsale.test/contact' } });
      });
    } finally {
      await pushService.close();
    }
  });

  it('refuses a configured pair whose halves do not belong together, or half a pair', async () => {
    const [one, other] = [webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys()];
    const mismatched = { VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey };
    await expect(withServer(context.server, mismatched, async () => undefined)).rejects.toThrow('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: one.publicKey })).toThrow(/go together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: one.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@example.org' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.org' }).vapidSubject).toBe('mailto:help@example.org');
  });
});
