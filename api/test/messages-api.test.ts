// POST /api/messages, the inbox, one conversation, the unread badge and deleting for one side, with
// three accounts: the seller, a buyer and a stranger who must never read or change their conversation.
import { describe, expect, it } from 'vitest';
import type { ConversationsPage, MessagesPage, UnreadCount } from '@yardsale/core/api-types';
import { LIMITS } from '@yardsale/core/limits';
import { NAMELESS_USER } from '@yardsale/core/messaging';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { classifieds, listings } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { json, type TestUser } from './support/factories';
import { messagingWorld, send, type MessagingWorld } from './support/messages';

const context = useTestServer();
const spot = { lat: 43.4516, lng: -80.4925 }; // Kitchener
const world = () => messagingWorld(context.server, spot);

const inbox = async (who: TestUser, query = '') => json<ConversationsPage>(await who.client.get(`/api/messages/conversations${query}`));
const thread = async (who: TestUser, listingId: string, otherId: string, query = '') => json<MessagesPage>(await who.client.get(`/api/messages/${listingId}/${otherId}${query}`));
const unread = async (who: TestUser) => (await json<UnreadCount>(await who.client.get('/api/messages/unread'))).unreadCount;
const contents = (page: MessagesPage) => page.messages.map((message) => message.content);

/** The buyer asks about the classified (to its seller, whose id the buyer never sees) and the seller answers. */
async function exchange(w: MessagingWorld) {
  await send(w.buyer, { listingId: w.classifiedId, listingType: 'classified', content: 'Is the desk still available?' });
  await send(w.seller, { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Yes, until Saturday.' });
}

describe('sending', () => {
  it('reaches the seller of a classified or a yard sale, and the seller answers the buyer', async () => {
    const w = await world();
    const first = await send(w.buyer, { listingId: w.classifiedId, listingType: 'classified', content: '  Is the desk still available?  ' });
    expect(first).toMatchObject({ senderId: w.buyer.user.id, receiverId: w.seller.user.id, listingId: w.classifiedId, listingType: 'classified', content: 'Is the desk still available?', readAt: null });
    await send(w.seller, { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Yes.' });
    const sale = await send(w.buyer, { listingId: w.saleId, receiverId: w.seller.user.id, content: 'What time do you open?' });
    expect(sale.listingType).toBe('listing'); // found without listingType, as the messages screen sends it
  });

  it('refuses what the spec refuses, with its words', async () => {
    const w = await world();
    const to = (body: Record<string, unknown>) => w.buyer.client.post('/api/messages', { listingId: w.classifiedId, ...body });
    await expectAnswer(await to({ content: '' }), 400, MESSAGE_MESSAGES.contentRequired);
    await expectAnswer(await to({ content: '   ' }), 400, MESSAGE_MESSAGES.contentRequired);
    await expectAnswer(await to({ content: 'x'.repeat(LIMITS.messageMax + 1) }), 400, MESSAGE_MESSAGES.contentTooLong);
    await send(w.buyer, { listingId: w.classifiedId, content: 'x'.repeat(LIMITS.messageMax) });
    // Characters, not UTF-16 units: a thousand emoji are a thousand characters.
    await send(w.buyer, { listingId: w.classifiedId, content: '👍'.repeat(LIMITS.messageMax) });
    await expectAnswer(await to({ content: '👍'.repeat(LIMITS.messageMax + 1) }), 400, MESSAGE_MESSAGES.contentTooLong);
    await expectAnswer(await to({ content: 'Hi', listingType: 'boat' }), 400, MESSAGE_MESSAGES.listingTypeInvalid);
    await expectAnswer(await to({ content: 'Hi', listingId: '00000000-0000-4000-8000-000000000000' }), 404, MESSAGE_MESSAGES.listingNotFound);
    await expectAnswer(await to({ content: 'Hi', listingId: 'not-an-id' }), 404, MESSAGE_MESSAGES.listingNotFound);
    await expectAnswer(await to({ content: 'Hi', listingType: 'listing' }), 404, MESSAGE_MESSAGES.listingNotFound);
    await expectAnswer(await to({ content: 'Hi', receiverId: w.buyer.user.id }), 400, MESSAGE_MESSAGES.toYourself);
    await expectAnswer(await w.seller.client.post('/api/messages', { listingId: w.classifiedId, content: 'Hi' }), 400, MESSAGE_MESSAGES.toYourself);
    await expectAnswer(await apiClient(context.server.url).post('/api/messages', { listingId: w.classifiedId, content: 'Hi' }), 401, MESSAGE_MESSAGES.loginRequired);
  });

  it('lets nobody write to someone about another person’s listing, or start about a listing no longer shown', async () => {
    const w = await world();
    await exchange(w);
    // The stranger cannot write to the buyer about the seller's desk: only its seller, or someone already in that conversation.
    await expectAnswer(await w.stranger.client.post('/api/messages', { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Cheaper here' }), 403, MESSAGE_MESSAGES.notTheSeller);
    await context.server.database.db.update(classifieds).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(classifieds.id, w.classifiedId));
    await expectAnswer(await w.stranger.client.post('/api/messages', { listingId: w.classifiedId, content: 'Still there?' }), 404, MESSAGE_MESSAGES.listingNotFound);
    // The same answer whoever is named: a different one would tell the stranger whose listing it is.
    for (const someone of [w.seller, w.buyer]) {
      await expectAnswer(await w.stranger.client.post('/api/messages', { listingId: w.classifiedId, receiverId: someone.user.id, content: 'Yours?' }), 404, MESSAGE_MESSAGES.listingNotFound);
    }
    await send(w.buyer, { listingId: w.classifiedId, receiverId: w.seller.user.id, content: 'I can come tonight.' }); // an existing conversation goes on
  });

  it('lets one account start only so many conversations an hour', async () => {
    const w = await world();
    const many = await insertClassifieds(context.server.database.db, Array.from({ length: 11 }, (_, i) => classifiedRow(w.seller.user.id, spot, new Date(), { title: `Item ${i}` })));
    for (const listingId of many.slice(0, 10)) await send(w.stranger, { listingId, content: 'Available?' });
    const refused = await expectAnswer(await w.stranger.client.post('/api/messages', { listingId: many[10], content: 'Available?' }), 429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Refused alike whoever is named as the receiver: nothing tells whose listing it is without a message reaching its seller.
    for (const someone of [w.seller, w.buyer]) {
      expect((await w.stranger.client.post('/api/messages', { listingId: many[10], receiverId: someone.user.id, content: 'Yours?' })).status).toBe(429);
    }
    await send(w.stranger, { listingId: many[0], receiverId: w.seller.user.id, content: 'Still replying is fine' });
  });
});

describe('the inbox', () => {
  it('shows each side the other person (never an e-mail), the listing, the last message and unread counts', async () => {
    const w = await world();
    await exchange(w);
    await send(w.seller, { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Cash only.' });
    const buyerInbox = await inbox(w.buyer);
    expect(buyerInbox.conversations).toEqual([
      {
        listingId: w.classifiedId,
        listingType: 'classified',
        otherUser: { id: w.seller.user.id, displayName: NAMELESS_USER, username: NAMELESS_USER, avatarUrl: null },
        listing: expect.objectContaining({ title: 'Oak desk', price: '80.00', address: 'London, ON' }), // the area, not the seller's address
        lastMessage: { content: 'Cash only.', createdAt: expect.any(String) },
        unreadCount: 2,
        blockedByYou: false,
      },
    ]);
    expect(JSON.stringify(buyerInbox)).not.toContain(w.seller.user.email);
    expect(await unread(w.buyer)).toBe(2);
    expect((await inbox(w.seller)).conversations[0]).toMatchObject({ otherUser: { id: w.buyer.user.id }, listing: { address: '1 Test Rd, London, ON' }, unreadCount: 1 });
    expect(await inbox(w.stranger)).toEqual({ conversations: [], nextCursor: null });
  });

  it("shows a yard sale by the card-sized copy of its photo, as a classified by its thumbnail", async () => {
    const w = await world();
    const photo = `/uploads/listings/${w.seller.user.id}/6f1e2d3c-0000-4000-8000-00000000abcd.webp`;
    await context.server.database.db.update(listings).set({ imageUrls: [photo] }).where(eq(listings.id, w.saleId));
    await send(w.buyer, { listingId: w.saleId, receiverId: w.seller.user.id, content: 'What time do you open?' });
    const [conversation] = (await inbox(w.buyer)).conversations;
    expect(conversation).toMatchObject({ listingId: w.saleId, listing: { imageUrl: photo.replace(/\.webp$/, '.thumb.webp') } });
  });

  it('pages newest first with a cursor', async () => {
    const w = await world();
    const listings = await insertClassifieds(context.server.database.db, [0, 1, 2].map((i) => classifiedRow(w.seller.user.id, spot, new Date(), { title: `Lamp ${i}` })));
    for (const listingId of listings) await send(w.buyer, { listingId, content: 'Hello' });
    const first = await inbox(w.buyer, '?limit=2');
    expect(first.conversations.map((each) => each.listing?.title)).toEqual(['Lamp 2', 'Lamp 1']);
    const second = await inbox(w.buyer, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ conversations: [{ listing: { title: 'Lamp 0' } }], nextCursor: null });
    await expectAnswer(await w.buyer.client.get('/api/messages/conversations?cursor=bogus'), 400, 'Invalid cursor: start again without one');
  });

  it('answers only the conversations about one listing, however far down the inbox they are', async () => {
    const w = await world();
    const lamps = await insertClassifieds(context.server.database.db, [0, 1, 2].map((i) => classifiedRow(w.seller.user.id, spot, new Date(), { title: `Lamp ${i}` })));
    for (const listingId of lamps) await send(w.buyer, { listingId, content: 'Hello' });
    const oldest = await inbox(w.buyer, `?limit=1&listingId=${lamps[0]}`);
    expect(oldest).toMatchObject({ conversations: [{ listingId: lamps[0], listing: { title: 'Lamp 0' }, otherUser: { id: w.seller.user.id } }], nextCursor: null });
    expect(await inbox(w.stranger, `?listingId=${lamps[0]}`)).toEqual({ conversations: [], nextCursor: null });
    expect(await inbox(w.buyer, '?listingId=not-a-listing')).toEqual({ conversations: [], nextCursor: null });
  });
});

describe('a conversation', () => {
  it('reads oldest to newest, pages back with a cursor, and marks the other’s messages read', async () => {
    const w = await world();
    for (const n of [1, 2, 3, 4, 5]) await send(w.buyer, { listingId: w.saleId, content: `Question ${n}` });
    const latest = await thread(w.seller, w.saleId, w.buyer.user.id, '?limit=2');
    expect(contents(latest)).toEqual(['Question 4', 'Question 5']);
    // What heads the conversation, even when it is not on the inbox's first page.
    expect(latest).toMatchObject({ otherUser: { id: w.buyer.user.id, displayName: NAMELESS_USER }, listingType: 'listing', listing: { title: 'Moving sale', price: null } });
    expect(latest.messages.every((message) => message.readAt !== null)).toBe(true);
    const older = await thread(w.seller, w.saleId, w.buyer.user.id, `?limit=2&cursor=${latest.nextCursor}`);
    expect(contents(older)).toEqual(['Question 2', 'Question 3']);
    expect(await unread(w.seller)).toBe(0);
    // The buyer's own view: sent messages read by the seller, and nothing unread for the buyer.
    expect((await thread(w.buyer, w.saleId, w.seller.user.id)).messages.every((message) => message.readAt !== null)).toBe(true);
  });

  it('is empty to a stranger, who cannot delete it either', async () => {
    const w = await world();
    await exchange(w);
    // Nor does a guess at two ids tell the stranger who the person is or what the post was.
    for (const otherId of [w.buyer.user.id, w.seller.user.id]) {
      expect(await thread(w.stranger, w.classifiedId, otherId)).toEqual({ messages: [], nextCursor: null, otherUser: null, listingType: null, listing: null });
    }
    await expectAnswer(await w.stranger.client.delete(`/api/messages/conversation/${w.classifiedId}/${w.buyer.user.id}`), 404, MESSAGE_MESSAGES.conversationNotFound);
    expect(contents(await thread(w.buyer, w.classifiedId, w.seller.user.id))).toEqual(['Is the desk still available?', 'Yes, until Saturday.']);
  });

  it('is deleted for one side only; a later message brings it back with only what follows', async () => {
    const w = await world();
    await exchange(w);
    const deleted = await json<{ message: string }>(await w.buyer.client.delete(`/api/messages/conversation/${w.classifiedId}/${w.seller.user.id}`));
    expect(deleted.message).toBe('Conversation Deleted');
    expect((await inbox(w.buyer)).conversations).toEqual([]);
    expect(contents(await thread(w.buyer, w.classifiedId, w.seller.user.id))).toEqual([]);
    expect(contents(await thread(w.seller, w.classifiedId, w.buyer.user.id))).toHaveLength(2); // the seller keeps it
    await send(w.seller, { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Did you still want it?' });
    expect((await inbox(w.buyer)).conversations).toMatchObject([{ lastMessage: { content: 'Did you still want it?' }, unreadCount: 1 }]);
    expect(contents(await thread(w.buyer, w.classifiedId, w.seller.user.id))).toEqual(['Did you still want it?']);
  });
});
