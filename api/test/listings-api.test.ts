// Posting, reading, editing, renewing and deleting yard sales over HTTP, with two accounts.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingPhotoResponse, ListingsPage } from '@yardsale/core/api-types';
import { LIMITS, MAP } from '@yardsale/core/constants';
import { LISTING_MESSAGES, LISTING_PHOTO_TOO_LARGE, PHOTO_NOT_READABLE } from '@yardsale/core/schemas/listing';
import { listings } from '@/db/schema';
import { TAKEN_DOWN_MESSAGE } from '@/services/errors';
import { SALE_ENDED_MESSAGE } from '@/services/listings/writes';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { expectAnswer, expectRateLimited, PASSWORD, useTestServer } from './support/accounts';
import { photoParts, postClassified } from './support/classifieds';
import { apiClient, type ApiClient } from './support/client';
import { createUser, json, saleBody, torontoDay } from './support/factories';
import { formData, jpegWithGps } from './support/images';

const context = useTestServer();
const db = () => context.server.database.db;
const anonymous = () => apiClient(context.server.url);
const put = (client: ApiClient, url: string, body: unknown) =>
  client.fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function postSale(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<Listing> {
  return json<Listing>(await client.post('/api/listings', saleBody(overrides)), 201);
}

async function uploadPhoto(client: ApiClient, bytes: Buffer, type = 'image/jpeg'): Promise<Response> {
  return client.fetch('/api/listings/photo', { method: 'POST', body: formData({}, [{ field: 'photo', type, bytes }]) });
}

const LISTING_FIELDS = [
  'address', 'categories', 'category', 'contactInfo', 'createdAt', 'dates', 'description', 'endDate', 'endTime', 'id', 'imageUrl',
  'imageUrls', 'isActive', 'isCommunitySale', 'isEstateSale', 'isMovingSale', 'items', 'latitude', 'longitude', 'startDate',
  'startTime', 'thumbnailUrl', 'timeZone', 'title', 'updatedAt', 'userId', 'views', 'visibleFrom', 'visibleUntil',
] satisfies (keyof Listing)[];

/** Where a photo is stored now: by its own name, in one of 256 folders. */
const PHOTO_URL = /^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/;
const uploadedFile = (url: string) => path.join(context.server.dataDir, 'uploads', url.slice('/uploads/'.length));

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
    [{ categories: ['Books', 'Furniture', 'Clothing', 'Electronics', 'Other'] }, LISTING_MESSAGES.tooManyCategories],
    [{ title: 'x'.repeat(121) }, LISTING_MESSAGES.titleTooLong],
    [{ imageUrls: ['https://example.org/photo.jpg'] }, LISTING_MESSAGES.photoInvalid],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const { client } = await createUser(db(), context.server.url);
    const body = await expectAnswer(await client.post('/api/listings', saleBody(overrides)), 400, message);
    expect(Object.values(body.errors as Record<string, string>)).toContain(message);
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
    for (let i = 0; i < ROUTE_RATE_LIMITS.listingEdit.limit; i++) await json(await put(client, `/api/listings/${sale.id}`, saleBody({ title: `Edit ${i}` })));
    await expectRateLimited(await put(client, `/api/listings/${sale.id}`, saleBody()), ROUTE_RATE_LIMITS.listingEdit.windowMs / 1000);
  });
});

describe('POST /api/listings/photo', () => {
  it('re-encodes the photo as WebP of at most 1600 px without its location, and a 400 px copy for cards, for the sale to name', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const { url } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps(2400, 1200)), 201);
    expect(url).toMatch(PHOTO_URL);
    expect(url).not.toContain(user.id); // nothing in it ties the seller's sales and classifieds together
    const stored = await sharp(fs.readFileSync(uploadedFile(url))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(stored.exif).toBeUndefined();

    const sale = await postSale(client, { imageUrls: [url] });
    const thumbnailUrl = url.replace(/\.webp$/, '.thumb.webp');
    expect(sale).toMatchObject({ imageUrls: [url], imageUrl: url, thumbnailUrl });
    const copy = await anonymous().get(thumbnailUrl);
    expect(copy.status).toBe(200);
    const small = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(small.exif).toBeUndefined();
  });

  it('makes the card-sized copy of a photo stored before copies were made when it is first asked for', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const { url: uploaded } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps(2400, 1200)), 201);
    const sale = await postSale(client, { imageUrls: [uploaded] });
    // As a photo stored before copies were made: in its seller's folder, alone.
    const url = `/uploads/listings/${user.id}/${path.basename(uploaded)}`;
    fs.mkdirSync(path.dirname(uploadedFile(url)), { recursive: true });
    fs.renameSync(uploadedFile(uploaded), uploadedFile(url));
    await db().update(listings).set({ imageUrls: [url] }).where(eq(listings.id, sale.id));
    const { thumbnailUrl } = await json<Listing>(await anonymous().get(`/api/listings/${sale.id}`));
    expect(thumbnailUrl).toBe(url.replace(/\.webp$/, '.thumb.webp'));

    const copy = await anonymous().get(thumbnailUrl!);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(fs.readdirSync(path.dirname(uploadedFile(url))).sort()).toEqual([path.basename(url), path.basename(thumbnailUrl!)].sort()); // nothing half-written

    // Nothing is made without the photo, nor for a name that is not a stored photo's copy.
    const missing = url.replace(/[0-9a-f-]{36}\.webp$/, '00000000-0000-4000-8000-000000000000.thumb.webp');
    expect((await anonymous().get(missing)).status).toBe(404);
    expect((await anonymous().get(url.replace(/\.webp$/, '.small.webp'))).status).toBe(404);
    expect(fs.readdirSync(path.dirname(uploadedFile(url)))).toHaveLength(2);
  });

  it('makes no copy of a photo stored since: each is stored with its own, and a classified needs none', async () => {
    const { client } = await createUser(db(), context.server.url);
    const item = await postClassified(client, {}, await photoParts(1));
    const unasked = item.imageUrl!.replace(/\.webp$/, '.thumb.webp');
    expect((await anonymous().get(unasked)).status).toBe(404);
    expect(fs.existsSync(uploadedFile(unasked))).toBe(false);
  });

  it('names the photo itself as the card-sized copy of a photo stored before copies were made, and none without a photo', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const older = `/uploads/listings/${user.id}/6f1e2d3c-0000-4000-8000-00000000abcd.jpg`;
    const sale = await postSale(client);
    expect(sale).toMatchObject({ imageUrl: null, thumbnailUrl: null });
    await db().update(listings).set({ imageUrls: [older] }).where(eq(listings.id, sale.id));
    expect(await json<Listing>(await anonymous().get(`/api/listings/${sale.id}`))).toMatchObject({ imageUrl: older, thumbnailUrl: older });
  });

  it('refuses visitors, unverified users, big files, other files and another seller\'s photo', async () => {
    await expectAnswer(await uploadPhoto(anonymous(), await jpegWithGps()), 401, 'Unauthorized');
    const unverified = await createUser(db(), context.server.url, { verified: false });
    await expectAnswer(await uploadPhoto(unverified.client, await jpegWithGps()), 403, 'Email verification required');

    const { client } = await createUser(db(), context.server.url);
    await expectAnswer(await uploadPhoto(client, Buffer.alloc(LIMITS.yardSalePhotoMaxBytes + 1)), 413, LISTING_PHOTO_TOO_LARGE);
    await expectAnswer(await uploadPhoto(client, Buffer.from('not a photo')), 400, PHOTO_NOT_READABLE);
    await expectAnswer(await uploadPhoto(client, Buffer.from('hello'), 'text/plain'), 400, PHOTO_NOT_READABLE);

    const other = await createUser(db(), context.server.url);
    const { url } = await json<ListingPhotoResponse>(await uploadPhoto(other.client, await jpegWithGps()), 201);
    await expectAnswer(await client.post('/api/listings', saleBody({ imageUrls: [url] })), 400, LISTING_MESSAGES.photoInvalid);
    // Once on the other seller's sale, it is still theirs alone.
    await postSale(other.client, { imageUrls: [url] });
    await expectAnswer(await client.post('/api/listings', saleBody({ imageUrls: [url] })), 400, LISTING_MESSAGES.photoInvalid);
  });

  it('gives an upload to one sale only, even to two saves at once', async () => {
    const { client } = await createUser(db(), context.server.url);
    const { url } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const answers = await Promise.all([1, 2].map((n) => client.post('/api/listings', saleBody({ title: `Twin ${n}`, imageUrls: [url] }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await db().select({ id: listings.id }).from(listings).where(sql`${listings.imageUrls} ? ${url}`)).toHaveLength(1);
  });

  it("keeps a sale's photo through an edit, and its seller's photos stored before photos had names of their own", async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const other = await createUser(db(), context.server.url);
    const { url } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const sale = await postSale(client, { imageUrls: [url] });
    expect(await json<Listing>(await put(client, `/api/listings/${sale.id}`, saleBody({ title: 'Same photo', imageUrls: [url] })))).toMatchObject({ imageUrls: [url] });

    const older = `/uploads/listings/${user.id}/6f1e2d3c-0000-4000-8000-00000000abce.webp`;
    expect(await json<Listing>(await put(client, `/api/listings/${sale.id}`, saleBody({ imageUrls: [older] })))).toMatchObject({ imageUrls: [older] });
    await expectAnswer(await other.client.post('/api/listings', saleBody({ imageUrls: [older] })), 400, LISTING_MESSAGES.photoInvalid);
  });
});

describe('deleting an account', () => {
  it("deletes every photo file it owned: its sales', its classifieds', those it uploaded for nothing, and its older folder", async () => {
    const { user, client } = await createUser(db(), context.server.url, { password: PASSWORD });
    const { url: saleUrl } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    await postSale(client, { imageUrls: [saleUrl] });
    const { url: unused } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const item = await postClassified(client, {}, await photoParts(1));
    const olderFolder = path.join(context.server.dataDir, 'uploads', 'listings', user.id);
    fs.mkdirSync(olderFolder, { recursive: true });
    fs.writeFileSync(path.join(olderFolder, '6f1e2d3c-0000-4000-8000-00000000abcf.webp'), 'older photo');
    const files = [saleUrl, saleUrl.replace(/\.webp$/, '.thumb.webp'), unused, item.imageUrl!, item.thumbnailUrl!].map(uploadedFile);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    await expectAnswer(await client.delete('/api/users/account', { password: PASSWORD }), 200, 'Your account has been deleted');
    for (const file of [...files, olderFolder]) expect(fs.existsSync(file), file).toBe(false);
  });
});

describe('changing a sale', () => {
  it('lets only the owner edit, renew and delete it; others get 403, unknown ids 404', async () => {
    const owner = await createUser(db(), context.server.url);
    const other = await createUser(db(), context.server.url);
    const sale = await postSale(owner.client);
    const url = `/api/listings/${sale.id}`;

    await expectAnswer(await put(other.client, url, saleBody({ title: 'Mine now' })), 403, 'You can only change your own listings');
    await expectAnswer(await other.client.patch(`${url}/renew`, undefined), 403);
    await expectAnswer(await other.client.delete(url), 403);
    await expectAnswer(await anonymous().delete(url), 401, 'Unauthorized');
    for (const id of ['6f1e2d3c-0000-4000-8000-000000000002', 'not-a-uuid']) {
      await expectAnswer(await put(owner.client, `/api/listings/${id}`, saleBody()), 404, 'Listing not found');
      await expectAnswer(await owner.client.delete(`/api/listings/${id}`), 404, 'Listing not found');
      await expectAnswer(await owner.client.patch(`/api/listings/${id}/renew`, undefined), 404, 'Listing not found');
      await expectAnswer(await anonymous().get(`/api/listings/${id}`), 404, 'Listing not found');
    }
    expect((await json<Listing>(await anonymous().get(url))).title).toBe(sale.title);
  });

  it('edits the whole sale and recomputes its window', async () => {
    const { client } = await createUser(db(), context.server.url);
    const sale = await postSale(client);
    const edited = await json<Listing>(await put(client, `/api/listings/${sale.id}`, saleBody({ title: 'Bigger Sale', endTime: '18:00', isEstateSale: true })));
    expect(edited).toMatchObject({ id: sale.id, title: 'Bigger Sale', endTime: '18:00', isEstateSale: true, createdAt: sale.createdAt });
    expect(Date.parse(edited.visibleUntil) - Date.parse(sale.visibleUntil)).toBe(60 * 60 * 1000);
    expect(edited.visibleFrom).toBe(sale.visibleFrom); // still shown from when it was first posted
    await expectAnswer(await put(client, `/api/listings/${sale.id}`, saleBody({ description: '' })), 400, LISTING_MESSAGES.descriptionRequired);
  });

  it('replaces and deletes the stored photo with the sale', async () => {
    const { client } = await createUser(db(), context.server.url);
    const first = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const second = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const sale = await postSale(client, { imageUrls: [first.url] });
    await json<Listing>(await put(client, `/api/listings/${sale.id}`, saleBody({ imageUrls: [second.url] })));
    const stored = (url: string) => [url, url.replace(/\.webp$/, '.thumb.webp')].map((file) => fs.existsSync(uploadedFile(file)));
    expect(stored(first.url)).toEqual([false, false]);
    expect(stored(second.url)).toEqual([true, true]);

    expect(await json(await client.delete(`/api/listings/${sale.id}`))).toEqual({ message: 'Listing deleted' });
    expect(stored(second.url)).toEqual([false, false]);
    await expectAnswer(await anonymous().get(`/api/listings/${sale.id}`), 404);
  });

  it('renews a sale that is still on, says what to do with one that has ended, and leaves one a moderator took down', async () => {
    const { client } = await createUser(db(), context.server.url);
    const sale = await postSale(client);
    const renewed = await json<Listing>(await client.patch(`/api/listings/${sale.id}/renew`, undefined));
    expect(renewed.isActive).toBe(true);
    expect(Date.parse(renewed.updatedAt)).toBeGreaterThan(Date.parse(sale.updatedAt));

    await db().update(listings).set({ isActive: false }).where(eq(listings.id, sale.id)); // as the admin desk's Remove does
    await expectAnswer(await client.patch(`/api/listings/${sale.id}/renew`, undefined), 409, TAKEN_DOWN_MESSAGE);
    expect((await db().select({ isActive: listings.isActive }).from(listings).where(eq(listings.id, sale.id)))[0]!.isActive).toBe(false);
    await db().update(listings).set({ isActive: true }).where(eq(listings.id, sale.id));

    const ended = { visibleFrom: new Date(Date.now() - 7200_000), visibleUntil: new Date(Date.now() - 3600_000), dates: [torontoDay(-2)] };
    await db().update(listings).set({ ...ended, startDate: ended.dates[0], endDate: ended.dates[0] }).where(eq(listings.id, sale.id));
    await expectAnswer(await client.patch(`/api/listings/${sale.id}/renew`, undefined), 409, SALE_ENDED_MESSAGE);
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
