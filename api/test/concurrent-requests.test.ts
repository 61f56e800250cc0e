// The same request twice at once (a double tap on a weak network, two tabs, two administrators), or
// two requests that undo each other's ground: whichever comes first, the outcome is one that either
// order could give, said truly, and never a 500. Each race is run a few rounds, in parallel.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Classified, ConversationsPage, Listing, ListingPhotoResponse } from '@yardsale/core/api-types';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { adminActions, dataDeletionRequests, favorites, rateLimits, reports, users } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { expectAnswer, latestLink, mailsTo, signIn, signUp, tokenOf, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { classifiedFields, photoParts, postClassified, sendClassified } from './support/classifieds';
import { createUser, insertRows, json, saleBody, saleRow, type TestUser } from './support/factories';
import { jpegWithGps } from './support/images';
import { postSale, putJson, uploadPhoto } from './support/sales';

const context = useTestServer();
const db = () => context.server.database.db;
const anonymous = () => apiClient(context.server.url);
const ROUNDS = 3;
const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
const fileExists = (url: string) => fs.existsSync(path.join(context.server.dataDir, 'uploads', url.slice('/uploads/'.length)));

async function administrator(): Promise<TestUser> {
  const admin = await createUser(db(), context.server.url);
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  return admin;
}

describe('a double tap', () => {
  it('files one scam report, and the administrators hear of it once', async () => {
    const admin = await administrator();
    const reporter = await createUser(db(), context.server.url);
    const reported = await createUser(db(), context.server.url);
    const tap = () => reporter.client.post(`/api/users/${reported.user.id}/report`, { reason: 'Asked for a deposit by gift card' });
    expect(statuses(await Promise.all(Array.from({ length: 6 }, tap)))).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await db().select().from(reports).where(and(eq(reports.reporterId, reporter.user.id), eq(reports.reportedId, reported.user.id)))).toHaveLength(1);
    expect((await mailsTo(context.server, admin.user.email)).filter((row) => row.mail.subject.startsWith('New scam report'))).toHaveLength(1);
  });

  it('files both reports when two people report each other at once (no deadlock on PostgreSQL)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [one, other] = await Promise.all([createUser(db(), context.server.url), createUser(db(), context.server.url)]);
      const report = (from: TestUser, about: TestUser) => from.client.post(`/api/users/${about.user.id}/report`, { reason: 'Rude and pushy' });
      expect(statuses(await Promise.all([report(one, other), report(other, one)]))).toEqual([201, 201]);
    }
  });

  it('of Dismiss closes the report once and writes one line in the audit log', async () => {
    const admin = await administrator();
    const reporter = await createUser(db(), context.server.url);
    const reported = await createUser(db(), context.server.url);
    const report = await json<{ id: string }>(await reporter.client.post(`/api/users/${reported.user.id}/report`, { reason: 'Never showed up' }), 201);
    const dismiss = () => admin.client.post(`/api/admin/reports/${report.id}/dismiss`, { note: 'Not a scam' });
    const answers = await Promise.all([dismiss(), dismiss(), dismiss()]);
    expect(statuses(answers)).toEqual([200, 409, 409]);
    await expectAnswer(answers.find((answer) => answer.status === 409)!, 409, ADMIN_MESSAGES.reportClosed);
    expect(await db().select().from(adminActions).where(eq(adminActions.reportId, report.id))).toHaveLength(1);
  });

  it('of a password reset answers both taps as done, and a link used for another password is refused', async () => {
    const account = await signUp(context.server);
    await db().delete(rateLimits);
    await json(await anonymous().post('/api/users/reset-password/request', { email: account.email }));
    const token = tokenOf(await latestLink(context.server, account.email, '/reset-password'));
    const reset = (newPassword: string) => anonymous().post('/api/users/reset-password/complete', { token, newPassword });
    expect(statuses(await Promise.all([reset('Porch!Swing42'), reset('Porch!Swing42')]))).toEqual([200, 200]);
    await signIn(context.server, account.email, 'Porch!Swing42');
    await expectAnswer(await reset('Other!Swing42'), 400, REQUEST_MESSAGES.resetLinkInvalid);
    await signIn(context.server, account.email, 'Porch!Swing42');
  });
});

describe('two saves of one post at once', () => {
  // The save that keeps a photo the other removed is refused: 409 if the photo was there when it
  // began, else 400 as for any photo the post does not have.
  it('leave a sale naming only photos that exist, or refuse the one that kept a photo the other removed', async () => {
    const { client } = await createUser(db(), context.server.url);
    for (let round = 0; round < ROUNDS; round++) {
      const { url } = await json<ListingPhotoResponse>(await uploadPhoto(client, await jpegWithGps()), 201);
      const sale = await postSale(client, { imageUrls: [url] });
      const save = (title: string, imageUrls: string[]) => putJson(client, `/api/listings/${sale.id}`, saleBody({ title, imageUrls }));
      const answers = await Promise.all([save('Photo dropped', []), save('Photo kept', [url])]);
      for (const answer of answers) expect([200, 400, 409]).toContain(answer.status);
      const saved = await json<Listing>(await client.get(`/api/listings/${sale.id}`));
      expect(saved.imageUrls.every(fileExists)).toBe(true);
      expect(fileExists(url)).toBe(saved.imageUrls.includes(url));
    }
  });

  it('leave a classified naming only photos that exist', async () => {
    const { client } = await createUser(db(), context.server.url);
    for (let round = 0; round < ROUNDS; round++) {
      const item = await postClassified(client, {}, await photoParts(2));
      const [first, second] = item.imageUrls as [string, string];
      const save = (imageUrls: string[]) => sendClassified(client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ imageUrls: JSON.stringify(imageUrls) }));
      const answers = await Promise.all([save([second]), save([first, second])]);
      for (const answer of answers) expect([200, 400, 409]).toContain(answer.status);
      const saved = await json<Classified>(await client.get(`/api/classifieds/${item.id}`));
      expect([...saved.imageUrls, ...saved.thumbnailUrls].every(fileExists)).toBe(true);
    }
  });
});

describe('a post deleted by its seller at that moment', () => {
  it('is favorited or not found, and its edit saved or not found, never a server error', async () => {
    const seller = await createUser(db(), context.server.url);
    const buyer = await createUser(db(), context.server.url);
    for (let round = 0; round < ROUNDS; round++) {
      const sale = await postSale(seller.client);
      const favorite = () => buyer.client.post('/api/favorites', { listingId: sale.id });
      const [edit, deletion, ...favorited] = await Promise.all([
        putJson(seller.client, `/api/listings/${sale.id}`, saleBody({ title: 'Edited as it went' })),
        seller.client.delete(`/api/listings/${sale.id}`),
        favorite(),
        favorite(),
        favorite(),
      ]);
      expect(deletion!.status).toBe(200);
      expect([200, 404]).toContain(edit!.status);
      for (const answer of favorited) expect([200, 201, 404]).toContain(answer.status);
    }
  });

  it('is saved or not found, never a server error', async () => {
    const seller = await createUser(db(), context.server.url);
    const buyer = await createUser(db(), context.server.url);
    for (let round = 0; round < ROUNDS; round++) {
      const item = await postClassified(seller.client);
      const save = () => buyer.client.post('/api/saved-classifieds', { classifiedId: item.id });
      const [deletion, ...saved] = await Promise.all([seller.client.delete(`/api/classifieds/${item.id}`), save(), save(), save()]);
      expect(deletion!.status).toBe(200);
      for (const answer of saved) expect([200, 201, 404]).toContain(answer.status);
    }
  });
});

describe('limits counted while others are added', () => {
  it('keep a buyer at the most favorites allowed when several are added at once', async () => {
    const seller = await createUser(db(), context.server.url);
    const buyer = await createUser(db(), context.server.url);
    const max = LISTING_LIST_LIMITS.favoritesMax;
    const ids = await insertRows(db(), Array.from({ length: max + 2 }, (_, i) => saleRow(seller.user.id, { lat: 46.5 + i * 0.001, lng: -80.9 }, new Date())));
    await db().insert(favorites).values(ids.slice(0, max - 1).map((listingId) => ({ userId: buyer.user.id, listingId })));
    const answers = await Promise.all(ids.slice(max - 1).map((listingId) => buyer.client.post('/api/favorites', { listingId })));
    expect(statuses(answers)).toEqual([201, 400, 400]);
    await expectAnswer(answers.find((answer) => answer.status === 400)!, 400, REQUEST_MESSAGES.tooManyFavorites);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(favorites).where(eq(favorites.userId, buyer.user.id))).toEqual([{ n: max }]);
  });
});

describe('the review desk acting while the account acts', () => {
  it('hides what someone posts or writes as they are suspended, or refuses it', async () => {
    const admin = await administrator();
    const neighbour = await createUser(db(), context.server.url);
    const neighbourSale = await postSale(neighbour.client, { title: 'Neighbour’s porch sale' });
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUser(db(), context.server.url);
      const [suspension, sale, item, message] = await Promise.all([
        admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Scam posts' }),
        seller.client.post('/api/listings', saleBody({ title: `Posted while suspended ${round}` })),
        sendClassified(seller.client, 'POST', '/api/classifieds', classifiedFields({ title: `Listed while suspended ${round}` })),
        seller.client.post('/api/messages', { listingId: neighbourSale.id, content: 'Pay by gift card?' }),
      ]);
      expect(suspension!.status).toBe(200);
      for (const [answer, path] of [[sale!, 'listings'], [item!, 'classifieds']] as const) {
        expect([201, 401]).toContain(answer.status);
        if (answer.status === 201) expect((await anonymous().get(`/api/${path}/${((await answer.json()) as { id: string }).id}`)).status).toBe(404);
      }
      expect([201, 401]).toContain(message!.status);
      const inbox = await json<ConversationsPage>(await neighbour.client.get('/api/messages/conversations'));
      expect(inbox.conversations.map((conversation) => conversation.otherUser.id)).not.toContain(seller.user.id);
    }
  });

  it('completes or rejects a deletion request, whichever comes first, and the account is as the request says', async () => {
    const admin = await administrator();
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await createUser(db(), context.server.url);
      await db().delete(rateLimits);
      await json(await anonymous().post('/api/data-deletion', { email: owner.user.email, reason: 'Moving away' }), 201);
      const [request] = await db().select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, owner.user.email));
      const [completed, rejected] = await Promise.all([
        admin.client.post(`/api/admin/deletion-requests/${request!.id}/complete`, { note: 'Erased' }),
        admin.client.post(`/api/admin/deletion-requests/${request!.id}/reject`, { note: 'Kept' }),
      ]);
      expect(statuses([completed!, rejected!])).toEqual([200, 404]);
      const [closed] = await db().select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, request!.id));
      const accountLeft = (await db().select().from(users).where(eq(users.id, owner.user.id))).length;
      expect({ status: closed!.status, accountLeft }).toEqual(completed!.status === 200 ? { status: 'completed', accountLeft: 0 } : { status: 'rejected', accountLeft: 1 });
    }
  });
});
