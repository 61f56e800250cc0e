// Blocks and reports: until it ends (checked on a fixed clock) a block stops messages both ways,
// marks the conversations as blocked for the blocker (who unblocks from them), and changes nobody's
// view of posts (decision 0044); a report blocks for good and keeps its evidence.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BlockRecord, BlockStatus, Classified, ClassifiedsPage, ConversationsPage, Listing, ListingsPage, ReportRecord } from '@yardsale/core/api-types';
import { markerQuery } from '@yardsale/core/map-tiles';
import { MESSAGING_LIMITS } from '@yardsale/core/limits';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { messages, reports } from '@/db/schema';
import { blockBetween, blockUser } from '@/services/messages/blocks';
import { sendMessage } from '@/services/messages/send';
import { MESSAGE_LIMITS } from '@/services/rate-limit-rules';
import { expectAnswer, useTestServer } from './support/accounts';
import { insertRows, json, rangeAround, saleRow, type TestUser } from './support/factories';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { messagingWorld, send, type MessagingWorld } from './support/messages';

const context = useTestServer();
const db = () => context.server.database.db;
const spot = { lat: 45.5019, lng: -73.5674 }; // Montréal
const world = () => messagingWorld(context.server, spot);
const HOUR_MS = 60 * 60 * 1000;

const block = async (who: TestUser, other: TestUser, body: Record<string, unknown>) => json<BlockRecord>(await who.client.post(`/api/users/${other.user.id}/block`, body));
const isBlocked = async (who: TestUser, other: TestUser) => (await json<BlockStatus>(await who.client.get(`/api/users/${other.user.id}/blocked`))).isBlocked;
const near = `near=${spot.lat},${spot.lng}&radiusKm=1`;
const guestMarkers = (path: string) => fetch(`${context.server.url}${path}`);
const seen = async (who: TestUser) => ({
  classifieds: (await json<ClassifiedsPage>(await who.client.get(`/api/classifieds?${near}`))).classifieds.length,
  sales: (await json<ListingsPage>(await who.client.get(`/api/listings?${near}`))).listings.length,
  conversations: (await json<ConversationsPage>(await who.client.get('/api/messages/conversations'))).conversations.map((each) => (each.blockedByYou ? 'blocked' : 'open')),
});

describe('a block', () => {
  it('stops messages both ways, and marks the conversations as blocked for the blocker only, who can unblock from them', async () => {
    const w = await world();
    await send(w.buyer, { listingId: w.classifiedId, content: 'Would you take 60?' });
    const seller = await seen(w.seller);
    expect(await seen(w.buyer)).toMatchObject({ conversations: ['open'] });

    const record = await block(w.buyer, w.seller, { duration: 'permanent', reason: 'Rude' });
    expect(record).toMatchObject({ blockedId: w.seller.user.id, duration: 'permanent', reason: 'Rude', expiresAt: null });
    expect([await isBlocked(w.buyer, w.seller), await isBlocked(w.seller, w.buyer)]).toEqual([true, false]);
    await expectAnswer(await w.buyer.client.post('/api/messages', { listingId: w.classifiedId, content: 'Hello?' }), 403, MESSAGE_MESSAGES.youBlocked);
    await expectAnswer(await w.seller.client.post('/api/messages', { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Hello?' }), 403, MESSAGE_MESSAGES.blockedYou);
    expect(await seen(w.buyer)).toEqual({ classifieds: 1, sales: 1, conversations: ['blocked'] });
    expect(await seen(w.seller)).toEqual(seller); // the blocked side's view is unchanged

    const unblocked = await json<{ message: string }>(await w.buyer.client.delete(`/api/users/${w.seller.user.id}/block`));
    expect(unblocked.message).toBe('User Unblocked');
    expect(await seen(w.buyer)).toEqual({ classifieds: 1, sales: 1, conversations: ['open'] });
    await send(w.buyer, { listingId: w.classifiedId, content: 'Sorry, still interested.' });
  });

  it('leaves both people’s view of posts as it was: lists, the map, favorites and links (decision 0044)', async () => {
    const w = await world();
    const markers = `/api/listings/markers?${new URLSearchParams(markerQuery(rangeAround(spot)))}`;
    // What a person sees of the seller's two posts; any difference after a block would tell them whose posts these are.
    const reach = async (who: TestUser) => ({
      classifieds: (await json<ClassifiedsPage>(await who.client.get(`/api/classifieds?${near}`))).classifieds.filter((c) => c.id === w.classifiedId).length,
      sales: (await json<ListingsPage>(await who.client.get(`/api/listings?${near}`))).listings.filter((sale) => sale.id === w.saleId).length,
      markers: (await who.client.get(markers)).headers.get('etag'),
      favorites: await json<string[]>(await who.client.get('/api/favorites')),
      selection: (await json<Listing[]>(await who.client.get(`/api/listings/selection?ids=${w.saleId}`))).length,
      sale: (await who.client.get(`/api/listings/${w.saleId}`)).status,
      classified: (await who.client.get(`/api/classifieds/${w.classifiedId}`)).status,
    });
    expect((await w.buyer.client.post('/api/favorites', { listingId: w.saleId })).status).toBe(201);
    const before = await reach(w.buyer);
    expect(before).toMatchObject({ classifieds: 1, sales: 1, favorites: [w.saleId], selection: 1, sale: 200, classified: 200 });
    expect(before.markers).toBe((await guestMarkers(markers)).headers.get('etag')); // the map is everyone's

    await block(w.seller, w.buyer, { duration: '2weeks', reason: 'Came by at night' });
    expect(await reach(w.buyer)).toEqual(before);
    await block(w.buyer, w.seller, { duration: 'permanent' });
    expect(await reach(w.buyer)).toEqual(before);
  });

  // Decision 0044's probe: write about every post and see which refusal names the block. Each try
  // costs a new conversation, as a message sent would, and once they are spent all posts answer alike.
  it.each([
    ['the blocked person', MESSAGE_MESSAGES.blockedYou, (w: MessagingWorld) => block(w.seller, w.buyer, { duration: 'permanent' })],
    ['the person who blocked', MESSAGE_MESSAGES.youBlocked, (w: MessagingWorld) => block(w.buyer, w.seller, { duration: 'permanent' })],
  ])("does not tell %s which posts are the other's for free", async (_side, refusal, blockThem) => {
    const w = await world();
    await blockThem(w);
    await expectAnswer(await w.buyer.client.post('/api/messages', { listingId: w.classifiedId, content: 'Hello?' }), 403, refusal);
    const { limit } = MESSAGE_LIMITS.newConversationsPerUser;
    const others = await insertClassifieds(db(), Array.from({ length: limit }, (_, i) => classifiedRow(w.stranger.user.id, spot, new Date(), { title: `Lamp ${i}` })));
    for (const listingId of others.slice(1)) await send(w.buyer, { listingId, content: 'Available?' });
    for (const listingId of [w.saleId, others[0]]) {
      await expectAnswer(await w.buyer.client.post('/api/messages', { listingId, content: 'Available?' }), 429);
    }
  });

  it('ends by itself: 1 day, 2 weeks, or never (fixed clock)', async () => {
    const w = await world();
    const t0 = new Date('2026-03-01T12:00:00Z');
    const day = await blockUser(db(), w.seller.user.id, w.buyer.user.id, '1day', '', t0);
    expect(day.expiresAt).toBe('2026-03-02T12:00:00.000Z');
    expect(await blockBetween(db(), w.buyer.user.id, w.seller.user.id, new Date(t0.getTime() + 23 * HOUR_MS))).toBe('blocked-you');
    expect(await blockBetween(db(), w.buyer.user.id, w.seller.user.id, new Date(t0.getTime() + 25 * HOUR_MS))).toBe('none');
    const input = { listingId: w.classifiedId, content: 'Hi again' };
    await expect(sendMessage(context.server.app.services, w.buyer.user, input, { now: new Date(t0.getTime() + 23 * HOUR_MS) })).rejects.toThrow(MESSAGE_MESSAGES.blockedYou);
    expect((await blockUser(db(), w.seller.user.id, w.buyer.user.id, '2weeks', '', t0)).expiresAt).toBe('2026-03-15T12:00:00.000Z');
    expect((await blockUser(db(), w.seller.user.id, w.buyer.user.id, 'permanent', '', t0)).expiresAt).toBeNull();
    expect(await blockBetween(db(), w.seller.user.id, w.buyer.user.id, new Date('2036-03-01T12:00:00Z'))).toBe('you-blocked');
  });

  it('refuses a bad duration, oneself and nobody, with clear messages', async () => {
    const w = await world();
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/block`, { duration: 'forever' }), 400, MESSAGE_MESSAGES.durationInvalid);
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/block`, { duration: 'scammer' }), 400, MESSAGE_MESSAGES.reasonRequired);
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.buyer.user.id}/block`, { duration: '1day' }), 400, MESSAGE_MESSAGES.blockYourself);
    await expectAnswer(await w.buyer.client.post('/api/users/00000000-0000-4000-8000-000000000000/block', { duration: '1day' }), 404, MESSAGE_MESSAGES.userNotFound);
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/block`, { duration: '1day', reason: 'x'.repeat(MESSAGING_LIMITS.reasonMax + 1) }), 400, MESSAGE_MESSAGES.reasonTooLong);
    // Counted in characters: an emoji once.
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/block`, { duration: '1day', reason: '😠'.repeat(MESSAGING_LIMITS.reasonMax + 1) }), 400, MESSAGE_MESSAGES.reasonTooLong);
    expect((await block(w.buyer, w.seller, { duration: '1day', reason: '😠'.repeat(MESSAGING_LIMITS.reasonMax) })).reason).toBe('😠'.repeat(MESSAGING_LIMITS.reasonMax));
  });
});

describe('a report', () => {
  it('needs a reason, blocks for good, and keeps the evidence after the messages are gone', async () => {
    const w = await world();
    await send(w.buyer, { listingId: w.classifiedId, content: 'Is it available?' });
    await send(w.seller, { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Pay by gift card first.' });
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/report`, { reason: '   ' }), 400, MESSAGE_MESSAGES.reasonRequired);

    const { area } = await json<Classified>(await w.buyer.client.get(`/api/classifieds/${w.classifiedId}`));
    const report = await json<ReportRecord>(await w.buyer.client.post(`/api/users/${w.seller.user.id}/report`, { reason: 'Asked for gift cards' }), 201);
    expect(report).toMatchObject({ reportedId: w.seller.user.id, reason: 'Asked for gift cards', status: 'open', block: { duration: 'scammer', expiresAt: null } });
    expect(await isBlocked(w.buyer, w.seller)).toBe(true);
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/report`, { reason: 'Again' }), 409, MESSAGE_MESSAGES.alreadyReported);

    await db().delete(messages).where(eq(messages.listingId, w.classifiedId));
    const [stored] = await db().select().from(reports).where(eq(reports.id, report.id));
    expect(stored!.evidence).toEqual({
      listing: expect.objectContaining({ id: w.classifiedId, type: 'classified', title: 'Oak desk', price: '80.00', address: area }), // as the reporter saw it
      messages: [
        { senderId: w.buyer.user.id, content: 'Is it available?', createdAt: expect.any(String) },
        { senderId: w.seller.user.id, content: 'Pay by gift card first.', createdAt: expect.any(String) },
      ],
    });
  });

  it("can be filed as the block duration 'scammer' (SPEC section 9), with a reason", async () => {
    const w = await world();
    const record = await block(w.buyer, w.seller, { duration: 'scammer', reason: 'Fake cheque' });
    expect(record).toMatchObject({ blockedId: w.seller.user.id, duration: 'scammer', reason: 'Fake cheque', expiresAt: null });
    expect(await isBlocked(w.buyer, w.seller)).toBe(true);
    const filed = await db().select().from(reports).where(eq(reports.reportedId, w.seller.user.id));
    expect(filed).toEqual([expect.objectContaining({ reporterId: w.buyer.user.id, reason: 'Fake cheque', status: 'open' })]);
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.seller.user.id}/block`, { duration: 'scammer', reason: 'Again' }), 409, MESSAGE_MESSAGES.alreadyReported);
  });

  it("names as evidence only a post of the person reported or one the two wrote about, never a stranger's", async () => {
    const w = await world();
    const [strangersSale] = await insertRows(db(), [saleRow(w.stranger.user.id, spot, new Date(), { title: 'Uninvolved porch sale' })]);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Is it available?' });
    const evidenceOf = async (id: string) => (await db().select().from(reports).where(eq(reports.id, id)))[0]!.evidence.listing;

    const buyers = await json<ReportRecord>(await w.buyer.client.post(`/api/users/${w.seller.user.id}/report`, { reason: 'Gift cards', listingId: strangersSale }), 201);
    expect(await evidenceOf(buyers.id)).toMatchObject({ id: w.classifiedId, title: 'Oak desk' }); // their conversation's
    // The reported person's own post counts, written about or not.
    const strangers = await json<ReportRecord>(await w.stranger.client.post(`/api/users/${w.seller.user.id}/report`, { reason: 'Fake sale', listingId: w.saleId }), 201);
    expect(await evidenceOf(strangers.id)).toMatchObject({ id: w.saleId, title: 'Moving sale' });
  });

  it('cannot be filed against oneself', async () => {
    const w = await world();
    await expectAnswer(await w.buyer.client.post(`/api/users/${w.buyer.user.id}/report`, { reason: 'Me' }), 400, MESSAGE_MESSAGES.reportYourself);
  });
});
