// The administrators' desk: only administrators reach it; a report waits there with its evidence and
// is mailed to them; dismissing, removing a post, suspending and restoring each need a reason and are
// written to the audit log; a suspension ends sessions, refuses sign-in and hides the account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminActionsPage, AdminReportsPage, ClassifiedsPage, ConversationsPage, ListingsPage } from '@yardsale/core/api-types';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { APPEAL_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { classifieds, users } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { expectAnswer, mailsTo, PASSWORD, signUp, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { createUser, insertRows, json, saleRow, torontoDay, type TestUser } from './support/factories';
import { send } from './support/messages';

const DESK_EMAIL = 'desk@example.org'; // named by ADMIN_EMAILS, with no account
const SECOND_DESK_EMAIL = 'Second.Desk@example.org'; // named too; one test registers it
const context = useTestServer({ env: { ADMIN_EMAILS: `${DESK_EMAIL}, ${SECOND_DESK_EMAIL.toLowerCase()}` } });
const db = () => context.server.database.db;
let spots = 0;
/** A spot of its own for each world (around Sudbury), so that one test's posts never show in another's. */
const nextSpot = () => ({ lat: 46.4917 + 0.05 * ++spots, lng: -80.993 });
const upcoming = () => ({ timeZone: 'America/Toronto', dates: [torontoDay(1)], startDate: torontoDay(1), endDate: torontoDay(1) });

/**
 * A seller who can sign in (as can the buyer), with a sale, a classified and a classified already taken down; a buyer who
 * reported them (and so blocks them); a neighbour who wrote to them too; an administrator.
 */
async function reportedSeller() {
  const spot = nextSpot();
  const seller = await createUser(db(), context.server.url, { password: PASSWORD });
  const [buyer, neighbour, admin] = (await Promise.all([{ password: PASSWORD }, {}, {}].map((options) => createUser(db(), context.server.url, options)))) as [TestUser, TestUser, TestUser];
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  const [saleId] = await insertRows(db(), [saleRow(seller.user.id, spot, new Date(), { title: 'Garage sale', ...upcoming() })]);
  const [classifiedId, inactiveId] = await insertClassifieds(db(), [
    classifiedRow(seller.user.id, spot, new Date(), { title: 'Gift cards wanted' }),
    classifiedRow(seller.user.id, spot, new Date(), { title: 'Old ad', isActive: false }),
  ]);
  await send(buyer, { listingId: classifiedId, content: 'Is it real?' });
  await send(seller, { listingId: classifiedId, receiverId: buyer.user.id, content: 'Pay with gift cards first.' });
  await send(neighbour, { listingId: saleId, content: 'What time do you open?' });
  const report = await json<{ id: string }>(await buyer.client.post(`/api/users/${seller.user.id}/report`, { reason: 'Gift card scam' }), 201);
  const near = `near=${spot.lat},${spot.lng}&radiusKm=1`;
  const seen = async () => ({
    classifieds: (await json<ClassifiedsPage>(await neighbour.client.get(`/api/classifieds?${near}`))).classifieds.map((item) => item.title),
    sales: (await json<ListingsPage>(await neighbour.client.get(`/api/listings?${near}`))).listings.map((sale) => sale.title),
    conversations: (await json<ConversationsPage>(await neighbour.client.get('/api/messages/conversations'))).conversations.length,
  });
  return { seller, buyer, admin, seen, saleId: saleId!, classifiedId: classifiedId!, inactiveId: inactiveId!, reportId: report.id };
}

const queue = async (admin: TestUser) => (await json<AdminReportsPage>(await admin.client.get('/api/admin/reports'))).reports;
const audit = async (admin: TestUser) => (await json<AdminActionsPage>(await admin.client.get('/api/admin/actions'))).actions;

describe('the review desk', () => {
  it('answers 403 to everyone but administrators', async () => {
    const { buyer, admin } = await reportedSeller();
    await expectAnswer(await apiClient(context.server.url).get('/api/admin/reports'), 403, ADMIN_MESSAGES.adminsOnly);
    await expectAnswer(await buyer.client.get('/api/admin/reports'), 403, ADMIN_MESSAGES.adminsOnly);
    await expectAnswer(await buyer.client.post(`/api/admin/users/${buyer.user.id}/suspend`, { note: 'x' }), 403, ADMIN_MESSAGES.adminsOnly);
    // Whatever they send: the desk's rules for a note or an address are not theirs to learn.
    await expectAnswer(await buyer.client.post(`/api/admin/users/${buyer.user.id}/suspend`, {}), 403, ADMIN_MESSAGES.adminsOnly);
    await expectAnswer(await apiClient(context.server.url).get('/api/admin/users/lookup?email=bad'), 403, ADMIN_MESSAGES.adminsOnly);
    const malformed = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"note":' };
    await expectAnswer(await buyer.client.fetch(`/api/admin/users/${buyer.user.id}/suspend`, malformed), 403, ADMIN_MESSAGES.adminsOnly);
    expect((await admin.client.get('/api/admin/reports')).status).toBe(200);
  });

  it('opens to an ADMIN_EMAILS address only once its owner has verified it: anyone may register it first', async () => {
    const squatter = await signUp(context.server, { email: SECOND_DESK_EMAIL });
    await expectAnswer(await squatter.client.get('/api/admin/reports'), 403, ADMIN_MESSAGES.adminsOnly);
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, squatter.user.id));
    expect((await squatter.client.get('/api/admin/reports')).status).toBe(200);
  });

  it('leaves a report about an administrator to another administrator', async () => {
    const { buyer, admin } = await reportedSeller();
    const other = await createUser(db(), context.server.url);
    expect(await setAdministrator(db(), other.user.email, true)).toBe(true);
    const [adminsAd] = await insertClassifieds(db(), [classifiedRow(admin.user.id, nextSpot(), new Date(), { title: 'Desk chair' })]);
    await send(buyer, { listingId: adminsAd, content: 'Still for sale?' });
    const aboutAdmin = await json<{ id: string }>(await buyer.client.post(`/api/users/${admin.user.id}/report`, { reason: 'Asked for a deposit' }), 201);

    await expectAnswer(await admin.client.post(`/api/admin/reports/${aboutAdmin.id}/dismiss`, { note: 'Nothing wrong with me' }), 403, ADMIN_MESSAGES.aboutYou);
    await expectAnswer(await admin.client.post(`/api/admin/listings/${adminsAd}/remove`, { note: 'Mine', reportId: aboutAdmin.id }), 403, ADMIN_MESSAGES.aboutYou);
    // Nor their own post's reports through the post itself: taking it down would close them unseen, and restoring it would undo that.
    const postReport = await json<{ id: string }>(await buyer.client.post(`/api/classifieds/${adminsAd}/report`, { problem: 'scam' }), 201);
    await expectAnswer(await admin.client.post(`/api/admin/listings/${adminsAd}/remove`, { note: 'Mine' }), 403, ADMIN_MESSAGES.aboutYou);
    await json(await other.client.post(`/api/admin/listings/${adminsAd}/remove`, { note: 'Deposit scam' }));
    await expectAnswer(await admin.client.post(`/api/admin/listings/${adminsAd}/restore`, { note: 'Back up' }), 403, ADMIN_MESSAGES.aboutYou);
    expect((await queue(other)).find((each) => each.id === postReport.id)).toBeUndefined(); // answered by the other's removal
    expect((await queue(admin)).find((each) => each.id === aboutAdmin.id)).toMatchObject({ status: 'open' });
    await json(await other.client.post(`/api/admin/reports/${aboutAdmin.id}/dismiss`, { note: 'A misunderstanding' }));
  });

  it('holds each report with its evidence, the reported user’s record and posts, and mails the administrators', async () => {
    const { seller, buyer, admin, reportId, classifiedId } = await reportedSeller();
    const report = (await queue(admin)).find((each) => each.id === reportId)!;
    expect(report).toMatchObject({
      reason: 'Gift card scam',
      status: 'open',
      reporter: { id: buyer.user.id, email: buyer.user.email },
      reported: { id: seller.user.id, email: seller.user.email, suspendedAt: null },
      evidence: { listing: { id: classifiedId, title: 'Gift cards wanted' }, messages: [{ content: 'Is it real?' }, { content: 'Pay with gift cards first.' }] },
    });
    expect(report.posts.map((post) => `${post.type} ${post.title} ${post.isActive}`).sort()).toEqual(['classified Gift cards wanted true', 'classified Old ad false', 'listing Garage sale true']);
    for (const to of [DESK_EMAIL, admin.user.email]) {
      expect((await mailsTo(context.server, to)).map((row) => row.mail.subject)).toContain('New scam report: Neighbour');
    }
  });

  it('dismisses a report only with a reason, and logs who and why', async () => {
    const { admin, reportId, seller } = await reportedSeller();
    await expectAnswer(await admin.client.post(`/api/admin/reports/${reportId}/dismiss`, { note: ' ' }), 400, ADMIN_MESSAGES.noteRequired);
    expect(await json<{ message: string }>(await admin.client.post(`/api/admin/reports/${reportId}/dismiss`, { note: 'A misunderstanding' }))).toEqual({ message: 'Report dismissed' });
    expect((await queue(admin)).map((each) => each.id)).not.toContain(reportId);
    expect((await audit(admin))[0]).toMatchObject({ adminEmail: admin.user.email, action: 'dismiss-report', reportId, targetUserId: seller.user.id, target: { email: seller.user.email }, note: 'A misunderstanding' });
  });

  it('removes one post from every list, and tells its owner why in their language', async () => {
    const { admin, seen, seller, saleId, classifiedId, reportId } = await reportedSeller();
    expect((await seen()).classifieds).toEqual(['Gift cards wanted']);
    await json(await admin.client.post(`/api/admin/listings/${classifiedId}/remove`, { note: 'Scam ad', reportId }));
    expect((await seen()).classifieds).toEqual([]);
    expect((await audit(admin))[0]).toMatchObject({ action: 'remove-listing', reportId, note: 'Scam ad' });
    const [told] = await mailsTo(context.server, seller.user.email);
    expect(told!.mail).toMatchObject({ subject: 'Your post "Gift cards wanted" was taken down' });
    expect(told!.mail.text).toContain('The reason given: “Scam ad”');
    expect(told!.mail.text).toContain('Open My Posts: http://yardsale.test/posts');

    await seller.client.patch('/api/users/profile', { preferences: { language: 'fr' } });
    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Armes à vendre' }));
    const [toldInFrench] = await mailsTo(context.server, seller.user.email);
    expect(toldInFrench!.mail.subject).toBe('Votre annonce « Garage sale » a été retirée');
    expect(toldInFrench!.mail.text).toContain('Le motif indiqué : “Armes à vendre”');
    await expectAnswer(await admin.client.post('/api/admin/listings/00000000-0000-4000-8000-000000000000/remove', { note: 'x' }), 404, ADMIN_MESSAGES.listingNotFound);
  });

  it('restores a post taken down by mistake, says so to its owner, and logs both with the post as it is now', async () => {
    const { admin, seen, seller, saleId, classifiedId } = await reportedSeller();
    await json(await admin.client.post(`/api/admin/listings/${classifiedId}/remove`, { note: 'Looked like a scam' }));
    expect((await audit(admin))[0]).toMatchObject({ action: 'remove-listing', post: { id: classifiedId, type: 'classified', title: 'Gift cards wanted', isActive: false } });
    const restore = (id: string, note = 'It was a real sale') => admin.client.post(`/api/admin/listings/${id}/restore`, { note });

    await expectAnswer(await restore(classifiedId, ' '), 400, ADMIN_MESSAGES.noteRequired);
    expect(await json<{ message: string }>(await restore(classifiedId))).toEqual({ message: ADMIN_MESSAGES.listingRestored });
    expect((await seen()).classifieds).toEqual(['Gift cards wanted']);
    const [latest, removal] = await audit(admin);
    expect(latest).toMatchObject({ action: 'restore-listing', note: 'It was a real sale', targetUserId: seller.user.id, post: { id: classifiedId, isActive: true } });
    expect(removal!.post).toMatchObject({ id: classifiedId, isActive: true }); // as it is now
    const [told] = await mailsTo(context.server, seller.user.email);
    expect(told!.mail.subject).toBe('Your post "Gift cards wanted" is back');
    expect(told!.mail.text).toContain('Open My Posts: http://yardsale.test/posts');

    await expectAnswer(await restore(classifiedId), 409, ADMIN_MESSAGES.notTakenDown);
    await expectAnswer(await restore('00000000-0000-4000-8000-000000000000'), 404, ADMIN_MESSAGES.listingNotFound);
    // A suspended owner's posts come back with their account, not one by one.
    await json(await admin.client.post(`/api/admin/listings/${saleId}/remove`, { note: 'Weapons' }));
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Scam' }));
    await expectAnswer(await restore(saleId), 409, ADMIN_MESSAGES.ownerSuspended);
  });

  it('suspends an account: sessions end, sign-in says why, posts and conversations hide; a restore brings back exactly what it hid', async () => {
    const { seller, admin, seen, reportId, inactiveId } = await reportedSeller();
    const before = await seen();
    expect(before).toMatchObject({ classifieds: ['Gift cards wanted'], sales: ['Garage sale'], conversations: 1 });

    const sessionBefore = seller.client.sessionCookie;
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Gift card scam', reportId }));
    // The app still open on the seller's phone is told why, on a write as on its next session check.
    await expectAnswer(await seller.client.patch('/api/users/profile', { name: 'Still here' }), 401, 'This account is suspended: Gift card scam');
    await expectAnswer(await seller.client.get('/api/auth/user'), 401, 'This account is suspended: Gift card scam');
    await expectAnswer(await seller.client.get('/api/auth/user'), 401, 'Unauthorized'); // its cookie was cleared
    await expectAnswer(await apiClient(context.server.url).post('/api/login', { username: seller.user.email, password: PASSWORD }), 403, 'This account is suspended: Gift card scam');
    expect(await seen()).toEqual({ classifieds: [], sales: [], conversations: 0 });
    expect((await queue(admin)).map((each) => each.id)).not.toContain(reportId); // reviewed
    await expectAnswer(await admin.client.post(`/api/admin/users/${admin.user.id}/suspend`, { note: 'oops' }), 400, ADMIN_MESSAGES.notYourself);
    // Twice at once (two administrators, a double tap): one suspension, one mail.
    await expectAnswer(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Again' }), 409, ADMIN_MESSAGES.alreadySuspended);
    expect((await mailsTo(context.server, seller.user.email)).filter((row) => row.mail.subject.includes('suspended'))).toHaveLength(1);

    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/restore`, { note: 'Appeal accepted' }));
    expect(await seen()).toEqual(before);
    await expectAnswer(await admin.client.post(`/api/admin/users/${seller.user.id}/restore`, { note: 'Twice' }), 409, APPEAL_MESSAGES.notSuspended);
    const [old] = await db().select({ isActive: classifieds.isActive }).from(classifieds).where(eq(classifieds.id, inactiveId));
    expect(old!.isActive).toBe(false); // it was down before the suspension
    expect((await apiClient(context.server.url).post('/api/login', { username: seller.user.email, password: PASSWORD })).status).toBe(200);
    // A session from before the suspension does not come back with the restore.
    await expectAnswer(await apiClient(context.server.url, sessionBefore).get('/api/auth/user'), 401, 'Unauthorized');
    expect((await audit(admin)).slice(0, 2).map((entry) => `${entry.action}: ${entry.note}`)).toEqual(['restore: Appeal accepted', 'suspend: Gift card scam']);
  });

  it('keeps a report when either account is deleted: the reported one as it was, the reporter as gone', async () => {
    const { seller, buyer, admin, reportId } = await reportedSeller();
    await expectAnswer(await seller.client.delete('/api/users/account', { password: PASSWORD }), 200);
    await expectAnswer(await buyer.client.delete('/api/users/account', { password: PASSWORD }), 200);

    const report = (await queue(admin)).find((each) => each.id === reportId)!;
    expect(report).toMatchObject({
      reason: 'Gift card scam',
      reporter: null,
      reported: { id: seller.user.id, email: seller.user.email, suspendedAt: null },
      evidence: { messages: [{ content: 'Is it real?' }, { content: 'Pay with gift cards first.' }] },
      otherReports: [],
      posts: [],
    });
    expect(Date.parse(report.reported.deletedAt!)).toBeGreaterThan(Date.parse(report.createdAt));
    await expectAnswer(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Too late', reportId }), 404, ADMIN_MESSAGES.userNotFound);
    await json(await admin.client.post(`/api/admin/reports/${reportId}/dismiss`, { note: 'The account is gone' }));
    expect((await queue(admin)).map((each) => each.id)).not.toContain(reportId);
  });

  it('leaves down on restore a post an administrator removed during the suspension', async () => {
    const { seller, admin, seen, reportId, classifiedId } = await reportedSeller();
    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/suspend`, { note: 'Gift card scam', reportId }));
    await json(await admin.client.post(`/api/admin/listings/${classifiedId}/remove`, { note: 'The scam ad itself', reportId }));

    await json(await admin.client.post(`/api/admin/users/${seller.user.id}/restore`, { note: 'Only the ad was the problem' }));
    expect(await seen()).toMatchObject({ classifieds: [], sales: ['Garage sale'] });
    const [removed] = await db().select({ isActive: classifieds.isActive }).from(classifieds).where(eq(classifieds.id, classifiedId));
    expect(removed!.isActive).toBe(false);
  });
});
