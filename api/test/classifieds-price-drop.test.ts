// A classified's price drop (decision 0060): the price it dropped from is kept and answered, struck
// through in the app, and the people who saved it hear of the drop by push, once the old price had
// stood a day. Run against the stand-in push service that decrypts what a browser would receive.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Classified } from '@yardsale/core/api-types';
import { DAY_MS } from '@yardsale/core/durations';
import { classifiedPath } from '@yardsale/core/listing-links';
import { classifieds, users } from '@/db/schema';
import { PRICE_DROP_TEXTS } from '@/services/classifieds/price-drop-texts';
import { useTestServer } from './support/accounts';
import { classifiedFields, postClassified, sendClassified } from './support/classifieds';
import { createUser, json, type TestUser } from './support/factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './support/push-service';

const context = useTestServer();
const db = () => context.server.database.db;
let pushService: FakePushService;
beforeAll(async () => (pushService = await startFakePushService()));
afterAll(() => pushService.close());

interface Saver extends TestUser {
  browser: BrowserSubscription;
}

/** A seller's classified at $40, its price set `daysAgo`, and someone who saved it with push on (or off). */
async function savedItem(daysAgo = 2, push = true): Promise<{ seller: TestUser; saver: Saver; item: Classified }> {
  const [seller, saver] = await Promise.all([createUser(db(), context.server.url), createUser(db(), context.server.url)]);
  const item = await postClassified(seller!.client, { title: 'Kids Bicycle', price: '40' });
  await db().update(classifieds).set({ priceSetAt: new Date(Date.now() - daysAgo * DAY_MS) }).where(eq(classifieds.id, item.id));
  const browser = await subscribedBrowser(saver!.client, pushService, push);
  expect((await saver!.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);
  return { seller: seller!, saver: { ...saver!, browser }, item };
}

/** The seller's edit of the whole form with a new price; answers the classified once its pushes are out. */
async function reprice(seller: TestUser, item: Classified, price: string, extra: Record<string, string> = {}): Promise<Classified> {
  const edited = await json<Classified>(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ title: item.title, price, ...extra })));
  await context.server.app.push.settled();
  return edited;
}

const priceSetAgo = (id: string, days: number) => db().update(classifieds).set({ priceSetAt: new Date(Date.now() - days * DAY_MS) }).where(eq(classifieds.id, id));

describe("a classified's price drop", () => {
  it('keeps the price it dropped from for everyone to see, and pushes the people who saved it', async () => {
    const { seller, saver, item } = await savedItem();
    expect(item.priceBeforeDrop).toBeNull();

    const dropped = await reprice(seller, item, '30');
    expect(dropped).toMatchObject({ price: '30.00', priceBeforeDrop: '40.00' });
    expect(await json<Classified>(await saver.client.get(`/api/classifieds/${item.id}`))).toMatchObject({ price: '30.00', priceBeforeDrop: '40.00' });
    expect(notificationsTo(pushService, saver.browser)).toEqual([{ title: 'Price drop on an item you saved', body: 'Kids Bicycle: now $30, was $40', url: classifiedPath(item.id) }]);
    // Kept a day for a phone offline, and it wakes no one.
    const [request] = pushService.requests.filter((each) => each.path === saver.browser.path);
    expect(request!.headers).toMatchObject({ ttl: String(DAY_MS / 1000), urgency: 'normal' });
  });

  it('does not count from a price that had not stood a day: no strike-through, no push', async () => {
    const { seller, saver, item } = await savedItem(0);
    // Put up at $40 a moment ago, as if to "drop" from it.
    const dropped = await reprice(seller, item, '20');
    expect(dropped.priceBeforeDrop).toBeNull();
    expect(notificationsTo(pushService, saver.browser)).toEqual([]);
    // $20 now stands a day: a drop from it counts.
    await priceSetAgo(item.id, 2);
    expect((await reprice(seller, item, '15')).priceBeforeDrop).toBe('20.00');
    expect(notificationsTo(pushService, saver.browser).map((push) => push.body)).toEqual(['Kids Bicycle: now $15, was $20']);
  });

  it('pushes once a day at most while the price steps down, striking through the highest', async () => {
    const { seller, saver, item } = await savedItem();
    await reprice(seller, item, '35');
    const again = await reprice(seller, item, '30'); // an hour later, say
    expect(again).toMatchObject({ price: '30.00', priceBeforeDrop: '40.00' });
    expect(notificationsTo(pushService, saver.browser)).toHaveLength(1);
    await priceSetAgo(item.id, 1);
    expect((await reprice(seller, item, '25')).priceBeforeDrop).toBe('40.00');
    // The push names the step the saver has not heard of.
    expect(notificationsTo(pushService, saver.browser).map((push) => push.body)).toEqual(['Kids Bicycle: now $35, was $40', 'Kids Bicycle: now $25, was $30']);
  });

  it('forgets the drop once the price is back up to it, and keeps it while still below', async () => {
    const { seller, item } = await savedItem();
    await reprice(seller, item, '20');
    expect((await reprice(seller, item, '30')).priceBeforeDrop).toBe('40.00');
    expect((await reprice(seller, item, '40')).priceBeforeDrop).toBeNull();
    // Back up for a moment, then down again: $40 has not stood a day since.
    expect((await reprice(seller, item, '20')).priceBeforeDrop).toBeNull();
  });

  it('changes nothing when an edit leaves the price as it was', async () => {
    const { seller, saver, item } = await savedItem();
    const edited = await reprice(seller, item, '40.00', { description: 'Red bike, new tires.' });
    expect(edited).toMatchObject({ price: '40.00', priceBeforeDrop: null, description: 'Red bike, new tires.' });
    // The $40 still counts as having stood since before the edit.
    expect((await reprice(seller, item, '30')).priceBeforeDrop).toBe('40.00');
    expect(notificationsTo(pushService, saver.browser)).toHaveLength(1);
  });

  it("tells of a drop to free in the saver's language", async () => {
    const { seller, saver, item } = await savedItem();
    await db().update(users).set({ preferences: { ...saver.user.preferences, language: 'fr' } }).where(eq(users.id, saver.user.id));
    await reprice(seller, item, '0');
    expect(notificationsTo(pushService, saver.browser)).toEqual([{ title: PRICE_DROP_TEXTS.fr.title, body: 'Kids Bicycle : désormais gratuit, au lieu de 40\u00a0$', url: classifiedPath(item.id) }]);
  });

  it('pushes no one with push off, nor about an item sold or taken down', async () => {
    const quiet = await savedItem(2, false);
    await reprice(quiet.seller, quiet.item, '30');
    expect(notificationsTo(pushService, quiet.saver.browser)).toEqual([]);

    const sold = await savedItem();
    expect((await sold.seller.client.fetch(`/api/classifieds/${sold.item.id}/sold`, { method: 'PUT' })).status).toBe(200);
    expect((await reprice(sold.seller, sold.item, '30')).priceBeforeDrop).toBe('40.00');
    expect(notificationsTo(pushService, sold.saver.browser)).toEqual([]);

    const removed = await savedItem();
    await db().update(classifieds).set({ isActive: false }).where(eq(classifieds.id, removed.item.id));
    await reprice(removed.seller, removed.item, '30');
    expect(notificationsTo(pushService, removed.saver.browser)).toEqual([]);
  });

  it('does not push its seller, who saved their own item', async () => {
    const { seller, item } = await savedItem();
    const own = await subscribedBrowser(seller.client, pushService);
    expect((await seller.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);
    await reprice(seller, item, '30');
    expect(notificationsTo(pushService, own)).toEqual([]);
  });
});
