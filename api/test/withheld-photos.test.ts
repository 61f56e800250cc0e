// The photos of a post an administrator took down (decision 0045): nobody but its owner and the
// administrators is served them, answered as if they were not there and never cached, by every API
// process, until a restore shows the post again; deleting the post takes the record with it.
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingPhotoResponse } from '@yardsale/core/api-types';
import { withheldPhotos } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { useTestServer, withServer } from './support/accounts';
import { photoParts, postClassified } from './support/classifieds';
import { apiClient, type ApiClient } from './support/client';
import { createUser, json, type TestUser } from './support/factories';
import { jpegWithGps } from './support/images';
import { postSale, uploadPhoto } from './support/sales';

const context = useTestServer();
const db = () => context.server.database.db;
const PUBLIC = 'public, max-age=31536000, immutable';

/** A seller's yard sale with a photo and classified with two, a neighbour who saw them, and an administrator. */
async function sellerWithPhotos() {
  const [seller, neighbour, admin] = (await Promise.all([0, 1, 2].map(() => createUser(db(), context.server.url)))) as [TestUser, TestUser, TestUser];
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  const { url } = await json<ListingPhotoResponse>(await uploadPhoto(seller.client, await jpegWithGps()), 201);
  const sale = await postSale(seller.client, { imageUrls: [url] });
  const classified = await postClassified(seller.client, {}, await photoParts(2));
  const files = {
    sale: [url, sale.thumbnailUrl!],
    classified: [...classified.imageUrls, ...classified.thumbnailUrls],
  };
  expect(files.sale[1]).not.toBe(url);
  expect(files.classified).toHaveLength(4);
  return { seller, neighbour, admin, saleId: sale.id, classifiedId: classified.id, files };
}

/** Status and Cache-Control of each file as `client` gets it. */
const served = (client: ApiClient, urls: readonly string[]) =>
  Promise.all(urls.map(async (url) => {
    const response = await client.get(url);
    await response.arrayBuffer();
    return `${response.status} ${response.headers.get('cache-control')}`;
  }));

const everywhere = (urls: readonly string[], answer: string) => urls.map(() => answer);

describe('the photos of a post taken down', () => {
  it('are withheld from everyone but its owner and the administrators once an administrator removes the post', async () => {
    const { seller, neighbour, admin, saleId, classifiedId, files } = await sellerWithPhotos();
    const guest = apiClient(context.server.url);
    const all = [...files.sale, ...files.classified];
    expect(await served(guest, all)).toEqual(everywhere(all, `200 ${PUBLIC}`));

    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Photo shows a child' }));
    for (const viewer of [guest, neighbour.client]) {
      expect(await served(viewer, files.sale)).toEqual(everywhere(files.sale, '404 no-store'));
      expect(await served(viewer, files.classified)).toEqual(everywhere(files.classified, `200 ${PUBLIC}`));
    }
    for (const viewer of [seller.client, admin.client]) expect(await served(viewer, files.sale)).toEqual(everywhere(files.sale, '200 private, no-store'));

    await json(await admin.client.post(`/api/admin/listings/${classifiedId}/remove`, { note: 'Stolen goods' }));
    expect(await served(guest, files.classified)).toEqual(everywhere(files.classified, '404 no-store'));
    expect(await served(seller.client, files.classified)).toEqual(everywhere(files.classified, '200 private, no-store'));
  });

  it('answer a withheld photo as they answer a file that is not there', async () => {
    const { admin, saleId, files } = await sellerWithPhotos();
    const guest = apiClient(context.server.url);
    const answer = async (url: string) => {
      const response = await guest.get(url);
      return [response.status, response.headers.get('content-type'), (await response.text()).replace(url, '…')];
    };
    const missing = await answer(files.sale[0]!.replace(/\/[0-9a-f]{8}-/, '/00000000-'));
    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Photo shows a child' }));
    expect(await answer(files.sale[0]!)).toEqual(missing);
    expect(missing[0]).toBe(404);
  });

  it('are withheld however their address is written', async () => {
    const { admin, saleId, files } = await sellerWithPhotos();
    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Photo shows a child' }));
    const url = files.sale[0]!;
    const name = url.slice(url.lastIndexOf('/') + 1);
    const folder = url.slice(0, url.lastIndexOf('/'));
    const spellings = [
      `${folder}/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
      `${folder}/../${folder.split('/').pop()}/${name}`,
      url.replace('/uploads/', '/uploads//'),
      url.replace('/photos/', '/photos/./'),
      `${url}?v=1`,
    ];
    // Sent as written: fetch would resolve the dot segments itself.
    const statusOf = (rawPath: string, method = 'GET') =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = http.request(context.server.url, { path: rawPath, method }, (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on('error', reject).end();
      });
    for (const spelling of spellings) expect([spelling, await statusOf(spelling)]).toEqual([spelling, 404]);
    expect(await statusOf(url, 'HEAD')).toBe(404);
    expect(await statusOf(files.classified[0]!, 'HEAD')).toBe(200);
  });

  it('are withheld by every API process on the database within seconds, by the one that took the post down at once', async () => {
    const { admin, saleId, files } = await sellerWithPhotos();
    // A second process on the same database and the same uploads (as behind a load balancer).
    await withServer(context.server, { DATA_DIR: context.server.dataDir }, async (other) => {
      const elsewhere = apiClient(other.url);
      expect(await served(elsewhere, files.sale)).toEqual(everywhere(files.sale, `200 ${PUBLIC}`));
      await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Photo shows a child' }));
      expect(await served(apiClient(context.server.url), files.sale)).toEqual(everywhere(files.sale, '404 no-store'));
      await expect.poll(() => served(elsewhere, files.sale), { timeout: 10_000, intervals: [500] }).toEqual(everywhere(files.sale, '404 no-store'));
    });
  });

  it('are withheld while their seller is suspended and served to everyone again on restore', async () => {
    const { seller, admin, files } = await sellerWithPhotos();
    const guest = apiClient(context.server.url);
    const all = [...files.sale, ...files.classified];
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Scam' }));
    expect(await served(guest, all)).toEqual(everywhere(all, '404 no-store'));
    expect(await served(admin.client, all)).toEqual(everywhere(all, '200 private, no-store'));

    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/restore`, { note: 'Appeal accepted' }));
    expect(await served(guest, all)).toEqual(everywhere(all, `200 ${PUBLIC}`));
  });

  it('are no longer recorded once their owner deletes the post', async () => {
    const { seller, admin, saleId, files } = await sellerWithPhotos();
    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Photo shows a child' }));
    expect(await db().select().from(withheldPhotos).where(eq(withheldPhotos.listingId, saleId))).toHaveLength(files.sale.length);
    expect((await seller.client.delete(`/api/listings/${saleId}`)).status).toBe(200);
    expect(await db().select().from(withheldPhotos).where(eq(withheldPhotos.listingId, saleId))).toEqual([]);
    expect(await served(seller.client, files.sale)).toEqual(everywhere(files.sale, '404 null'));
  });
});
