// A suspended user's one appeal: sent with the account's e-mail and password (a suspended account has
// no session), back in the desk's queue with the user's record, mailed to the administrators; a
// restore grants it, a rejection keeps the suspension, and the same suspension cannot be appealed
// twice. The desk also lists every suspended account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminActionsPage, AdminAppealsPage, AdminSuspendedPage } from '@yardsale/core/api-types';
import { LIMITS } from '@yardsale/core/limits';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { APPEAL_MESSAGES, AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { users } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { expectAnswer, mailsTo, PASSWORD, PUBLIC_URL, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, json, type TestUser } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const guest = () => apiClient(context.server.url);
const appeal = (user: TestUser, message: string, password = PASSWORD) => guest().post('/api/appeals', { username: user.user.email, password, message });

/** A suspended seller who can sign in with PASSWORD once restored, and an administrator. */
async function suspendedSeller(note = 'Gift card scam') {
  const seller = await createUser(db(), context.server.url, { password: PASSWORD });
  const admin = await createUser(db(), context.server.url);
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note }));
  return { seller, admin };
}

const appealsOf = async (admin: TestUser) => (await json<AdminAppealsPage>(await admin.client.get('/api/admin/appeals'))).appeals;
const suspended = async (admin: TestUser) => (await json<AdminSuspendedPage>(await admin.client.get('/api/admin/users/suspended'))).users;
const audit = async (admin: TestUser) => (await json<AdminActionsPage>(await admin.client.get('/api/admin/actions'))).actions;

describe('an appeal', () => {
  it('is sent once per suspension with the e-mail and password, waits in the queue and is mailed to the administrators', async () => {
    const { seller, admin } = await suspendedSeller();
    expect(await json<{ message: string }>(await appeal(seller, 'It was my cousin on my phone.'), 201)).toEqual({ message: APPEAL_MESSAGES.sent });
    await expectAnswer(await appeal(seller, 'Please, again.'), 409, APPEAL_MESSAGES.alreadyAppealed);

    const [waiting] = (await appealsOf(admin)).filter((each) => each.user.id === seller.user.id);
    expect(waiting).toMatchObject({ message: 'It was my cousin on my phone.', user: { email: seller.user.email, suspensionReason: 'Gift card scam' }, reports: [], posts: [] });
    expect(waiting!.user.suspendedAt).not.toBeNull();
    expect((await mailsTo(context.server, admin.user.email)).map((row) => row.mail.subject)).toContain('New appeal: Neighbour');
  });

  it('needs the right password, a suspended account and a message of at most 1000 characters', async () => {
    const { seller } = await suspendedSeller();
    await expectAnswer(await appeal(seller, 'Let me back in.', 'not-the-password'), 401, AUTH_MESSAGES.invalidLogin);
    await expectAnswer(await appeal(seller, '  '), 400, APPEAL_MESSAGES.messageRequired);
    await expectAnswer(await appeal(seller, 'x'.repeat(LIMITS.appealMax + 1)), 400, APPEAL_MESSAGES.messageTooLong);
    const neighbour = await createUser(db(), context.server.url, { password: PASSWORD });
    await expectAnswer(await appeal(neighbour, 'Nothing to appeal.'), 409, APPEAL_MESSAGES.notSuspended);
  });

  it('is granted by a restore, after which a new suspension may be appealed again', async () => {
    const { seller, admin } = await suspendedSeller();
    await json(await appeal(seller, 'A misunderstanding.'), 201);
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/restore`, { note: 'Appeal accepted' }));
    expect((await appealsOf(admin)).map((each) => each.user.id)).not.toContain(seller.user.id);
    expect((await guest().post('/api/login', { username: seller.user.email, password: PASSWORD })).status).toBe(200);
    // Told both times, with the suspension's reason and where to appeal, and that the account is back.
    const [restored, suspension] = await mailsTo(context.server, seller.user.email);
    expect(suspension!.mail).toMatchObject({ subject: 'Your Yard Sale Finder account is suspended', text: expect.stringContaining('The reason given: “Gift card scam”') });
    expect(suspension!.mail.text).toContain(`${PUBLIC_URL}/auth`);
    expect(restored!.mail.subject).toBe('Your Yard Sale Finder account is restored');

    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Again' }));
    await json(await appeal(seller, 'Not again, really.'), 201);
    expect((await appealsOf(admin)).filter((each) => each.user.id === seller.user.id).map((each) => each.message)).toEqual(['Not again, really.']);
  });

  it('is rejected with a reason: the account stays suspended and the suspension cannot be appealed again', async () => {
    const { seller, admin } = await suspendedSeller();
    await json(await appeal(seller, 'Please.'), 201);
    const [waiting] = (await appealsOf(admin)).filter((each) => each.user.id === seller.user.id);
    await expectAnswer(await admin.client.post(`/api/admin/appeals/${waiting!.id}/reject`, { note: '' }), 400, ADMIN_MESSAGES.noteRequired);
    expect(await json(await admin.client.post(`/api/admin/appeals/${waiting!.id}/reject`, { note: 'Evidence is clear' }))).toEqual({ message: ADMIN_MESSAGES.appealRejected });
    await expectAnswer(await admin.client.post(`/api/admin/appeals/${waiting!.id}/reject`, { note: 'twice' }), 404, ADMIN_MESSAGES.appealNotFound);
    expect((await appealsOf(admin)).map((each) => each.id)).not.toContain(waiting!.id);
    expect((await audit(admin))[0]).toMatchObject({ action: 'reject-appeal', targetUserId: seller.user.id, note: 'Evidence is clear' });
    await expectAnswer(await guest().post('/api/login', { username: seller.user.email, password: PASSWORD }), 403, 'This account is suspended: Gift card scam');
    await expectAnswer(await appeal(seller, 'One more time.'), 409, APPEAL_MESSAGES.alreadyAppealed);
    const [rejected] = await mailsTo(context.server, seller.user.email);
    expect(rejected!.mail).toMatchObject({ subject: 'Your appeal was reviewed', text: expect.stringContaining('your account stays suspended') });
    expect(rejected!.mail.text).not.toContain('Evidence is clear'); // the desk's note stays on the desk
  });

  it("reaches its owner in the language of their preferences", async () => {
    const seller = await createUser(db(), context.server.url, { password: PASSWORD });
    await db().update(users).set({ preferences: { ...seller.user.preferences, language: 'fr' } }).where(eq(users.id, seller.user.id));
    const admin = await createUser(db(), context.server.url);
    expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Arnaque' }));
    const [suspension] = await mailsTo(context.server, seller.user.email);
    expect(suspension!.mail.subject).toBe('Votre compte Yard Sale Finder est suspendu');
  });
});

describe('the desk', () => {
  it('lists suspended accounts, latest first, until they are restored', async () => {
    const first = await suspendedSeller('First');
    const second = await suspendedSeller('Second');
    const ids = async () => (await suspended(second.admin)).map((person) => person.id).filter((id) => [first.seller.user.id, second.seller.user.id].includes(id));
    expect(await ids()).toEqual([second.seller.user.id, first.seller.user.id]);
    await json(await second.admin.client.post(`/api/admin/users/${first.seller.user.id}/restore`, { note: 'Long enough' }));
    expect(await ids()).toEqual([second.seller.user.id]);
  });

  it('answers 403 about appeals and suspended accounts to everyone but administrators', async () => {
    const { seller } = await suspendedSeller();
    const neighbour = await createUser(db(), context.server.url);
    for (const path of ['/api/admin/appeals', '/api/admin/users/suspended']) {
      await expectAnswer(await guest().get(path), 403, ADMIN_MESSAGES.adminsOnly);
      await expectAnswer(await neighbour.client.get(path), 403, ADMIN_MESSAGES.adminsOnly);
    }
    await expectAnswer(await neighbour.client.post(`/api/admin/appeals/${seller.user.id}/reject`, { note: 'x' }), 403, ADMIN_MESSAGES.adminsOnly);
  });
});
