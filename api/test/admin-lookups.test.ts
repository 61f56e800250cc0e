// What the desk finds on request (decisions 0072, 0074): an account by its e-mail address and a post
// by its id, each with the owner's record (reports against them, their posts), for administrators only.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminActionsPage, AdminFoundPost, AdminLookupPage } from '@yardsale/core/api-types';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { adminActions } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { createUser, insertRows, json, saleRow } from './support/factories';
import { THUNDER_BAY } from './support/towns';

const context = useTestServer();
const db = () => context.server.database.db;

/** A seller with a kept-address sale and a classified, reported once by a buyer; and an administrator. */
async function deskWorld() {
  const [seller, buyer, admin] = await Promise.all([1, 2, 3].map(() => createUser(db(), context.server.url)));
  expect(await setAdministrator(db(), admin!.user.email, true)).toBe(true);
  const [saleId] = await insertRows(db(), [saleRow(seller!.user.id, THUNDER_BAY, new Date(), { title: 'Lakehead Garage Sale', address: '9 Red River Rd, Thunder Bay, ON', description: 'Tools and tents.', hideExactAddress: true, addressShownFrom: new Date(Date.now() + 3 * 86_400_000), area: 'Thunder Bay, ON' })]);
  const [itemId] = await insertClassifieds(db(), [classifiedRow(seller!.user.id, THUNDER_BAY, new Date(), { title: 'Cedar Canoe', price: '450.00', location: '3 Algoma St, Thunder Bay, ON' })]);
  await json(await buyer!.client.post(`/api/users/${seller!.user.id}/report`, { reason: 'Asked for a deposit' }), 201);
  return { seller: seller!, buyer: buyer!, admin: admin!, saleId: saleId!, itemId: itemId! };
}

const record = { reports: [expect.objectContaining({ reason: 'Asked for a deposit', status: 'open' })], posts: expect.arrayContaining([expect.objectContaining({ title: 'Lakehead Garage Sale', type: 'listing' }), expect.objectContaining({ title: 'Cedar Canoe', type: 'classified' })]) };

describe('looking up an account by its e-mail address', () => {
  it('finds the person in any case, with their record, and suspends them from there without a report', async () => {
    const { seller, admin } = await deskWorld();
    const lookUp = async (email: string) => json<AdminLookupPage>(await admin.client.get(`/api/admin/users/lookup?email=${encodeURIComponent(email)}`));
    expect((await lookUp(` ${seller.user.email.toUpperCase()} `)).users).toEqual([expect.objectContaining({ id: seller.user.id, email: seller.user.email, suspendedAt: null, ...record })]);
    expect((await lookUp('nobody-at-all@example.org')).users).toEqual([]);
    await expectAnswer(await admin.client.get('/api/admin/users/lookup?email=not-an-address'), 400);
    await expectAnswer(await seller.client.get(`/api/admin/users/lookup?email=${encodeURIComponent(admin.user.email)}`), 403, ADMIN_MESSAGES.adminsOnly);

    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Wrote to support about threats' }));
    expect((await lookUp(seller.user.email)).users[0]).toMatchObject({ suspendedAt: expect.any(String), suspensionReason: 'Wrote to support about threats' });
  });
});

describe('looking up a post by its id', () => {
  it('finds a yard sale or a classified as its owner wrote it (the address the seller keeps too), with the owner and their record', async () => {
    const { seller, admin, saleId, itemId } = await deskWorld();
    const sale = await json<AdminFoundPost>(await admin.client.get(`/api/admin/posts/${saleId}`));
    expect(sale.post).toEqual({ id: saleId, type: 'listing', title: 'Lakehead Garage Sale', isActive: true, description: 'Tools and tents.', address: '9 Red River Rd, Thunder Bay, ON', price: null, createdAt: expect.any(String) });
    expect(sale.owner).toMatchObject({ id: seller.user.id, email: seller.user.email, ...record });
    const item = await json<AdminFoundPost>(await admin.client.get(`/api/admin/posts/${itemId}`));
    expect(item.post).toMatchObject({ type: 'classified', title: 'Cedar Canoe', price: '450.00', address: '3 Algoma St, Thunder Bay, ON' });
  });

  it('finds a post taken down, and none for an id that is no post', async () => {
    const { admin, saleId } = await deskWorld();
    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Sells weapons' }));
    expect((await json<AdminFoundPost>(await admin.client.get(`/api/admin/posts/${saleId}`))).post.isActive).toBe(false);
    await expectAnswer(await admin.client.get('/api/admin/posts/6f1e2d3c-0000-4000-8000-000000000002'), 404, ADMIN_MESSAGES.listingNotFound);
    await expectAnswer(await admin.client.get('/api/admin/posts/not-an-id'), 404, ADMIN_MESSAGES.listingNotFound);
  });

  it('is for administrators only', async () => {
    const { seller, saleId } = await deskWorld();
    await expectAnswer(await seller.client.get(`/api/admin/posts/${saleId}`), 403, ADMIN_MESSAGES.adminsOnly);
    await expectAnswer(await apiClient(context.server.url).get(`/api/admin/posts/${saleId}`), 403, ADMIN_MESSAGES.adminsOnly);
  });
});

describe('the audit log of look-ups', () => {
  it('names who looked up which account, address or post, once a while, and not a look-up that found no post', async () => {
    const { seller, admin, saleId } = await deskWorld();
    await json(await admin.client.get(`/api/admin/users/lookup?email=${encodeURIComponent(seller.user.email)}`));
    await json(await admin.client.get('/api/admin/users/lookup?email=Nobody-Here@example.org'));
    await json(await admin.client.get(`/api/admin/posts/${saleId}`));
    await json(await admin.client.get(`/api/admin/posts/${saleId}`)); // asked again after an action: the same line
    await json(await admin.client.get(`/api/admin/users/lookup?email=${encodeURIComponent(seller.user.email)}`));
    await expectAnswer(await admin.client.get('/api/admin/posts/6f1e2d3c-0000-4000-8000-000000000003'), 404);
    await expectAnswer(await seller.client.get(`/api/admin/posts/${saleId}`), 403);

    const actionsOf = async () => (await json<AdminActionsPage>(await admin.client.get('/api/admin/actions'))).actions.filter((entry) => entry.adminEmail === admin.user.email);
    const mine = await actionsOf();
    expect(mine).toEqual([
      expect.objectContaining({ action: 'look-up-post', targetUserId: seller.user.id, post: { id: saleId, type: 'listing', title: 'Lakehead Garage Sale', isActive: true }, note: '' }),
      expect.objectContaining({ action: 'look-up-account', targetUserId: null, target: { displayName: '', email: 'Nobody-Here@example.org' }, post: null }),
      expect.objectContaining({ action: 'look-up-account', targetUserId: seller.user.id, target: expect.objectContaining({ email: seller.user.email }) }),
    ]);

    // Ten minutes on, the same look-up is a line of its own.
    await db().update(adminActions).set({ createdAt: sql`${adminActions.createdAt} - interval '11 minutes'` }).where(eq(adminActions.adminId, admin.user.id));
    await json(await admin.client.get(`/api/admin/posts/${saleId}`));
    expect((await actionsOf()).map((entry) => entry.action)).toEqual(['look-up-post', 'look-up-post', 'look-up-account', 'look-up-account']);
  });
});
