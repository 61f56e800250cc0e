// Posting, reading, editing, refreshing and deleting classifieds over HTTP, with two accounts.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS, MAP } from '@yardsale/core/constants';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { classifieds } from '@/db/schema';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { classifiedFields, photoParts, postClassified, sendClassified } from './support/classifieds';
import { createUser, json } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const anonymous = () => apiClient(context.server.url);
const uploadedFile = (url: string) => path.join(context.server.dataDir, 'uploads', url.slice('/uploads/'.length));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/classifieds', () => {
  it('answers the spec\'s 401 to a visitor and 403 to an unverified user', async () => {
    await expectAnswer(await sendClassified(anonymous(), 'POST', '/api/classifieds', classifiedFields()), 401, CLASSIFIED_MESSAGES.loginRequired);
    const { client } = await createUser(db(), context.server.url, { verified: false });
    await expectAnswer(await sendClassified(client, 'POST', '/api/classifieds', classifiedFields()), 403, CLASSIFIED_MESSAGES.emailVerificationRequired);
  });

  it('stores the form with its area, a snapped public point and a 30-day lifetime, and shows the seller everything', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const before = Date.now();
    const item = await postClassified(client, { price: '40.5', categories: '["Housing", "Furniture"]' });
    expect(item).toMatchObject({
      userId: user.id,
      title: 'Kids Bicycle 16 inch',
      price: '40.50',
      condition: 'Good',
      category: 'Sports & Outdoors',
      categories: ['Sports & Outdoors', 'Housing', 'Furniture'],
      location: '123 Oxford St W, London, ON',
      area: 'London, ON',
      latitude: MAP.defaultCenter.lat + 0.00321,
      longitude: MAP.defaultCenter.lng - 0.00456,
      imageUrls: [],
      imageUrl: null,
      isActive: true,
      views: 0,
    });
    expect(Date.parse(item.renewedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item.expiresAt) - Date.parse(item.renewedAt)).toBe(CLASSIFIEDS.lifetimeDays * DAY_MS);
  });

  it('stores price 0 (Free) when none is given, and the spec\'s default condition choices', async () => {
    const { client } = await createUser(db(), context.server.url);
    const { price: _omitted, ...fields } = classifiedFields();
    const free = await json<Classified>(await sendClassified(client, 'POST', '/api/classifieds', fields), 201);
    expect(free.price).toBe('0.00');
    for (const condition of ['New', 'Like New', 'Good', 'Fair', 'Poor']) expect((await postClassified(client, { condition })).condition).toBe(condition);
  });

  it.each([
    ['title', { title: '  ' }, CLASSIFIED_MESSAGES.titleRequired],
    ['description', { description: '' }, CLASSIFIED_MESSAGES.descriptionRequired],
    ['category', { category: '' }, CLASSIFIED_MESSAGES.categoryRequired],
    ['category', { category: 'Spaceships' }, CLASSIFIED_MESSAGES.categoryInvalid],
    ['condition', { condition: '' }, CLASSIFIED_MESSAGES.conditionRequired],
    ['condition', { condition: 'Mint' }, CLASSIFIED_MESSAGES.conditionInvalid],
    ['customAddress', { customAddress: ' ' }, CLASSIFIED_MESSAGES.locationRequired],
    ['latitude', { latitude: '' }, CLASSIFIED_MESSAGES.pointRequired],
    ['longitude', { longitude: 'east' }, CLASSIFIED_MESSAGES.pointRequired],
    ['longitude', { latitude: '48.85', longitude: '2.35' }, CLASSIFIED_MESSAGES.outsideServiceArea],
    ['price', { price: '-1' }, CLASSIFIED_MESSAGES.priceNegative],
    ['price', { price: '12.345' }, CLASSIFIED_MESSAGES.priceDecimals],
    ['price', { price: 'cheap' }, CLASSIFIED_MESSAGES.priceInvalid],
    ['price', { price: '100000000' }, CLASSIFIED_MESSAGES.priceTooHigh],
    ['categories', { categories: '["Housing", "Books", "Toys & Games", "Other"]' }, CLASSIFIED_MESSAGES.tagsInvalid],
    ['categories', { categories: '["Rockets"]' }, CLASSIFIED_MESSAGES.tagsInvalid],
    ['title', { title: 'x'.repeat(121) }, CLASSIFIED_MESSAGES.titleTooLong],
  ])('refuses a bad %s with "Validation failed: path: message" (%j)', async (field, overrides, message) => {
    const { client } = await createUser(db(), context.server.url);
    const body = await expectAnswer(await sendClassified(client, 'POST', '/api/classifieds', classifiedFields(overrides)), 400);
    const [path] = Object.keys(body.errors as object);
    expect(path?.startsWith(field)).toBe(true);
    expect(body.message).toBe(`Validation failed: ${path}: ${message}`);
  });

  it('takes the price as 10 digits with 2 decimals at most', async () => {
    const { client } = await createUser(db(), context.server.url);
    expect((await postClassified(client, { price: '99999999.99' })).price).toBe('99999999.99');
    expect((await postClassified(client, { price: '.5' })).price).toBe('0.50');
  });
});

describe('reading a classified', () => {
  it('gives others the area and a point on the ~1 km grid, never the address, the exact point or the seller id', async () => {
    const seller = await createUser(db(), context.server.url);
    const item = await postClassified(seller.client);
    const other = await createUser(db(), context.server.url);
    for (const client of [anonymous(), other.client]) {
      const seen = await json<Classified>(await client.get(`/api/classifieds/${item.id}`));
      expect(seen).not.toHaveProperty('location');
      expect(seen).not.toHaveProperty('userId');
      expect(seen.area).toBe('London, ON');
      expect(seen.latitude).toBe(Math.round(item.latitude * 100) / 100);
      expect(seen.longitude).toBe(Math.round(item.longitude * 100) / 100);
      expect(JSON.stringify(seen)).not.toContain('Oxford');
    }
    expect(await json<Classified>(await seller.client.get(`/api/classifieds/${item.id}`))).toEqual(item);
  });

  it('lists the seller\'s own classifieds newest first, and only to them', async () => {
    const seller = await createUser(db(), context.server.url);
    const first = await postClassified(seller.client, { title: 'First' });
    const second = await postClassified(seller.client, { title: 'Second' });
    await postClassified((await createUser(db(), context.server.url)).client, { title: 'Someone else' });
    const own = await json<Classified[]>(await seller.client.get('/api/classifieds/user'));
    expect(own.map((item) => item.id)).toEqual([second.id, first.id]);
    await expectAnswer(await anonymous().get('/api/classifieds/user'), 401, 'Unauthorized');
  });

  it('answers 404 for an unknown or malformed id, and for an expired one to anyone but its seller', async () => {
    const seller = await createUser(db(), context.server.url);
    const item = await postClassified(seller.client);
    await expectAnswer(await anonymous().get('/api/classifieds/00000000-0000-4000-8000-000000000000'), 404, CLASSIFIED_MESSAGES.notFound);
    await expectAnswer(await anonymous().get('/api/classifieds/not-an-id'), 404, CLASSIFIED_MESSAGES.notFound);
    await json(await seller.client.post(`/api/dev/classifieds/${item.id}/age`, { days: CLASSIFIEDS.lifetimeDays + 1 }));
    await expectAnswer(await anonymous().get(`/api/classifieds/${item.id}`), 404, CLASSIFIED_MESSAGES.notFound);
    expect((await json<Classified>(await seller.client.get(`/api/classifieds/${item.id}`))).id).toBe(item.id);
  });
});

describe('editing, refreshing and deleting', () => {
  it('lets only the owner edit, refresh and delete; others get 403, unknown ids 404', async () => {
    const seller = await createUser(db(), context.server.url);
    const item = await postClassified(seller.client);
    const other = await createUser(db(), context.server.url);
    const url = `/api/classifieds/${item.id}`;
    await expectAnswer(await sendClassified(other.client, 'PUT', url, classifiedFields()), 403, CLASSIFIED_MESSAGES.notOwner);
    await expectAnswer(await other.client.patch(`/api/listings/${item.id}/renew`, undefined), 403, CLASSIFIED_MESSAGES.notOwner);
    await expectAnswer(await other.client.delete(url), 403, CLASSIFIED_MESSAGES.notOwner);
    await expectAnswer(await other.client.delete(`/api/listings/${item.id}`), 403, CLASSIFIED_MESSAGES.notOwner);
    await expectAnswer(await sendClassified(anonymous(), 'PUT', url, classifiedFields()), 401, CLASSIFIED_MESSAGES.loginRequired);
    await expectAnswer(await sendClassified(seller.client, 'PUT', '/api/classifieds/00000000-0000-4000-8000-000000000000', classifiedFields()), 404, CLASSIFIED_MESSAGES.notFound);
    const edited = await json<Classified>(await sendClassified(seller.client, 'PUT', url, classifiedFields({ title: 'Kids Bicycle, like new', price: '0' })));
    expect(edited).toMatchObject({ id: item.id, title: 'Kids Bicycle, like new', price: '0.00', createdAt: item.createdAt, renewedAt: item.renewedAt });
  });

  it('keeps, removes, reorders and adds photos as imageUrls says, deleting the files it drops', async () => {
    const { client } = await createUser(db(), context.server.url);
    const item = await postClassified(client, {}, await photoParts(3));
    expect(item.imageUrls).toHaveLength(3);
    const [a, b, c] = item.imageUrls as [string, string, string];
    const [, , cThumb] = item.thumbnailUrls;
    const order = JSON.stringify([c, 'new:0', a]);
    const edited = await json<Classified>(await sendClassified(client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ imageUrls: order }), await photoParts(1)));
    expect(edited.imageUrls).toHaveLength(3);
    expect(edited.imageUrls[0]).toBe(c);
    expect(edited.thumbnailUrls[0]).toBe(cThumb);
    expect(edited.imageUrls[2]).toBe(a);
    expect(edited.imageUrl).toBe(c);
    expect(fs.existsSync(uploadedFile(b))).toBe(false);
    expect(fs.existsSync(uploadedFile(item.thumbnailUrls[1]!))).toBe(false);
    for (const url of [...edited.imageUrls, ...edited.thumbnailUrls]) expect(fs.existsSync(uploadedFile(url))).toBe(true);
  });

  it('refuses photo orders naming someone else\'s photo, a missing file or one twice', async () => {
    const { client } = await createUser(db(), context.server.url);
    const item = await postClassified(client, {}, await photoParts(1));
    const url = `/api/classifieds/${item.id}`;
    for (const order of [['/uploads/listings/x/y.webp'], ['new:1'], [item.imageUrls[0], item.imageUrls[0]]]) {
      const body = await expectAnswer(await sendClassified(client, 'PUT', url, classifiedFields({ imageUrls: JSON.stringify(order) }), await photoParts(1)), 400);
      expect(body.message).toBe(CLASSIFIED_MESSAGES.imageInvalid);
    }
  });

  it('refreshes to the top of the newest list with a new lifetime (PATCH /api/listings/{id}/renew)', async () => {
    const seller = await createUser(db(), context.server.url);
    const old = await postClassified(seller.client, { title: 'Old unicycle' });
    await postClassified(seller.client, { title: 'Newer unicycle' });
    await json(await seller.client.post(`/api/dev/classifieds/${old.id}/age`, { days: 20 }));
    const newest = async () => (await json<{ classifieds: Classified[] }>(await anonymous().get('/api/classifieds?q=unicycle'))).classifieds.map((item) => item.title);
    expect(await newest()).toEqual(['Newer unicycle', 'Old unicycle']);
    const renewed = await json<Classified>(await seller.client.patch(`/api/listings/${old.id}/renew`, undefined));
    expect(Date.parse(renewed.expiresAt) - Date.parse(renewed.renewedAt)).toBe(CLASSIFIEDS.lifetimeDays * DAY_MS);
    expect(Date.parse(renewed.createdAt)).toBeLessThan(Date.parse(renewed.renewedAt) - 19 * DAY_MS);
    expect(await newest()).toEqual(['Old unicycle', 'Newer unicycle']);

    // Again at once, or a new one: too new to refresh, as the prompt only offers it from 14 days on.
    for (const id of [old.id, (await postClassified(seller.client, { title: 'Newest unicycle' })).id]) {
      await expectAnswer(await seller.client.patch(`/api/listings/${id}/renew`, undefined), 409, CLASSIFIED_MESSAGES.tooNewToRefresh);
    }
    expect(await newest()).toEqual(['Newest unicycle', 'Old unicycle', 'Newer unicycle']);
    await json(await seller.client.post(`/api/dev/classifieds/${old.id}/age`, { days: 14 }));

    await db().update(classifieds).set({ isActive: false }).where(eq(classifieds.id, old.id)); // as the admin desk's Remove does
    await expectAnswer(await seller.client.patch(`/api/listings/${old.id}/renew`, undefined), 409, REQUEST_MESSAGES.takenDown);
    expect(await newest()).toEqual(['Newest unicycle', 'Newer unicycle']);
  });

  it.each([
    ['DELETE /api/classifieds/{id}', 'classifieds'],
    ["the spec's one delete path for posts, DELETE /api/listings/{id}", 'listings'],
  ])('deletes the classified and its photo files (%s)', async (_name, resource) => {
    const { client } = await createUser(db(), context.server.url);
    const item = await postClassified(client, {}, await photoParts(2));
    expect(await json(await client.delete(`/api/${resource}/${item.id}`))).toEqual({ message: 'Listing Deleted' });
    for (const url of [...item.imageUrls, ...item.thumbnailUrls]) expect(fs.existsSync(uploadedFile(url))).toBe(false);
    await expectAnswer(await client.get(`/api/classifieds/${item.id}`), 404, CLASSIFIED_MESSAGES.notFound);
  });
});

describe('photos', () => {
  it('re-encodes each photo without metadata in two sizes: 1600 px for the viewer, 400 px for cards', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const item = await postClassified(client, {}, [{ field: 'images', type: 'image/jpeg', bytes: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#335577' } }).jpeg().withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 59/1 0/1' } }).toBuffer() }]);
    const [large, small] = [item.imageUrl!, item.thumbnailUrl!];
    for (const url of [large, small]) expect(url).toMatch(/^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    expect(large).not.toContain(user.id);
    const [largeMeta, smallMeta] = await Promise.all([sharp(uploadedFile(large)).metadata(), sharp(uploadedFile(small)).metadata()]);
    expect([largeMeta.width, largeMeta.height]).toEqual([1600, 1200]);
    expect([smallMeta.width, smallMeta.height]).toEqual([400, 300]);
    for (const meta of [largeMeta, smallMeta]) {
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    const served = await anonymous().get(small);
    expect(served.status).toBe(200);
  });

  it('answers the spec\'s message for more than 10 images, and 413 for a photo over 15 MB', async () => {
    const { client } = await createUser(db(), context.server.url);
    await expectAnswer(await sendClassified(client, 'POST', '/api/classifieds', classifiedFields(), await photoParts(11)), 400, CLASSIFIED_MESSAGES.tooManyImages);
    const seller = await postClassified(client, {}, await photoParts(10));
    expect(seller.imageUrls).toHaveLength(10);
    await expectAnswer(await sendClassified(client, 'PUT', `/api/classifieds/${seller.id}`, classifiedFields(), await photoParts(1)), 400, CLASSIFIED_MESSAGES.tooManyImages);
    const huge = { field: 'images', type: 'image/jpeg', bytes: Buffer.alloc(CLASSIFIEDS.photoMaxBytes + 1) };
    await expectAnswer(await sendClassified(client, 'POST', '/api/classifieds', classifiedFields(), [huge]), 413, CLASSIFIED_MESSAGES.photoTooLarge);
  });

  it('refuses a file that is not a photo and stores nothing of the classified', async () => {
    const { client } = await createUser(db(), context.server.url);
    const files = [...(await photoParts(1)), { field: 'images', type: 'image/jpeg', bytes: 'not a jpeg' }];
    await expectAnswer(await sendClassified(client, 'POST', '/api/classifieds', classifiedFields({ title: 'Broken upload' }), files), 400, 'Upload Error: Failed to process the image file');
    expect(await json<Classified[]>(await client.get('/api/classifieds/user'))).toEqual([]);
  });
});
