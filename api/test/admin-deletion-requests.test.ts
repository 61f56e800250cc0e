// The desk's queue of data deletion requests (decision 0051): a request filed on /data-deletion waits
// there with the date it is due and the account it names; completing it deletes the account (its
// posts with it) and the support messages from the address and tells the address in the account's
// language; rejecting it deletes nothing. Each needs a reason and is written to the audit log.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminActionsPage, AdminDeletionRequest, AdminDeletionRequestsPage } from '@yardsale/core/api-types';
import { DATA_DELETION_PROCESSING_DAYS } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { adminActions, listings, mailOutbox, rateLimits, supportRequests, users } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { expectAnswer, mailsTo, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, insertRows, json, saleRow, torontoDay, type TestUser } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const guest = () => apiClient(context.server.url);

async function administrator(): Promise<TestUser> {
  const admin = await createUser(db(), context.server.url);
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  return admin;
}

/** A request filed on the public form, as anyone may file one, after a message to support from the same address. */
async function fileRequest(email: string, reason = 'I am moving away'): Promise<void> {
  await db().delete(rateLimits); // every test comes from 127.0.0.1
  await json(await guest().post('/api/support/contact', { email, subject: 'My data', message: 'What do you keep about me?' }), 201);
  await json(await guest().post('/api/data-deletion', { email, reason }), 201);
}

const pending = async (admin: TestUser) => (await json<AdminDeletionRequestsPage>(await admin.client.get('/api/admin/deletion-requests'))).requests;
const requestFor = async (admin: TestUser, email: string): Promise<AdminDeletionRequest | undefined> => (await pending(admin)).find((request) => request.email === email);
const auditLine = async (admin: TestUser, requestId: string) =>
  (await json<AdminActionsPage>(await admin.client.get('/api/admin/actions'))).actions.find((line) => line.note.endsWith(requestId));
const supportMessagesFrom = (email: string) => db().select().from(supportRequests).where(sql`lower(${supportRequests.email}) = ${email.toLowerCase()}`);
/** The mails to support that answer to the address: its support message and its request, with its words. */
const mailsToSupportFrom = (email: string) => db().select().from(mailOutbox).where(sql`lower(${mailOutbox.mail}->>'replyTo') = ${email.toLowerCase()}`);

describe('data deletion requests at the review desk', () => {
  it('waits with its due date and account; completing it deletes the account, its posts and support messages, and tells the address in its language', async () => {
    const admin = await administrator();
    const owner = await createUser(db(), context.server.url);
    await db().update(users).set({ preferences: { ...owner.user.preferences, language: 'fr' } }).where(eq(users.id, owner.user.id));
    await insertRows(db(), [saleRow(owner.user.id, { lat: 46.2, lng: -79.4 }, new Date(), { title: 'Porch sale', dates: [torontoDay(1)], startDate: torontoDay(1), endDate: torontoDay(1) })]);
    await fileRequest(owner.user.email);

    const request = (await requestFor(admin, owner.user.email))!;
    expect(request).toMatchObject({ reason: 'I am moving away', account: { id: owner.user.id, email: owner.user.email } });
    expect(Date.parse(request.dueAt) - Date.parse(request.createdAt)).toBe(DATA_DELETION_PROCESSING_DAYS * DAY_MS);

    await expectAnswer(await admin.client.post(`/api/admin/deletion-requests/${request.id}/complete`, { note: ' ' }), 400, ADMIN_MESSAGES.noteRequired);
    await expectAnswer(await admin.client.post(`/api/admin/deletion-requests/${request.id}/complete`, { note: `Erased ${request.id}` }), 200, ADMIN_MESSAGES.dataDeleted);
    expect(await db().select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
    expect(await db().select().from(listings).where(eq(listings.userId, owner.user.id))).toEqual([]);
    expect(await supportMessagesFrom(owner.user.email)).toEqual([]);
    // Mail to the address goes with the data (decision 0081): only the news of it is left.
    expect((await mailsTo(context.server, owner.user.email)).map((row) => row.mail.subject)).toEqual(['Vos données ont été supprimées']);
    expect(await requestFor(admin, owner.user.email)).toBeUndefined();
    expect(await auditLine(admin, request.id)).toMatchObject({ action: 'complete-deletion', adminEmail: admin.user.email, target: { email: owner.user.email } });
    await expectAnswer(await admin.client.post(`/api/admin/deletion-requests/${request.id}/complete`, { note: 'Again' }), 404, ADMIN_MESSAGES.deletionRequestNotFound);
  });

  it('completes a request for an address without an account: its support messages and the desk’s look-ups of it go, and it is told in English', async () => {
    const admin = await administrator();
    const email = `Nobody-${Date.now()}@example.org`;
    await fileRequest(email);
    await json(await admin.client.get(`/api/admin/users/lookup?email=${encodeURIComponent(` ${email.toLowerCase()} `)}`));
    const lookUps = () => db().select().from(adminActions).where(sql`${adminActions.action} = 'look-up-account' and ${adminActions.adminId} = ${admin.user.id}`);
    expect((await lookUps()).map((line) => line.details)).toEqual([{ email: email.toLowerCase() }]);
    const request = (await requestFor(admin, email))!;
    expect(request.account).toBeNull();
    expect(await mailsToSupportFrom(email)).toHaveLength(2);
    await expectAnswer(await admin.client.post(`/api/admin/deletion-requests/${request.id}/complete`, { note: `Erased ${request.id}` }), 200, ADMIN_MESSAGES.dataDeleted);
    expect(await supportMessagesFrom(email)).toEqual([]);
    expect(await mailsToSupportFrom(email)).toEqual([]); // decision 0081
    expect((await mailsTo(context.server, email)).map((row) => row.mail.subject)).toEqual(['Your data has been deleted']);
    expect(await auditLine(admin, request.id)).toMatchObject({ action: 'complete-deletion', target: { displayName: '', email } });
    expect((await lookUps()).map((line) => line.details)).toEqual([{}]);
  });

  it('rejecting one deletes nothing and is logged against the account', async () => {
    const admin = await administrator();
    const owner = await createUser(db(), context.server.url);
    await fileRequest(owner.user.email, 'Not me');
    const request = (await requestFor(admin, owner.user.email))!;
    await expectAnswer(await admin.client.post(`/api/admin/deletion-requests/${request.id}/reject`, { note: `The owner objected ${request.id}` }), 200, ADMIN_MESSAGES.deletionRequestRejected);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, owner.user.id))).toEqual([{ id: owner.user.id }]);
    expect(await supportMessagesFrom(owner.user.email)).toHaveLength(1);
    expect(await requestFor(admin, owner.user.email)).toBeUndefined();
    expect(await auditLine(admin, request.id)).toMatchObject({ action: 'reject-deletion', targetUserId: owner.user.id, target: { email: owner.user.email } });
    await expectAnswer(await admin.client.post('/api/admin/deletion-requests/not-a-request/reject', { note: 'x' }), 404, ADMIN_MESSAGES.deletionRequestNotFound);
  });

  it('is closed to everyone but administrators', async () => {
    const someone = await createUser(db(), context.server.url);
    for (const client of [guest(), someone.client]) await expectAnswer(await client.get('/api/admin/deletion-requests'), 403, ADMIN_MESSAGES.adminsOnly);
  });
});
