// Reporting a post from its sheet (decision 0056): a signed-in stranger says what is wrong with a
// shown sale or classified; the report waits on the desk with the post as it was, the administrators
// are mailed, nobody is blocked, and removing the post answers every open report of it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReportsPage, BlockStatus, PostReportRecord } from '@yardsale/core/api-types';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { POST_REPORT_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { users } from '@/db/schema';
import { setAdministrator } from '@/services/admin/access';
import { expectAnswer, mailsTo, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { createUser, insertRows, json, saleRow, torontoDay, type TestUser } from './support/factories';
import { send } from './support/messages';

const context = useTestServer();
const db = () => context.server.database.db;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let spots = 0;
/** A spot of its own for each world (around Timmins), so that one test's posts never show in another's. */
const nextSpot = () => ({ lat: 48.4758 + 0.05 * ++spots, lng: -81.3305 });

/** A seller with a shown sale, a shown classified and a hidden sale; two buyers; an administrator. */
async function world() {
  const spot = nextSpot();
  const [seller, buyer, other, admin] = (await Promise.all([0, 1, 2, 3].map(() => createUser(db(), context.server.url)))) as [TestUser, TestUser, TestUser, TestUser];
  expect(await setAdministrator(db(), admin.user.email, true)).toBe(true);
  const day = torontoDay(1);
  const sale = { timeZone: 'America/Toronto', dates: [day], startDate: day, endDate: day };
  const [saleId, hiddenSaleId] = await insertRows(db(), [
    saleRow(seller.user.id, spot, new Date(), { title: 'Porch sale', ...sale }),
    saleRow(seller.user.id, spot, new Date(), { title: 'Hidden sale', ...sale, isActive: false }),
  ]);
  const [classifiedId] = await insertClassifieds(db(), [classifiedRow(seller.user.id, spot, new Date(), { title: 'Puppies, deposit by gift card' })]);
  return { seller, buyer, other, admin, saleId: saleId!, hiddenSaleId: hiddenSaleId!, classifiedId: classifiedId! };
}

const report = (who: TestUser, path: string, body: Record<string, unknown>) => who.client.post(`/api/${path}/report`, body);
const queue = async (admin: TestUser) => (await json<AdminReportsPage>(await admin.client.get('/api/admin/reports'))).reports;

describe('POST /api/listings/{id}/report and /api/classifieds/{id}/report', () => {
  it('files a report of a sale with the sale as it was, for the desk and the administrators, and blocks nobody', async () => {
    const w = await world();
    const filed = await json<PostReportRecord>(await report(w.buyer, `listings/${w.saleId}`, { problem: 'wrong-details', details: '  The address is a parking lot  ' }), 201);
    expect(filed).toMatchObject({ postId: w.saleId, problem: 'wrong-details', status: 'open' });

    const [onDesk] = (await queue(w.admin)).filter((each) => each.id === filed.id);
    expect(onDesk).toMatchObject({
      problem: 'wrong-details',
      postActive: true,
      reason: 'The address is a parking lot',
      reporter: { id: w.buyer.user.id },
      reported: { id: w.seller.user.id },
      evidence: { listing: { id: w.saleId, type: 'listing', title: 'Porch sale' }, messages: [] },
    });
    const mails = await mailsTo(context.server, w.admin.user.email);
    expect(mails.map((row) => row.mail.subject)).toContain('Post reported: Porch sale');
    expect(mails.find((row) => row.mail.subject === 'Post reported: Porch sale')!.mail.text).toContain('a wrong place, date or price');

    // Reporting a post is not blocking its seller: they can still talk.
    expect((await json<BlockStatus>(await w.buyer.client.get(`/api/users/${w.seller.user.id}/blocked`))).isBlocked).toBe(false);
    await send(w.buyer, { listingId: w.saleId, content: 'Where is the sale really?' });
    // Nor does it count as the day's report of the person: reporting them as a scammer still blocks them.
    await json(await w.buyer.client.post(`/api/users/${w.seller.user.id}/report`, { reason: 'Asked for a deposit' }), 201);
    expect((await json<BlockStatus>(await w.buyer.client.get(`/api/users/${w.seller.user.id}/blocked`))).isBlocked).toBe(true);
  });

  it('files a report of a classified, keeping the messages its reporter exchanged with the seller', async () => {
    const w = await world();
    await send(w.buyer, { listingId: w.classifiedId, content: 'Are they vaccinated?' });
    const filed = await json<PostReportRecord>(await report(w.buyer, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 201);
    const [onDesk] = (await queue(w.admin)).filter((each) => each.id === filed.id);
    expect(onDesk).toMatchObject({ problem: 'scam', reason: '', evidence: { listing: { id: w.classifiedId, type: 'classified' } } });
    expect(onDesk!.evidence.messages.map((message) => message.content)).toEqual(['Are they vaccinated?']);
  });

  it.each([
    [{}, POST_REPORT_MESSAGES.problemRequired],
    [{ problem: 'ugly' }, POST_REPORT_MESSAGES.problemRequired],
    [{ problem: 'other' }, POST_REPORT_MESSAGES.detailsRequired],
    [{ problem: 'other', details: '   ' }, POST_REPORT_MESSAGES.detailsRequired],
    [{ problem: 'spam', details: 'x'.repeat(1001) }, 'Reason must be at most 1000 characters'],
  ])('refuses %j with its message', async (body, message) => {
    const w = await world();
    await expectAnswer(await report(w.buyer, `listings/${w.saleId}`, body), 400, message);
  });

  it('refuses guests, the seller, and posts that are not shown or not of that kind', async () => {
    const w = await world();
    await expectAnswer(await apiClient(context.server.url).post(`/api/listings/${w.saleId}/report`, { problem: 'spam' }), 401);
    await expectAnswer(await report(w.seller, `listings/${w.saleId}`, { problem: 'spam' }), 400, POST_REPORT_MESSAGES.reportOwnPost);
    await expectAnswer(await report(w.buyer, `listings/${w.hiddenSaleId}`, { problem: 'spam' }), 404, REQUEST_MESSAGES.listingNotFound);
    await expectAnswer(await report(w.buyer, `listings/${UNKNOWN_ID}`, { problem: 'spam' }), 404, REQUEST_MESSAGES.listingNotFound);
    await expectAnswer(await report(w.buyer, 'listings/not-an-id', { problem: 'spam' }), 404, REQUEST_MESSAGES.listingNotFound);
    await expectAnswer(await report(w.buyer, `classifieds/${w.saleId}`, { problem: 'spam' }), 404, CLASSIFIED_MESSAGES.notFound);
    expect((await queue(w.admin)).filter((each) => each.reported.id === w.seller.user.id)).toEqual([]);
  });

  it('takes one report of a post per person while it waits, and another once it was dismissed', async () => {
    const w = await world();
    // Two taps at once file one report.
    const [one, other] = await Promise.all([report(w.buyer, `listings/${w.saleId}`, { problem: 'spam' }), report(w.buyer, `listings/${w.saleId}`, { problem: 'spam' })]);
    expect([one.status, other.status].sort()).toEqual([201, 409]);
    const first = (await (one.status === 201 ? one : other).json()) as PostReportRecord;
    await expectAnswer(await report(w.buyer, `listings/${w.saleId}`, { problem: 'scam', details: 'Again' }), 409, POST_REPORT_MESSAGES.alreadyReported);
    await json(await report(w.other, `listings/${w.saleId}`, { problem: 'spam' }), 201);
    await json(await report(w.buyer, `classifieds/${w.classifiedId}`, { problem: 'spam' }), 201);

    await json(await w.admin.client.post(`/api/admin/reports/${first.id}/dismiss`, { note: 'A real sale' }));
    await json(await report(w.buyer, `listings/${w.saleId}`, { problem: 'wrong-details', details: 'Now it is a parking lot' }), 201);
  });

  it("answers every open report of a post when an administrator removes it, and no other post's", async () => {
    const w = await world();
    const byBuyer = await json<PostReportRecord>(await report(w.buyer, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 201);
    const byOther = await json<PostReportRecord>(await report(w.other, `classifieds/${w.classifiedId}`, { problem: 'prohibited' }), 201);
    const ofTheSale = await json<PostReportRecord>(await report(w.other, `listings/${w.saleId}`, { problem: 'spam' }), 201);

    await json(await w.admin.client.post(`/api/admin/listings/${w.classifiedId}/remove`, { note: 'Puppy scam', reportId: byBuyer.id }));
    const open = (await queue(w.admin)).map((each) => each.id);
    expect(open).not.toContain(byBuyer.id);
    expect(open).not.toContain(byOther.id);
    expect(open).toContain(ofTheSale.id);
    // Its owner hears of it once, however many times it is removed.
    await json(await w.admin.client.post(`/api/admin/listings/${w.classifiedId}/remove`, { note: 'Puppy scam, again' }));
    const takenDown = (await mailsTo(context.server, w.seller.user.email)).filter((row) => row.mail.subject.includes('was taken down'));
    expect(takenDown).toHaveLength(1);

    // A post deleted by its owner since it was reported has nothing left to remove.
    await json(await w.seller.client.delete(`/api/listings/${w.saleId}`));
    expect((await queue(w.admin)).find((each) => each.id === ofTheSale.id)).toMatchObject({ postActive: false });
    await expectAnswer(await report(w.buyer, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 404, CLASSIFIED_MESSAGES.notFound);
  });
});

describe('what someone who reported a post hears back (decision 0056 addendum)', () => {
  const subjects = async (who: TestUser) => (await mailsTo(context.server, who.user.email)).map((row) => row.mail.subject);
  const takenDown = 'The post you reported, "Puppies, deposit by gift card", was taken down';

  it('is told once, in their language, that the post was taken down when an administrator removes it', async () => {
    const w = await world();
    await db().update(users).set({ preferences: { ...w.other.user.preferences, language: 'fr' } }).where(eq(users.id, w.other.user.id));
    await json(await report(w.buyer, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 201);
    await json(await report(w.other, `classifieds/${w.classifiedId}`, { problem: 'prohibited' }), 201);
    await json(await w.admin.client.post(`/api/admin/listings/${w.classifiedId}/remove`, { note: 'Puppy scam' }));
    await json(await w.admin.client.post(`/api/admin/listings/${w.classifiedId}/remove`, { note: 'Puppy scam, again' }));

    expect(await subjects(w.buyer)).toEqual([takenDown]);
    expect(await subjects(w.other)).toEqual(['L’annonce que vous avez signalée, « Puppies, deposit by gift card », a été retirée']);
    const [mail] = await mailsTo(context.server, w.buyer.user.email);
    expect(mail!.mail.text).toContain('A moderator reviewed it and took it down');
    expect(mail!.mail.text).not.toContain('Puppy scam'); // the reason is for the owner
  });

  it('is told the post stays when the report is dismissed, once; a report of a person is not answered', async () => {
    const w = await world();
    const ofTheSale = await json<PostReportRecord>(await report(w.buyer, `listings/${w.saleId}`, { problem: 'wrong-details' }), 201);
    await json(await w.admin.client.post(`/api/admin/reports/${ofTheSale.id}/dismiss`, { note: 'The address is right' }));
    await json(await w.admin.client.post(`/api/admin/reports/${ofTheSale.id}/dismiss`, { note: 'Twice' }), 409);
    expect(await subjects(w.buyer)).toEqual(['We reviewed the post you reported, "Porch sale"']);
    expect((await mailsTo(context.server, w.buyer.user.email))[0]!.mail.text).toContain('it does not break our Terms, so no action was taken');

    // Dismissed after the post came down (or the other way round), it is answered once, by what came first.
    const ofTheItem = await json<PostReportRecord>(await report(w.other, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 201);
    await json(await w.admin.client.post(`/api/admin/listings/${w.classifiedId}/remove`, { note: 'Scam' }));
    await json(await w.admin.client.post(`/api/admin/reports/${ofTheItem.id}/dismiss`, { note: 'Late' }), 409);
    expect(await subjects(w.other)).toEqual([takenDown]);

    const ofThePerson = await json<{ id: string }>(await w.other.client.post(`/api/users/${w.seller.user.id}/report`, { reason: 'Asked for a deposit' }), 201);
    await json(await w.admin.client.post(`/api/admin/reports/${ofThePerson.id}/dismiss`, { note: 'No proof' }));
    expect(await subjects(w.other)).toEqual([takenDown]);
  });

  it("is told the post was taken down when its owner is suspended, unless they take no mail", async () => {
    const w = await world();
    await db().update(users).set({ notificationSettings: { email: false, push: false, sms: false } }).where(eq(users.id, w.other.user.id));
    await json(await report(w.buyer, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 201);
    await json(await report(w.other, `classifieds/${w.classifiedId}`, { problem: 'scam' }), 201);
    await json(await w.admin.client.post(`/api/admin/users/${w.seller.user.id}/suspend`, { note: 'Scams' }));
    expect(await subjects(w.buyer)).toEqual([takenDown]);
    expect(await subjects(w.other)).toEqual([]);
  });
});
