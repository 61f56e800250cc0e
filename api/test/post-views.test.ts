// A post's views (decision 0059): its sheet opened by someone other than its seller, once per viewer
// and day, guests by their network; and what its seller reads in their own lists.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Classified, Listing } from '@yardsale/core/api-types';
import { DAY_MS } from '@yardsale/core/durations';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { classifieds, postViews } from '@/db/schema';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { countView, purgeOldViews } from '@/services/post-views';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { json } from './support/factories';
import { messagingWorld } from './support/messages';

const context = useTestServer();
const db = () => context.server.database.db;
let spots = 0;
/** A spot of its own for each world (around Thunder Bay). */
const world = () => messagingWorld(context.server, { lat: 48.3809 + 0.05 * ++spots, lng: -89.2477 });

const view = async (client: ApiClient, path: string) => expect(await json<{ message: string }>(await client.post(`/api/${path}/view`, undefined))).toEqual({ message: ANSWER_MESSAGES.postViewed });
const viewsOfSale = async (client: ApiClient, id: string) => (await json<Listing>(await client.get(`/api/listings/${id}`))).views;
const viewsOfItem = async (client: ApiClient, id: string) => (await json<Classified>(await client.get(`/api/classifieds/${id}`))).views;

describe('POST /api/listings/{id}/view and /api/classifieds/{id}/view', () => {
  it('count each person once a day, and never the seller', async () => {
    const w = await world();
    await view(w.buyer.client, `listings/${w.saleId}`);
    await view(w.buyer.client, `listings/${w.saleId}`);
    await view(w.seller.client, `listings/${w.saleId}`);
    expect(await viewsOfSale(w.buyer.client, w.saleId)).toBe(1);
    await view(w.stranger.client, `listings/${w.saleId}`);
    expect(await viewsOfSale(w.buyer.client, w.saleId)).toBe(2);

    await view(w.buyer.client, `classifieds/${w.classifiedId}`);
    await view(w.seller.client, `classifieds/${w.classifiedId}`);
    expect(await viewsOfItem(w.buyer.client, w.classifiedId)).toBe(1);
  });

  it('count guests behind one network as one, and keep no address', async () => {
    const w = await world();
    await view(apiClient(context.server.url), `classifieds/${w.classifiedId}`);
    await view(apiClient(context.server.url), `classifieds/${w.classifiedId}`);
    expect(await viewsOfItem(w.buyer.client, w.classifiedId)).toBe(1);
    const [row] = await db().select().from(postViews).where(eq(postViews.postId, w.classifiedId));
    expect(row!.viewer).toMatch(/^n:[\w-]{4}$/); // 24 bits: shared by about 256 IPv4 addresses
  });

  it('count two views of one person at the same moment once', async () => {
    const w = await world();
    await Promise.all([0, 1, 2].map(() => view(w.buyer.client, `listings/${w.saleId}`)));
    expect(await viewsOfSale(w.buyer.client, w.saleId)).toBe(1);
  });

  it('answer 404 for a post not shown, none, or not of that kind', async () => {
    const w = await world();
    await db().update(classifieds).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(classifieds.id, w.classifiedId));
    await expectAnswer(await w.buyer.client.post(`/api/classifieds/${w.classifiedId}/view`, undefined), 404, CLASSIFIED_MESSAGES.notFound);
    await expectAnswer(await w.buyer.client.post(`/api/classifieds/${w.saleId}/view`, undefined), 404, CLASSIFIED_MESSAGES.notFound);
    await expectAnswer(await w.buyer.client.post('/api/listings/nope/view', undefined), 404, REQUEST_MESSAGES.listingNotFound);
    await expectAnswer(await w.buyer.client.post(`/api/listings/${w.classifiedId}/view`, undefined), 404, REQUEST_MESSAGES.listingNotFound);
  });

  it('count the same person again the next day, and forget the days that can no longer count', async () => {
    const w = await world();
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY_MS);
    await countView(db(), 'classified', w.classifiedId, { userId: w.buyer.user.id, ip: '203.0.113.9' }, today);
    await countView(db(), 'classified', w.classifiedId, { userId: w.buyer.user.id, ip: '203.0.113.9' }, tomorrow);
    expect(await viewsOfItem(w.buyer.client, w.classifiedId)).toBe(2);
    await purgeOldViews(db(), new Date(today.getTime() + 2 * DAY_MS));
    const kept = await db().select({ day: postViews.day }).from(postViews).where(eq(postViews.postId, w.classifiedId));
    expect(kept).toEqual([{ day: tomorrow.toISOString().slice(0, 10) }]);
  });
});

describe("the seller's own lists", () => {
  it('say how many people keep each post saved, which nobody else is told', async () => {
    const w = await world();
    await json(await w.buyer.client.post('/api/favorites', { listingId: w.saleId }), 201);
    await json(await w.buyer.client.post('/api/saved-classifieds', { classifiedId: w.classifiedId }), 201);
    await json(await w.stranger.client.post('/api/saved-classifieds', { classifiedId: w.classifiedId }), 201);
    await view(w.buyer.client, `classifieds/${w.classifiedId}`);

    const sales = await json<Listing[]>(await w.seller.client.get('/api/listings/user'));
    expect(sales.map((sale) => [sale.id, sale.savedBy])).toEqual([[w.saleId, 1]]);
    const items = await json<Classified[]>(await w.seller.client.get('/api/classifieds/user'));
    expect(items.map((item) => [item.id, item.savedBy, item.views])).toEqual([[w.classifiedId, 2, 1]]);
    expect(await json<Classified>(await w.buyer.client.get(`/api/classifieds/${w.classifiedId}`))).not.toHaveProperty('savedBy');
    expect(await json<Listing>(await w.buyer.client.get(`/api/listings/${w.saleId}`))).not.toHaveProperty('savedBy');
  });
});
