// A deleted account's conversations (decision 0092): the other side keeps its copy under 'Deleted
// account' until it deletes it; nothing more reaches the deleted account; a message no remaining
// side shows is deleted with the account.
import { describe, expect, it } from 'vitest';
import { and, eq, or, sql } from 'drizzle-orm';
import type { ConversationsPage, MessagesPage } from '@yardsale/core/api-types';
import { DELETED_ACCOUNT_NAME } from '@yardsale/core/messaging';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { conversations, messages, users } from '@/db/schema';
import { hashPassword } from '@/services/passwords';
import { expectAnswer, PASSWORD, useTestServer } from './support/accounts';
import { json, type TestUser } from './support/factories';
import { messagingWorld, send } from './support/messages';

const context = useTestServer();
const spot = { lat: 43.2557, lng: -79.8711 }; // Hamilton
const inbox = async (who: TestUser) => json<ConversationsPage>(await who.client.get('/api/messages/conversations'));
const thread = async (who: TestUser, listingId: string, otherId: string) => json<MessagesPage>(await who.client.get(`/api/messages/${listingId}/${otherId}`));

/** Deletes the account through the API, as its owner does in settings (with a password to confirm). */
async function deleteAccount(who: TestUser): Promise<void> {
  await context.server.database.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, who.user.id));
  await json(await who.client.delete('/api/users/account', { password: PASSWORD }));
}

const deletedAccount = (id: string) => ({ id, displayName: DELETED_ACCOUNT_NAME, username: DELETED_ACCOUNT_NAME, avatarUrl: null, deleted: true });

/** How many messages between the two are stored, whoever can read them. */
async function storedBetween(a: string, b: string): Promise<number> {
  const [row] = await context.server.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a))));
  return row!.count;
}

describe('a conversation with an account that was deleted', () => {
  it('stays with the other side under a name that says so, with every message, until that side deletes it', async () => {
    const w = await messagingWorld(context.server, spot);
    await send(w.buyer, { listingId: w.classifiedId, listingType: 'classified', content: 'Is the desk still available?' });
    await send(w.seller, { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Yes, until Saturday.' });
    await deleteAccount(w.buyer);

    const [conversation] = (await inbox(w.seller)).conversations;
    expect(conversation).toMatchObject({ listingId: w.classifiedId, otherUser: deletedAccount(w.buyer.user.id), lastMessage: { content: 'Yes, until Saturday.' } });
    const page = await thread(w.seller, w.classifiedId, w.buyer.user.id);
    expect(page.otherUser).toEqual(deletedAccount(w.buyer.user.id));
    expect(page.messages.map((message) => [message.content, message.sender.avatarUrl])).toEqual([
      ['Is the desk still available?', null],
      ['Yes, until Saturday.', null],
    ]);
    expect(page.listing).toMatchObject({ title: 'Oak desk' }); // the seller's own classified is still there

    // Nothing more reaches the deleted account, and it cannot be blocked or reported.
    await expectAnswer(await w.seller.client.post('/api/messages', { listingId: w.classifiedId, receiverId: w.buyer.user.id, content: 'Still coming?' }), 404, MESSAGE_MESSAGES.userNotFound);
    await expectAnswer(await w.seller.client.post(`/api/users/${w.buyer.user.id}/block`, { duration: 'permanent' }), 404, MESSAGE_MESSAGES.userNotFound);

    await json(await w.seller.client.delete(`/api/messages/conversation/${w.classifiedId}/${w.buyer.user.id}`));
    expect((await inbox(w.seller)).conversations).toEqual([]);
    // Nobody is left to read them: they are gone, not hidden.
    expect(await storedBetween(w.seller.user.id, w.buyer.user.id)).toBe(0);
  });

  it('stays with the buyer when the seller deletes their account, its listing gone with it', async () => {
    const w = await messagingWorld(context.server, spot);
    await send(w.buyer, { listingId: w.saleId, receiverId: w.seller.user.id, content: 'What time do you open?' });
    await send(w.seller, { listingId: w.saleId, receiverId: w.buyer.user.id, content: 'At eight.' });
    await deleteAccount(w.seller);

    const page = await thread(w.buyer, w.saleId, w.seller.user.id);
    expect(page).toMatchObject({ otherUser: deletedAccount(w.seller.user.id), listing: null });
    expect(page.messages.map((message) => message.content)).toEqual(['What time do you open?', 'At eight.']);
    await expectAnswer(await w.buyer.client.post('/api/messages', { listingId: w.saleId, receiverId: w.seller.user.id, content: 'Hello?' }), 404, MESSAGE_MESSAGES.listingNotFound);
  });

  it('deletes with the account what no other side shows: a conversation deleted there before, or one with an account already gone', async () => {
    const w = await messagingWorld(context.server, spot);
    await send(w.buyer, { listingId: w.classifiedId, listingType: 'classified', content: 'Is the desk still available?' });
    await send(w.stranger, { listingId: w.saleId, receiverId: w.seller.user.id, content: 'Any tools?' });
    await json(await w.seller.client.delete(`/api/messages/conversation/${w.classifiedId}/${w.buyer.user.id}`));
    await send(w.buyer, { listingId: w.classifiedId, receiverId: w.seller.user.id, content: 'Hello again' }); // shows the conversation again, with only this
    await json(await w.seller.client.delete(`/api/messages/conversation/${w.saleId}/${w.stranger.user.id}`));
    await deleteAccount(w.stranger);
    // The seller had deleted that one: nothing of it is kept, not even the seller's hidden side.
    expect(await storedBetween(w.seller.user.id, w.stranger.user.id)).toBe(0);
    expect(await context.server.database.db.select().from(conversations).where(eq(conversations.otherUserId, w.stranger.user.id))).toEqual([]);

    await deleteAccount(w.buyer);
    // The seller had deleted the first message: only the later one is kept.
    expect((await thread(w.seller, w.classifiedId, w.buyer.user.id)).messages.map((message) => message.content)).toEqual(['Hello again']);
    expect(await storedBetween(w.seller.user.id, w.buyer.user.id)).toBe(1);

    await deleteAccount(w.seller);
    // Both sides gone: nothing of the conversation is kept.
    expect(await storedBetween(w.seller.user.id, w.buyer.user.id)).toBe(0);
  });
});
