// The people who favorited a sale hear when its days, hours or place change, or it is called off
// (decision 0066): by push, a change from the news run of every few minutes (0079) once the seller
// has stopped editing a while, a sale called off at once. The stand-in push service decrypts what a browser would receive.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@yardsale/core/api-types';
import { DAY_MS, MINUTE_MS } from '@yardsale/core/durations';
import { salePath } from '@yardsale/core/listing-links';
import { saleDaysText } from '@yardsale/core/sale-dates';
import { listings } from '@/db/schema';
import { CHANGE_NEWS_WAITS_MS, pushFavoriteSaleChanges } from '@/services/listings/favorite-news';
import { slowWritesTo, useTestServer } from './support/accounts';
import { createUser, json, saleBody, torontoDay, type TestUser } from './support/factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './support/push-service';

const context = useTestServer();
const db = () => context.server.database.db;
let pushService: FakePushService;
beforeAll(async () => (pushService = await startFakePushService()));
afterAll(() => pushService.close());

const waited = CHANGE_NEWS_WAITS_MS / MINUTE_MS + 1;

/** The news run (every few minutes: decision 0079) `minutes` after now, its pushes sent. */
async function newsRunIn(minutes: number): Promise<void> {
  await pushFavoriteSaleChanges(context.server.app.services, new Date(Date.now() + minutes * MINUTE_MS));
  await context.server.app.push.settled();
}

type Fan = TestUser & { browser: BrowserSubscription };

async function fan(sale: Listing, { push = true, language = 'en' } = {}): Promise<Fan> {
  const person = await createUser(db(), context.server.url);
  const browser = await subscribedBrowser(person.client, pushService, push);
  expect((await person.client.patch('/api/users/profile', { preferences: { language } })).status).toBe(200);
  expect((await person.client.post('/api/favorites', { listingId: sale.id })).status).toBe(201);
  return { ...person, browser };
}

async function favoritedSale(): Promise<{ seller: TestUser; sale: Listing; body: Record<string, unknown>; buyer: Fan }> {
  const seller = await createUser(db(), context.server.url);
  const body = saleBody({ title: 'Porch Sale', address: '12 Elm St, London, ON' });
  const sale = await json<Listing>(await seller.client.post('/api/listings', body), 201);
  return { seller, sale, body, buyer: await fan(sale) };
}

const edit = async (seller: TestUser, sale: Listing, body: Record<string, unknown>) => json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, body));
const pushesTo = (person: Fan) => notificationsTo(pushService, person.browser);

describe('news of a favorite sale that changed', () => {
  it('pushes those who favorited it before the change, once, after the seller has stopped editing', async () => {
    const { seller, sale, body, buyer } = await favoritedSale();
    const pushOff = await fan(sale, { push: false });
    const reader = await fan(sale, { language: 'fr' });
    expect((await seller.client.post('/api/favorites', { listingId: sale.id })).status).toBe(201); // the seller's own: no news
    const day = torontoDay(2);
    await edit(seller, sale, { ...body, startTime: '08:00', startDate: day, endDate: day });
    const tooLate = await fan(sale); // favorited it as it is now

    await newsRunIn(0);
    expect(pushesTo(buyer)).toEqual([]);
    // Two processes' runs at once: one tells.
    await Promise.all([newsRunIn(waited), newsRunIn(waited)]);
    const days = saleDaysText({ startDate: day, dates: [day] }, 'en');
    expect(pushesTo(buyer)).toEqual([{ title: 'A favorite sale has changed', body: `Porch Sale: ${days}, 8:00 AM – 5:00 PM · 12 Elm St, London, ON`, url: salePath(sale.id) }]);
    const [request] = pushService.requests.filter((each) => each.path === buyer.browser.path);
    expect(request!.headers).toMatchObject({ ttl: String(DAY_MS / 1000), urgency: 'normal' });
    expect(pushesTo(reader)).toEqual([expect.objectContaining({ title: 'Une de vos ventes favorites a changé', body: expect.stringContaining(saleDaysText({ startDate: day, dates: [day] }, 'fr')!) })]);
    expect([pushesTo(pushOff), pushesTo(tooLate)]).toEqual([[], []]);

    // Told once; an edit of its words alone is no news.
    await edit(seller, sale, { ...body, startTime: '08:00', startDate: day, endDate: day, title: 'Porch Sale, rain or shine' });
    await newsRunIn(waited + 60);
    expect(pushesTo(buyer)).toHaveLength(1);
  });

  it('waits while the seller goes on editing, then tells the last of it in one push', async () => {
    const { seller, sale, body, buyer } = await favoritedSale();
    await edit(seller, sale, { ...body, endTime: '15:00' });
    await db().update(listings).set({ scheduleChangedAt: new Date(Date.now() - 2 * CHANGE_NEWS_WAITS_MS) }).where(eq(listings.id, sale.id)); // an hour-old first edit…
    await edit(seller, sale, { ...body, endTime: '14:00' }); // …and one just now
    await newsRunIn(1);
    expect(pushesTo(buyer)).toEqual([]);
    await newsRunIn(waited);
    expect(pushesTo(buyer)).toEqual([expect.objectContaining({ body: expect.stringContaining('9:00 AM – 2:00 PM') })]);
  });

  it('tells nothing of a sale no longer shown when the run comes', async () => {
    const { seller, sale, body, buyer } = await favoritedSale();
    await edit(seller, sale, { ...body, address: '14 Elm St, London, ON' });
    await db().update(listings).set({ isActive: false }).where(eq(listings.id, sale.id)); // taken down meanwhile
    await newsRunIn(waited);
    expect(pushesTo(buyer)).toEqual([]);
    const [row] = await db().select({ mark: listings.scheduleChangedAt }).from(listings).where(eq(listings.id, sale.id));
    expect(row!.mark).toBeNull(); // claimed all the same: it does not wait in the index for ever
  });
});

describe('news of a favorite sale called off', () => {
  it('pushes those who favorited it as soon as its seller deletes it, but not for a sale already over', async () => {
    const { seller, sale, buyer } = await favoritedSale();
    const pushOff = await fan(sale, { push: false });
    expect((await seller.client.delete(`/api/listings/${sale.id}`)).status).toBe(200);
    await context.server.app.push.settled();
    const days = saleDaysText(sale, 'en');
    expect(pushesTo(buyer)).toEqual([{ title: 'A favorite sale has been called off', body: `Porch Sale · ${days}`, url: salePath(sale.id) }]);
    expect(pushesTo(pushOff)).toEqual([]);

    const over = await favoritedSale();
    await db().update(listings).set({ visibleFrom: new Date(Date.now() - DAY_MS), visibleUntil: new Date(Date.now() - MINUTE_MS) }).where(eq(listings.id, over.sale.id));
    expect((await over.seller.client.delete(`/api/listings/${over.sale.id}`)).status).toBe(200);
    await context.server.app.push.settled();
    expect(pushesTo(over.buyer)).toEqual([]);
  });

  it('is told once when the seller deletes it twice at once (a double tap)', async () => {
    const { seller, sale, buyer } = await favoritedSale();
    await slowWritesTo(context.server, 'listings', 'DELETE', 0.3); // both requests read the favorites before either deletes
    const statuses = await Promise.all([0, 1].map(async () => (await seller.client.delete(`/api/listings/${sale.id}`)).status));
    await context.server.app.push.settled();
    expect(statuses).toContain(200);
    expect(pushesTo(buyer)).toHaveLength(1);
  });

  it('tells nobody when someone else tries to delete it', async () => {
    const { sale, buyer } = await favoritedSale();
    expect((await buyer.client.delete(`/api/listings/${sale.id}`)).status).toBe(403);
    await context.server.app.push.settled();
    expect(pushesTo(buyer)).toEqual([]);
  });
});
