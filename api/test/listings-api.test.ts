// Posting, reading, editing, renewing and deleting yard sales over HTTP, with two accounts.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing, ListingsPage } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { LISTING_MESSAGES } from '@yardsale/core/schemas/listing';
import { listings } from '@/db/schema';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { geocoderFor } from '@/services/geocoding/geocoder';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { expectAnswer, expectRateLimited, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, json, saleBody, torontoDay } from './support/factories';
import { postSale, putJson } from './support/sales';

const context = useTestServer();
const db = () => context.server.database.db;
const anonymous = () => apiClient(context.server.url);
/** The geocoder the server places addresses with. */
const geocoderOf = () => geocoderFor(context.server.app.config);
const LISTING_FIELDS = [
  'address', 'categories', 'category', 'contactInfo', 'createdAt', 'dates', 'description', 'endDate', 'endTime', 'hideExactAddress', 'id', 'imageUrl',
  'imageUrls', 'isActive', 'isCommunitySale', 'isEstateSale', 'isMovingSale', 'items', 'latitude', 'longitude', 'startDate',
  'startTime', 'thumbnailUrl', 'timeZone', 'title', 'updatedAt', 'userId', 'views', 'visibleFrom', 'visibleUntil',
] satisfies (keyof Listing)[];


describe('POST /api/listings', () => {
  it('answers 401 Unauthorized to a visitor and 403 to an unverified user, as the /post screen expects', async () => {
    await expectAnswer(await anonymous().post('/api/listings', saleBody()), 401, 'Unauthorized');
    const { client } = await createUser(db(), context.server.url, { verified: false });
    const response = await client.post('/api/listings', saleBody());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Email verification required' });
  });

  it('stores a verified user\'s sale with its zone, dates and window, and shows it to everyone', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const day = torontoDay(1);
    const sale = await postSale(client, { dates: [torontoDay(2), day], timeZone: 'Asia/Tokyo', categories: ['Books', 'Furniture'] });
    expect(sale).toMatchObject({
      userId: user.id,
      timeZone: 'America/Toronto',
      dates: [day, torontoDay(2)],
      startDate: day,
      endDate: torontoDay(2),
      category: 'Furniture',
      categories: ['Books', 'Furniture'],
      isMovingSale: true,
      isActive: true,
      imageUrl: null,
    });
    // The database builds this JSON (serialization.ts): exactly the Listing fields, instants as toISOString writes them.
    expect(Object.keys(sale).sort()).toEqual(LISTING_FIELDS);
    expect(new Date(sale.createdAt).toISOString()).toBe(sale.createdAt);
    expect(Date.parse(sale.visibleFrom)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(sale.visibleUntil)).toBeGreaterThan(Date.now());

    // Others see the sale without its seller's account id, which would link all of a seller's sales.
    const { userId: _seller, ...seenByOthers } = sale;
    expect(await json<Listing>(await anonymous().get(`/api/listings/${sale.id}`))).toEqual(seenByOthers);
    const near = await json<ListingsPage>(await anonymous().get(`/api/listings?near=${MAP.defaultCenter.lat},${MAP.defaultCenter.lng}&radiusKm=1`));
    expect(near.listings.find((listing) => listing.id === sale.id)?.distanceKm).toBe(0);
  });

  it.each([
    [{ title: '' }, LISTING_MESSAGES.titleRequired],
    [{ description: '  ' }, LISTING_MESSAGES.descriptionRequired],
    [{ address: undefined }, LISTING_MESSAGES.addressRequired],
    [{ startDate: undefined, endDate: undefined }, LISTING_MESSAGES.startDateRequired],
    [{ category: undefined }, LISTING_MESSAGES.categoryRequired],
    [{ dates: [torontoDay(1), torontoDay(2), torontoDay(3), torontoDay(4)] }, LISTING_MESSAGES.tooManyDates],
    [{ dates: [torontoDay(1), torontoDay(3)] }, LISTING_MESSAGES.notConsecutive],
    [{ dates: [torontoDay(-1)] }, LISTING_MESSAGES.dateInPast],
    [{ startTime: '17:00', endTime: '09:00' }, LISTING_MESSAGES.endTimeNotAfterStart],
    [{ latitude: 19.43, longitude: -99.13 }, LISTING_MESSAGES.outsideServiceArea],
    [{ longitude: undefined }, LISTING_MESSAGES.locationRequired],
    [{ categories: ['Books', 'Furniture', 'Clothing', 'Electronics', 'Other'] }, LISTING_MESSAGES.tooManyCategories],
    [{ title: 'x'.repeat(121) }, LISTING_MESSAGES.titleTooLong],
    [{ imageUrls: ['https://example.org/photo.jpg'] }, LISTING_MESSAGES.photoInvalid],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const { client } = await createUser(db(), context.server.url);
    const body = await expectAnswer(await client.post('/api/listings', saleBody(overrides)), 400, message);
    expect(Object.values(body.errors as Record<string, string>)).toContain(message);
  });

  // SPEC section 5: latitude and longitude are optional. The posting rule of decision 0003 places the sale.
  it('places a sale sent without a point by its address, or at London, Ontario when nothing is found', async () => {
    const { client } = await createUser(db(), context.server.url);
    const springfield = await geocoderOf().forward('Springfield, MA');
    const byAddress = await postSale(client, { address: 'Springfield, MA', latitude: undefined, longitude: undefined });
    expect(byAddress).toMatchObject({ latitude: springfield!.latitude, longitude: springfield!.longitude, address: 'Springfield, MA' });
    const nowhere = await postSale(client, { address: 'Qqqzzx Nowhere Lane', latitude: null, longitude: null });
    expect(nowhere).toMatchObject({ latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng });
  });

  it(`lets a seller post ${ROUTE_RATE_LIMITS.listingCreate.limit} sales an hour, not counting refused ones`, async () => {
    const { client } = await createUser(db(), context.server.url);
    await expectAnswer(await client.post('/api/listings', saleBody({ title: '' })), 400);
    for (let i = 0; i < ROUTE_RATE_LIMITS.listingCreate.limit; i++) await postSale(client);
    await expectRateLimited(await client.post('/api/listings', saleBody()), ROUTE_RATE_LIMITS.listingCreate.windowMs / 1000);
  });

  // An edit that moves a sale announces it to alerts near its new place: a loop of moves is stopped.
  it(`lets a seller save ${ROUTE_RATE_LIMITS.listingEdit.limit} edits an hour`, async () => {
    const { client } = await createUser(db(), context.server.url);
    const sale = await postSale(client);
    for (let i = 0; i < ROUTE_RATE_LIMITS.listingEdit.limit; i++) await json(await putJson(client, `/api/listings/${sale.id}`, saleBody({ title: `Edit ${i}` })));
    await expectRateLimited(await putJson(client, `/api/listings/${sale.id}`, saleBody()), ROUTE_RATE_LIMITS.listingEdit.windowMs / 1000);
  });
});

describe('a sale already over', () => {
  afterEach(() => vi.useRealTimers());

  it('is refused when its last day is today where it is held and its end time has passed there', async () => {
    const { client } = await createUser(db(), context.server.url);
    // 16:00 in London, Ontario (EDT), whatever the machine's own clock and zone.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T20:00:00Z') });
    const today = { dates: ['2026-06-15'], startDate: '2026-06-15', endDate: '2026-06-15' };
    await expectAnswer(await client.post('/api/listings', saleBody({ ...today, startTime: '08:00', endTime: '11:00' })), 400, LISTING_MESSAGES.alreadyOver);
    // Written in its own zone: 15:00 in Winnipeg (CDT) is over too, 18:00 there is not.
    const winnipeg = { latitude: 49.9, longitude: -97.14, address: '1 Main St, Winnipeg, MB' };
    await expectAnswer(await client.post('/api/listings', saleBody({ ...today, ...winnipeg, startTime: '08:00', endTime: '15:00' })), 400, LISTING_MESSAGES.alreadyOver);
    expect((await client.post('/api/listings', saleBody({ ...today, ...winnipeg, startTime: '08:00', endTime: '18:00' }))).status).toBe(201);
  });
});

describe('changing a sale', () => {
  it('lets only the owner edit, renew and delete it; others get 403, unknown ids 404', async () => {
    const owner = await createUser(db(), context.server.url);
    const other = await createUser(db(), context.server.url);
    const sale = await postSale(owner.client);
    const url = `/api/listings/${sale.id}`;

    await expectAnswer(await putJson(other.client, url, saleBody({ title: 'Mine now' })), 403, 'You can only change your own listings');
    await expectAnswer(await other.client.patch(`${url}/renew`, undefined), 403);
    await expectAnswer(await other.client.delete(url), 403);
    await expectAnswer(await anonymous().delete(url), 401, 'Unauthorized');
    for (const id of ['6f1e2d3c-0000-4000-8000-000000000002', 'not-a-uuid']) {
      await expectAnswer(await putJson(owner.client, `/api/listings/${id}`, saleBody()), 404, 'Listing not found');
      await expectAnswer(await owner.client.delete(`/api/listings/${id}`), 404, 'Listing not found');
      await expectAnswer(await owner.client.patch(`/api/listings/${id}/renew`, undefined), 404, 'Listing not found');
      await expectAnswer(await anonymous().get(`/api/listings/${id}`), 404, 'Listing not found');
    }
    expect((await json<Listing>(await anonymous().get(url))).title).toBe(sale.title);
  });

  it('edits the whole sale and recomputes its window', async () => {
    const { client } = await createUser(db(), context.server.url);
    const sale = await postSale(client);
    const edited = await json<Listing>(await putJson(client, `/api/listings/${sale.id}`, saleBody({ title: 'Bigger Sale', endTime: '18:00', isEstateSale: true })));
    expect(edited).toMatchObject({ id: sale.id, title: 'Bigger Sale', endTime: '18:00', isEstateSale: true, createdAt: sale.createdAt });
    expect(Date.parse(edited.visibleUntil) - Date.parse(sale.visibleUntil)).toBe(60 * 60 * 1000);
    expect(edited.visibleFrom).toBe(sale.visibleFrom); // still shown from when it was first posted
    await expectAnswer(await putJson(client, `/api/listings/${sale.id}`, saleBody({ description: '' })), 400, LISTING_MESSAGES.descriptionRequired);
  });

  it('keeps the stored point on an edit without one while the address stays, and places a new address', async () => {
    const { client } = await createUser(db(), context.server.url);
    const pin = { latitude: 42.9871, longitude: -81.2561 }; // a pin the seller dragged
    const sale = await postSale(client, pin);
    const unplaced = { latitude: undefined, longitude: undefined };
    expect(await json<Listing>(await putJson(client, `/api/listings/${sale.id}`, saleBody({ ...unplaced, title: 'Same place' })))).toMatchObject({ ...pin, title: 'Same place' });
    const moved = await json<Listing>(await putJson(client, `/api/listings/${sale.id}`, saleBody({ ...unplaced, address: 'Springfield, MA' })));
    const springfield = await geocoderOf().forward('Springfield, MA');
    expect(moved).toMatchObject({ latitude: springfield!.latitude, longitude: springfield!.longitude });
  });

  it('renews a sale that is still on, says what to do with one that has ended, and leaves one a moderator took down', async () => {
    const { client } = await createUser(db(), context.server.url);
    const sale = await postSale(client);
    const renewed = await json<Listing>(await client.patch(`/api/listings/${sale.id}/renew`, undefined));
    expect(renewed.isActive).toBe(true);
    expect(Date.parse(renewed.updatedAt)).toBeGreaterThan(Date.parse(sale.updatedAt));

    await db().update(listings).set({ isActive: false }).where(eq(listings.id, sale.id)); // as the admin desk's Remove does
    await expectAnswer(await client.patch(`/api/listings/${sale.id}/renew`, undefined), 409, REQUEST_MESSAGES.takenDown);
    expect((await db().select({ isActive: listings.isActive }).from(listings).where(eq(listings.id, sale.id)))[0]!.isActive).toBe(false);
    await db().update(listings).set({ isActive: true }).where(eq(listings.id, sale.id));

    const ended = { visibleFrom: new Date(Date.now() - 7200_000), visibleUntil: new Date(Date.now() - 3600_000), dates: [torontoDay(-2)] };
    await db().update(listings).set({ ...ended, startDate: ended.dates[0], endDate: ended.dates[0] }).where(eq(listings.id, sale.id));
    await expectAnswer(await client.patch(`/api/listings/${sale.id}/renew`, undefined), 409, REQUEST_MESSAGES.saleEnded);
  });
});

describe('GET /api/listings/user', () => {
  it('answers the seller\'s own sales, newest first, ended ones included; visitors get 401', async () => {
    const { client } = await createUser(db(), context.server.url);
    const other = await createUser(db(), context.server.url);
    const older = await postSale(client, { title: 'Older' });
    const newer = await postSale(client, { title: 'Newer' });
    await postSale(other.client);
    await db().update(listings).set({ visibleUntil: new Date(Date.now() - 1000), visibleFrom: new Date(Date.now() - 2000) }).where(eq(listings.id, older.id));
    const own = await json<Listing[]>(await client.get('/api/listings/user'));
    expect(own.map((listing) => listing.id)).toEqual([newer.id, older.id]);
    await expectAnswer(await anonymous().get('/api/listings/user'), 401, 'Unauthorized');
  });
});
