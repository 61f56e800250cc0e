// The photos of a post an administrator took down (decision 0045): nobody but its owner and the
// administrators is served them, a stranger cannot tell them from deleted files however the address
// is spelled, a photo added while the post is down is withheld too, every API process withholds them,
// a restore serves them again, and a process that loses its database keeps its list.
import http from 'node:http';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingPhotoResponse } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { withheldPhotos } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { withheldPhotoList, withholdPhotosOf } from '@/services/withheld-photos';
import { useTestServer, withServer } from './support/accounts';
import { classifiedFields, photoParts, postClassified, sendClassified } from './support/classifieds';
import { apiClient, type ApiClient } from './support/client';
import { openTestDatabase } from './support/database';
import { createUser, insertRows, json, saleBody, saleRow, type TestUser } from './support/factories';
import { jpegWithGps } from './support/images';
import { postSale, putJson, uploadPhoto } from './support/sales';

const context = useTestServer();
const db = () => context.server.database.db;
const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';
const removed = (admin: TestUser, postId: string) => admin.client.post(`/api/admin/listings/${postId}/remove`, { note: 'Photo shows a child' }).then((response) => json(response));

/** A seller's yard sale with a photo and classified with two, a neighbour who saw them, and an administrator. */
async function sellerWithPhotos() {
  const [seller, neighbour, admin] = (await Promise.all([0, 1, 2].map(() => createUser(db(), context.server.url)))) as [TestUser, TestUser, TestUser];
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  const sale = await postSale(seller.client, { imageUrls: [await newPhoto(seller)] });
  const classified = await postClassified(seller.client, {}, await photoParts(2));
  const files = { sale: [sale.imageUrl!, sale.thumbnailUrl!], classified: [...classified.imageUrls, ...classified.thumbnailUrls] };
  expect(files.sale[1]).not.toBe(files.sale[0]);
  expect(files.classified).toHaveLength(4);
  return { seller, neighbour, admin, saleId: sale.id, classifiedId: classified.id, files };
}

const newPhoto = async (seller: TestUser) => (await json<ListingPhotoResponse>(await uploadPhoto(seller.client, await jpegWithGps()), 201)).url;

/** Status and Cache-Control of each file as `client` gets it. */
const served = (client: ApiClient, urls: readonly string[]) =>
  Promise.all(urls.map(async (url) => {
    const response = await client.get(url);
    await response.arrayBuffer();
    return `${response.status} ${response.headers.get('cache-control')}`;
  }));

const everywhere = (urls: readonly string[], answer: string) => urls.map(() => answer);
const MISSING = '404 null';

/** A request sent with its path exactly as written (fetch would resolve dot segments itself): status, headers but Date, body. */
const rawAnswer = (rawPath: string, method = 'GET') =>
  new Promise<{ status: number | undefined; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = http.request(context.server.url, { path: rawPath, method }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const { date: _date, ...headers } = response.headers;
        resolve({ status: response.statusCode, headers, body });
      });
    });
    request.on('error', reject).end();
  });

describe('the photos of a post taken down', () => {
  it('are withheld from everyone but its owner and the administrators once an administrator removes the post', async () => {
    const { seller, neighbour, admin, saleId, classifiedId, files } = await sellerWithPhotos();
    const guest = apiClient(context.server.url);
    const all = [...files.sale, ...files.classified];
    expect(await served(guest, all)).toEqual(everywhere(all, `200 ${PUBLIC}`));

    await removed(admin, saleId);
    for (const viewer of [guest, neighbour.client]) {
      expect(await served(viewer, files.sale)).toEqual(everywhere(files.sale, MISSING));
      expect(await served(viewer, files.classified)).toEqual(everywhere(files.classified, `200 ${PUBLIC}`));
    }
    for (const viewer of [seller.client, admin.client]) expect(await served(viewer, files.sale)).toEqual(everywhere(files.sale, `200 ${PRIVATE}`));

    await removed(admin, classifiedId);
    expect(await served(guest, files.classified)).toEqual(everywhere(files.classified, MISSING));
    expect(await served(seller.client, files.classified)).toEqual(everywhere(files.classified, `200 ${PRIVATE}`));
  });

  it('cannot be told from a file that is not there, however the address is spelled', async () => {
    const { admin, saleId, files } = await sellerWithPhotos();
    const withheld = files.sale[0]!;
    const missing = withheld.replace(/\/[0-9a-f]{8}-/, '/00000000-');
    const folder = withheld.split('/').at(-2)!;
    const spellings: Array<(url: string) => string> = [
      (url) => url,
      (url) => `${url}?v=1`,
      (url) => url.replace(/\/([0-9a-f])([^/]*)$/, (_, first: string, rest: string) => `/%${first.charCodeAt(0).toString(16)}${rest}`),
      (url) => url.replace('/uploads/', '/%75ploads/'),
      (url) => url.replace(`/photos/${folder}/`, `/photos%2F..%2Fphotos/${folder}/`),
      (url) => url.replace('/photos/', '/photos/./'),
      (url) => url.replace('/uploads/', '/uploads//'),
      (url) => url.replace(`/photos/${folder}/`, `/photos/../photos/${folder}/`),
    ];
    await removed(admin, saleId);
    for (const spell of spellings) {
      const [stranger, nothing] = [await rawAnswer(spell(withheld)), await rawAnswer(spell(missing))];
      expect({ spelling: spell(withheld), ...stranger, body: stranger.body.replaceAll(spell(withheld), '…') }).toEqual({ spelling: spell(withheld), ...nothing, body: nothing.body.replaceAll(spell(missing), '…') });
      expect(stranger.status).not.toBe(200);
    }
    expect((await rawAnswer(withheld, 'HEAD')).status).toBe(404);
    expect((await rawAnswer(files.sale[1]!, 'HEAD')).status).toBe(404);
  });

  it('include a photo the seller adds to the post while it is down', async () => {
    const { seller, admin, saleId, classifiedId } = await sellerWithPhotos();
    await removed(admin, saleId);
    await removed(admin, classifiedId);
    const added = await newPhoto(seller);
    const sale = await json<{ imageUrl: string; thumbnailUrl: string }>(await putJson(seller.client, `/api/listings/${saleId}`, saleBody({ imageUrls: [added] })));
    expect(sale.imageUrl).toBe(added);
    const item = await json<{ imageUrls: string[]; thumbnailUrls: string[] }>(await sendClassified(seller.client, 'PUT', `/api/classifieds/${classifiedId}`, classifiedFields({ imageUrls: JSON.stringify(['new:0']) }), await photoParts(1)));
    const addedFiles = [sale.imageUrl, sale.thumbnailUrl, ...item.imageUrls, ...item.thumbnailUrls];
    expect(addedFiles).toHaveLength(4);
    expect(await served(apiClient(context.server.url), addedFiles)).toEqual(everywhere(addedFiles, MISSING));
    expect(await served(seller.client, addedFiles)).toEqual(everywhere(addedFiles, `200 ${PRIVATE}`));
  });

  it('are withheld by every API process on the database within seconds, by the one that took the post down at once', async () => {
    const { admin, saleId, files } = await sellerWithPhotos();
    // A second process on the same database and the same uploads (as behind a load balancer).
    await withServer(context.server, { DATA_DIR: context.server.dataDir }, async (other) => {
      const elsewhere = apiClient(other.url);
      expect(await served(elsewhere, files.sale)).toEqual(everywhere(files.sale, `200 ${PUBLIC}`));
      await removed(admin, saleId);
      expect(await served(apiClient(context.server.url), files.sale)).toEqual(everywhere(files.sale, MISSING));
      await expect.poll(() => served(elsewhere, files.sale), { timeout: 10_000, interval: 500 }).toEqual(everywhere(files.sale, MISSING));
    });
  });

  it('are withheld while their seller is suspended and served again on restore, but for a post removed meanwhile', async () => {
    const { seller, admin, classifiedId, files } = await sellerWithPhotos();
    const guest = apiClient(context.server.url);
    const all = [...files.sale, ...files.classified];
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Scam' }));
    expect(await served(guest, all)).toEqual(everywhere(all, MISSING));
    expect(await served(admin.client, all)).toEqual(everywhere(all, `200 ${PRIVATE}`));
    await removed(admin, classifiedId);

    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/restore`, { note: 'Appeal accepted' }));
    expect(await served(guest, files.sale)).toEqual(everywhere(files.sale, `200 ${PUBLIC}`));
    expect(await served(guest, files.classified)).toEqual(everywhere(files.classified, MISSING));
  });

  it('are no longer recorded once their owner deletes the post', async () => {
    const { seller, admin, saleId, files } = await sellerWithPhotos();
    await removed(admin, saleId);
    expect(await db().select().from(withheldPhotos).where(eq(withheldPhotos.listingId, saleId))).toHaveLength(files.sale.length);
    expect((await seller.client.delete(`/api/listings/${saleId}`)).status).toBe(200);
    expect(await db().select().from(withheldPhotos).where(eq(withheldPhotos.listingId, saleId))).toEqual([]);
  });
});

describe('a process’s copy of the withheld photos', () => {
  const silent = pino({ level: 'silent' });

  it('keeps its last list while its queries fail, and serves nothing before it has read one', async () => {
    const database = await openTestDatabase();
    const { user } = await createUser(database.db, context.server.url);
    const [saleId] = await insertRows(database.db, [saleRow(user.id, MAP.defaultCenter, new Date(), { imageUrls: ['/uploads/photos/ab/ab000000-0000-4000-8000-000000000001.webp'] })]);
    await withholdPhotosOf(database.db, { listingIds: [saleId!], classifiedIds: [] });
    const list = withheldPhotoList(database.db, silent, 0);
    const unread = withheldPhotoList(database.db, silent, 0);
    await list.refresh();
    expect(list.ownerOf('/uploads/photos/ab/ab000000-0000-4000-8000-000000000001.thumb.webp')).toBe(user.id);

    // Every query of the copy now fails, as with the database unreachable.
    await database.db.execute(sql`drop table withheld_photos_version`);
    await expect(list.refresh()).resolves.toBeUndefined();
    expect([list.ready(), list.ownerOf('/uploads/photos/ab/ab000000-0000-4000-8000-000000000001.webp')]).toEqual([true, user.id]);
    await expect(unread.refresh()).resolves.toBeUndefined();
    expect(unread.ready()).toBe(false);
    await database.close();
  });
});
