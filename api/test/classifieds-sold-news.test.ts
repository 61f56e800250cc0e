// The people who saved a classified hear that it sold (decision 0063): by push, from the news run of
// every few minutes (0079), once the item has stayed sold a while, once an item. The stand-in push service decrypts what a
// browser would receive.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Classified } from '@yardsale/core/api-types';
import { DAY_MS, MINUTE_MS } from '@yardsale/core/durations';
import { classifiedPath } from '@yardsale/core/listing-links';
import { classifieds, savedClassifieds, users } from '@/db/schema';
import { pushSoldNews, SOLD_NEWS_WAITS_MS } from '@/services/classifieds/sold-news';
import { runMaintenance, runNewsJobs } from '@/services/maintenance';
import { useTestServer } from './support/accounts';
import type { ApiClient } from './support/client';
import { postClassified } from './support/classifieds';
import { createUser, json, type TestUser } from './support/factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './support/push-service';

const context = useTestServer();
const db = () => context.server.database.db;
let pushService: FakePushService;
beforeAll(async () => (pushService = await startFakePushService()));
afterAll(() => pushService.close());

const markSold = async (client: ApiClient, id: string) => json<Classified>(await client.fetch(`/api/classifieds/${id}/sold`, { method: 'PUT' }));
const markAvailable = async (client: ApiClient, id: string) => json<Classified>(await client.fetch(`/api/classifieds/${id}/sold`, { method: 'DELETE' }));

/** The news run `minutes` after now, its pushes sent. */
async function newsRunIn(minutes: number): Promise<void> {
  await pushSoldNews(context.server.app.services, new Date(Date.now() + minutes * MINUTE_MS));
  await context.server.app.push.settled();
}

async function saver(item: Classified, push = true): Promise<TestUser & { browser: BrowserSubscription }> {
  const person = await createUser(db(), context.server.url);
  const browser = await subscribedBrowser(person.client, pushService, push);
  expect((await person.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);
  return { ...person, browser };
}

async function savedItem(): Promise<{ seller: TestUser; item: Classified; buyer: TestUser & { browser: BrowserSubscription } }> {
  const seller = await createUser(db(), context.server.url);
  const item = await postClassified(seller.client, { title: 'Kids Bicycle', price: '40' });
  return { seller, item, buyer: await saver(item) };
}

const waited = SOLD_NEWS_WAITS_MS / MINUTE_MS + 1;

describe('news that a saved item sold', () => {
  it('pushes each saver once, after the item has stayed sold a while', async () => {
    const { seller, item, buyer } = await savedItem();
    const pushOff = await saver(item, false);
    await markSold(seller.client, item.id);
    const tooLate = await saver(item); // saved it once it was sold: they knew

    await newsRunIn(0);
    expect(notificationsTo(pushService, buyer.browser)).toEqual([]);

    // Two processes' runs at once: one tells.
    await Promise.all([newsRunIn(waited), newsRunIn(waited)]);
    expect(notificationsTo(pushService, buyer.browser)).toEqual([{ title: 'An item you saved has sold', body: 'Kids Bicycle is no longer for sale.', url: classifiedPath(item.id) }]);
    const [request] = pushService.requests.filter((each) => each.path === buyer.browser.path);
    expect(request!.headers).toMatchObject({ ttl: String(DAY_MS / 1000), urgency: 'normal' });
    expect(notificationsTo(pushService, pushOff.browser)).toEqual([]);
    expect(notificationsTo(pushService, tooLate.browser)).toEqual([]);

    // Told once: by a later run, or of the item sold again after a fall-through.
    await newsRunIn(waited + 60);
    await markAvailable(seller.client, item.id);
    await markSold(seller.client, item.id);
    await newsRunIn(waited);
    expect(notificationsTo(pushService, buyer.browser)).toHaveLength(1);
  });

  it('tells nothing of a sale undone before the run, and tells it when it is sold for good', async () => {
    const { seller, item, buyer } = await savedItem();
    await markSold(seller.client, item.id);
    await markAvailable(seller.client, item.id);
    await newsRunIn(waited);
    expect(notificationsTo(pushService, buyer.browser)).toEqual([]);

    await markSold(seller.client, item.id);
    await newsRunIn(waited);
    expect(notificationsTo(pushService, buyer.browser).map((push) => push.title)).toEqual(['An item you saved has sold']);
  });

  it("speaks the saver's language", async () => {
    const { seller, item, buyer } = await savedItem();
    await db().update(users).set({ preferences: { ...buyer.user.preferences, language: 'fr' } }).where(eq(users.id, buyer.user.id));
    await markSold(seller.client, item.id);
    await newsRunIn(waited);
    expect(notificationsTo(pushService, buyer.browser)).toEqual([{ title: 'Un article que vous avez enregistré est vendu', body: 'Kids Bicycle n’est plus à vendre.', url: classifiedPath(item.id) }]);
  });

  it('tells nobody of an item taken down, or of one expired, and claims both all the same', async () => {
    const taken = await savedItem();
    const expired = await savedItem();
    await markSold(taken.seller.client, taken.item.id);
    await markSold(expired.seller.client, expired.item.id);
    await db().update(classifieds).set({ isActive: false }).where(eq(classifieds.id, taken.item.id));
    await db().update(classifieds).set({ expiresAt: new Date(Date.now() + MINUTE_MS) }).where(eq(classifieds.id, expired.item.id));

    await newsRunIn(waited);
    expect(notificationsTo(pushService, taken.buyer.browser)).toEqual([]);
    expect(notificationsTo(pushService, expired.buyer.browser)).toEqual([]);
    const rows = await db().select({ soldNewsAt: classifieds.soldNewsAt }).from(classifieds).where(inArray(classifieds.id, [taken.item.id, expired.item.id]));
    expect(rows.map((row) => row.soldNewsAt)).toEqual([expect.any(Date), expect.any(Date)]);
  });

  it('is told by the news run of every few minutes (decision 0079), to a saver whose account is in use', async () => {
    const { seller, item, buyer } = await savedItem();
    const suspended = await saver(item);
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await markSold(seller.client, item.id);
    await db().update(classifieds).set({ soldAt: new Date(Date.now() - SOLD_NEWS_WAITS_MS - MINUTE_MS) }).where(eq(classifieds.id, item.id));
    // Saved before it sold, as it was.
    await db().update(savedClassifieds).set({ createdAt: new Date(Date.now() - DAY_MS) }).where(eq(savedClassifieds.classifiedId, item.id));

    await runMaintenance(context.server.app.services); // the hourly run leaves it to the news run
    await context.server.app.push.settled();
    expect(notificationsTo(pushService, buyer.browser)).toEqual([]);
    await runNewsJobs(context.server.app.services);
    await context.server.app.push.settled();
    expect(notificationsTo(pushService, buyer.browser)).toHaveLength(1);
    expect(notificationsTo(pushService, suspended.browser)).toEqual([]);
  });
});
