// A classified marked sold by its seller (decision 0058): out of the browse lists, no new
// conversation about it, still readable from its link and in a buyer's saved list, and back where it
// was when marked available again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Classified, ClassifiedsPage, ConversationsPage } from '@yardsale/core/api-types';
import { classifiedQuery } from '@yardsale/core/classified-query';
import { DAY_MS } from '@yardsale/core/durations';
import type { LatLng } from '@yardsale/core/geo';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { classifieds } from '@/db/schema';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { json } from './support/factories';
import { messagingWorld, send } from './support/messages';

const context = useTestServer();
const db = () => context.server.database.db;

const markSold = (client: ApiClient, id: string) => client.fetch(`/api/classifieds/${id}/sold`, { method: 'PUT' });
const markAvailable = (client: ApiClient, id: string) => client.fetch(`/api/classifieds/${id}/sold`, { method: 'DELETE' });

async function browseCards(client: ApiClient, spot: LatLng, savedOnly = false): Promise<Classified[]> {
  const query = new URLSearchParams(classifiedQuery({ near: spot, radiusKm: 2, savedOnly, sort: 'newest' }));
  return (await json<ClassifiedsPage>(await client.get(`/api/classifieds?${query}`))).classifieds;
}
const browse = async (client: ApiClient, spot: LatLng, savedOnly = false) => (await browseCards(client, spot, savedOnly)).map((item) => item.id);

describe('a classified marked sold', () => {
  it('leaves the lists, is still read by its link as sold, and comes back when available again', async () => {
    const spot = { lat: 49.2827, lng: -123.1207 };
    const { seller, buyer, classifiedId } = await messagingWorld(context.server, spot);
    expect(await browse(buyer.client, spot)).toEqual([classifiedId]);

    const sold = await json<Classified>(await markSold(seller.client, classifiedId));
    expect(sold).toMatchObject({ id: classifiedId, soldAt: expect.any(String), location: '1 Test Rd, London, ON' });
    expect(await browse(buyer.client, spot)).toEqual([]);
    const seen = await json<Classified>(await buyer.client.get(`/api/classifieds/${classifiedId}`));
    expect(seen.soldAt).toBe(sold.soldAt);
    expect(seen).not.toHaveProperty('location'); // the address stays the seller's
    const own = await json<Classified[]>(await seller.client.get('/api/classifieds/user'));
    expect(own.map((item) => [item.id, item.soldAt])).toEqual([[classifiedId, sold.soldAt]]);

    const available = await json<Classified>(await markAvailable(seller.client, classifiedId));
    expect(available.soldAt).toBeNull();
    expect(await browse(buyer.client, spot)).toEqual([classifiedId]);
  });

  it('comes back where it was among the newest when available again, not at the top', async () => {
    const spot = { lat: 46.4917, lng: -80.993 };
    const { seller, buyer, classifiedId: older } = await messagingWorld(context.server, spot);
    const [newer] = await insertClassifieds(db(), [classifiedRow(seller.user.id, spot, new Date(Date.now() + 60_000), { title: 'Newer' })]);
    expect(await browse(buyer.client, spot)).toEqual([newer, older]);
    await json(await markSold(seller.client, older));
    expect(await browse(buyer.client, spot)).toEqual([newer]);
    await json(await markAvailable(seller.client, older));
    expect(await browse(buyer.client, spot)).toEqual([newer, older]);
  });

  it('keeps the time it sold when marked sold twice, and either way twice changes nothing', async () => {
    const { seller, classifiedId } = await messagingWorld(context.server, { lat: 51.0447, lng: -114.0719 });
    const first = await json<Classified>(await markSold(seller.client, classifiedId));
    const again = await json<Classified>(await markSold(seller.client, classifiedId));
    expect(again.soldAt).toBe(first.soldAt);
    await json(await markAvailable(seller.client, classifiedId));
    expect((await json<Classified>(await markAvailable(seller.client, classifiedId))).soldAt).toBeNull();
  });

  it("is the seller's alone to mark: 403 for anyone else, 404 for none, 401 for a guest", async () => {
    const { seller, buyer, classifiedId } = await messagingWorld(context.server, { lat: 53.5461, lng: -113.4938 });
    await expectAnswer(await markSold(buyer.client, classifiedId), 403, CLASSIFIED_MESSAGES.notOwner);
    await json(await markSold(seller.client, classifiedId));
    await expectAnswer(await markAvailable(buyer.client, classifiedId), 403, CLASSIFIED_MESSAGES.notOwner);
    await expectAnswer(await markSold(seller.client, '6f1e2d3c-0000-4000-8000-00000000005d'), 404, CLASSIFIED_MESSAGES.notFound);
    await expectAnswer(await markSold(seller.client, 'nope'), 404, CLASSIFIED_MESSAGES.notFound);
    await expectAnswer(await markSold(apiClient(context.server.url), classifiedId), 401, 'Unauthorized');
  });

  it('takes no new conversation, but the one already going on goes on', async () => {
    const { seller, buyer, stranger, classifiedId } = await messagingWorld(context.server, { lat: 45.5019, lng: -73.5674 });
    const about = { listingId: classifiedId, listingType: 'classified' };
    await send(buyer, { ...about, content: 'I will take it. Saturday at 10?' });
    await json(await markSold(seller.client, classifiedId));

    await expectAnswer(await stranger.client.post('/api/messages', { ...about, content: 'Still available?' }), 409, MESSAGE_MESSAGES.itemSold);
    // The same answer whoever it is addressed to, so it tells nobody who the seller is (decision 0044).
    await expectAnswer(await stranger.client.post('/api/messages', { ...about, receiverId: buyer.user.id, content: 'Hi' }), 409, MESSAGE_MESSAGES.itemSold);
    await send(seller, { ...about, receiverId: buyer.user.id, content: 'Saturday at 10 works.' });
    await send(buyer, { ...about, content: 'See you then.' });
    const inbox = await json<ConversationsPage>(await buyer.client.get('/api/messages/conversations'));
    expect(inbox.conversations.map((conversation) => conversation.listing?.sold)).toEqual([true]);
  });

  it("stays in a buyer's saved list and can still be reported, as what they saw", async () => {
    const spot = { lat: 44.6488, lng: -63.5752 };
    const { seller, buyer, classifiedId } = await messagingWorld(context.server, spot);
    await json(await buyer.client.post('/api/saved-classifieds', { classifiedId }), 201);
    await json(await markSold(seller.client, classifiedId));
    expect((await browseCards(buyer.client, spot, true)).map((item) => [item.id, item.soldAt !== null])).toEqual([[classifiedId, true]]);
    expect(await json<string[]>(await buyer.client.get('/api/saved-classifieds'))).toEqual([classifiedId]);
    await json(await buyer.client.post(`/api/classifieds/${classifiedId}/report`, { problem: 'scam' }), 201);

    // Sold does not keep it up: once expired, its link and the saved list no longer show it.
    await db().update(classifieds).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(classifieds.id, classifiedId));
    await expectAnswer(await buyer.client.get(`/api/classifieds/${classifiedId}`), 404, CLASSIFIED_MESSAGES.notFound);
    expect(await browse(buyer.client, spot, true)).toEqual([]);
  });

  it('is not refreshed while sold (409), and is once available again', async () => {
    const { seller, classifiedId } = await messagingWorld(context.server, { lat: 43.6532, lng: -79.3832 });
    const postedAt = new Date(Date.now() - 20 * DAY_MS);
    await db().update(classifieds).set({ createdAt: postedAt, renewedAt: postedAt }).where(eq(classifieds.id, classifiedId));
    await json(await markSold(seller.client, classifiedId));
    await expectAnswer(await seller.client.patch(`/api/listings/${classifiedId}/renew`, undefined), 409, CLASSIFIED_MESSAGES.soldNotRefreshed);
    await json(await markAvailable(seller.client, classifiedId));
    await expectAnswer(await seller.client.patch(`/api/listings/${classifiedId}/renew`, undefined), 200);
  });
});
