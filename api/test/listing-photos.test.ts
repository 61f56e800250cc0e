// A yard sale's photo over HTTP: the upload (re-encoded, without location, with its card-sized
// copy), the names it is stored by (decision 0043), who may name it, and the files a sale's edit,
// its deletion and its seller's account deletion remove.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingPhotoResponse } from '@yardsale/core/api-types';
import { LIMITS } from '@yardsale/core/limits';
import { LISTING_MESSAGES, LISTING_PHOTO_TOO_LARGE } from '@yardsale/core/schemas/listing';
import { PHOTO_NOT_READABLE } from '@yardsale/core/schemas/validation-messages';
import { listings } from '@/db/schema';
import { expectAnswer, PASSWORD, useTestServer, withServer } from './support/accounts';
import { photoParts, postClassified } from './support/classifieds';
import { apiClient } from './support/client';
import { createUser, json, saleBody } from './support/factories';
import { jpegWithGps } from './support/images';
import { postSale, putJson, uploadPhoto } from './support/sales';

const context = useTestServer();
const db = () => context.server.database.db;
const anonymous = () => apiClient(context.server.url);
/** Where a photo is stored now: by its own name, in one of 256 folders. */
const PHOTO_URL = /^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/;
const uploadedFile = (url: string) => path.join(context.server.dataDir, 'uploads', url.slice('/uploads/'.length));

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

  it('is kept in UPLOADS_DIR, which two processes share: one serves and deletes what the other stored', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-shared-uploads-'));
    try {
      await withServer(context.server, { UPLOADS_DIR: shared }, (first) =>
        withServer(context.server, { UPLOADS_DIR: shared }, async (second) => {
          const { client } = await createUser(db(), first.url);
          const { url } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
          expect(fs.existsSync(path.join(shared, url.slice('/uploads/'.length)))).toBe(true);
          const onSecond = apiClient(second.url, client.sessionCookie);
          const sale = await json<Listing>(await onSecond.post('/api/listings', saleBody({ imageUrls: [url] })), 201);
          expect((await apiClient(second.url).get(url)).status).toBe(200);
          await json(await onSecond.delete(`/api/listings/${sale.id}`));
          expect((await apiClient(first.url).get(url)).status).toBe(404);
        }),
      );
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
    }
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
    expect(await json<Listing>(await putJson(client, `/api/listings/${sale.id}`, saleBody({ title: 'Same photo', imageUrls: [url] })))).toMatchObject({ imageUrls: [url] });

    const older = `/uploads/listings/${user.id}/6f1e2d3c-0000-4000-8000-00000000abce.webp`;
    expect(await json<Listing>(await putJson(client, `/api/listings/${sale.id}`, saleBody({ imageUrls: [older] })))).toMatchObject({ imageUrls: [older] });
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

describe("a sale's photo files", () => {
  it('replaces and deletes the stored photo with the sale', async () => {
    const { client } = await createUser(db(), context.server.url);
    const first = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const second = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
    const sale = await postSale(client, { imageUrls: [first.url] });
    await json<Listing>(await putJson(client, `/api/listings/${sale.id}`, saleBody({ imageUrls: [second.url] })));
    const stored = (url: string) => [url, url.replace(/\.webp$/, '.thumb.webp')].map((file) => fs.existsSync(uploadedFile(file)));
    expect(stored(first.url)).toEqual([false, false]);
    expect(stored(second.url)).toEqual([true, true]);

    expect(await json(await client.delete(`/api/listings/${sale.id}`))).toEqual({ message: 'Listing Deleted' });
    expect(stored(second.url)).toEqual([false, false]);
    await expectAnswer(await anonymous().get(`/api/listings/${sale.id}`), 404);
  });
});
