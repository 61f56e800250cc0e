// The morning push of a sale day (decision 0042): run as the hourly job runs it, with the clock of
// the sale's day, against the stand-in push service that decrypts what a browser would receive.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@yardsale/core/api-types';
import { ROUTE_PAGE_PATH, salePath } from '@yardsale/core/listing-links';
import { formatSaleTime } from '@yardsale/core/sale-dates';
import { zonedTimeToUtc } from '@yardsale/core/sale-window';
import { listings, users } from '@/db/schema';
import { pushSaleDayReminders } from '@/services/reminders/sale-day';
import { useTestServer } from './support/accounts';
import { createUser, json, saleBody, torontoDay, type TestUser } from './support/factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './support/push-service';

const context = useTestServer();
const db = () => context.server.database.db;
let pushService: FakePushService;
beforeAll(async () => (pushService = await startFakePushService()));
afterAll(() => pushService.close());

const torontoAt = (day: string, time: string) => zonedTimeToUtc(day, time, 'America/Toronto');

async function saleOn(seller: TestUser, day: string, extra: Record<string, unknown> = {}): Promise<Listing> {
  return json<Listing>(await seller.client.post('/api/listings', saleBody({ startDate: day, endDate: day, startTime: '09:00', endTime: '15:00', ...extra })), 201);
}

/** Someone with push on (or off), a browser subscribed, and these sales as favorites. */
async function buyerOf(sales: readonly Listing[], push = true): Promise<TestUser & { browser: BrowserSubscription }> {
  const person = await createUser(db(), context.server.url);
  const browser = await subscribedBrowser(person.client, pushService, push);
  for (const sale of sales) expect((await person.client.post('/api/favorites', { listingId: sale.id })).status).toBe(201);
  return { ...person, browser };
}

async function runAt(now: Date): Promise<void> {
  await pushSaleDayReminders(context.server.app.services, now);
  await context.server.app.push.settled();
}

const pushesTo = (browser: BrowserSubscription) => notificationsTo(pushService, browser);

// Each test's sales are on a day of their own, so no test's run pushes another's.
describe("a sale day's push", () => {
  it('comes once, up to three hours before a favorite opens, and opens the sale', async () => {
    const day = torontoDay(3);
    const seller = await createUser(db(), context.server.url);
    const sale = await saleOn(seller, day, { title: 'Porch sale on Elm' });
    const buyer = await buyerOf([sale]);

    await runAt(torontoAt(day, '05:30'));
    expect(pushesTo(buyer.browser)).toEqual([]);
    await runAt(torontoAt(day, '06:30'));
    await runAt(torontoAt(day, '07:30'));
    expect(pushesTo(buyer.browser)).toEqual([{ title: `Your favorite sale opens today at ${formatSaleTime('09:00', 'en')}`, body: `Porch sale on Elm · ${sale.address}`, url: salePath(sale.id) }]);
    // Kept for a phone offline only until the sale opens (2.5 h), and it wakes no one.
    const [request] = pushService.requests.filter((each) => each.path === buyer.browser.path);
    expect(request!.headers).toMatchObject({ ttl: '9000', urgency: 'normal' });
  });

  it("names how many open that day and the next to open, in the person's language, and opens the route", async () => {
    const day = torontoDay(4);
    const seller = await createUser(db(), context.server.url);
    const late = await saleOn(seller, day, { title: 'Garage sale', startTime: '11:00' });
    const early = await saleOn(seller, day, { title: 'Vente de la cour' });
    const buyer = await buyerOf([late, early]);
    await db().update(users).set({ preferences: { ...buyer.user.preferences, language: 'fr' } }).where(eq(users.id, buyer.user.id));

    await runAt(torontoAt(day, '07:00'));
    expect(pushesTo(buyer.browser)).toEqual([{ title: '2 de vos ventes favorites ouvrent aujourd’hui', body: `Prochaine à ouvrir : Vente de la cour, à ${formatSaleTime('09:00', 'fr')}`, url: ROUTE_PAGE_PATH }]);
  });

  it('is sent by one process when two run at once', async () => {
    const day = torontoDay(5);
    const buyer = await buyerOf([await saleOn(await createUser(db(), context.server.url), day)]);
    const now = torontoAt(day, '07:00');
    await Promise.all([pushSaleDayReminders(context.server.app.services, now), pushSaleDayReminders(context.server.app.services, now)]);
    await context.server.app.push.settled();
    expect(pushesTo(buyer.browser)).toHaveLength(1);
  });

  it('is not sent with push off or for a sale taken down; a block changes nothing (decision 0044)', async () => {
    const day = torontoDay(6);
    const seller = await createUser(db(), context.server.url);
    const [shown, takenDown] = [await saleOn(seller, day), await saleOn(seller, day)];
    const pushOff = await buyerOf([shown], false);
    const blocker = await buyerOf([shown]);
    expect((await blocker.client.post(`/api/users/${seller.user.id}/block`, { duration: 'permanent' })).status).toBe(200);
    const favoriteTakenDown = await buyerOf([takenDown]);
    await db().update(listings).set({ isActive: false }).where(eq(listings.id, takenDown.id));

    await runAt(torontoAt(day, '07:00'));
    for (const person of [pushOff, favoriteTakenDown]) expect(pushesTo(person.browser)).toEqual([]);
    expect(pushesTo(blocker.browser)).toHaveLength(1);
  });
});
