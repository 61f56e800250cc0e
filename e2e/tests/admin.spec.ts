import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser, logIn, STRONG_PASSWORD } from '../support/accounts';
import { actAtDesk, auditEntries, DESK_EMAIL, openDesk, openDeskTab, reportCard, reportViaApi } from '../support/admin';
import { expectNoAxeViolations, THEMES } from '../support/axe';
import { createClassifiedViaApi, drawPhoto } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { chooseFromConversationMenu, inboxRow, messageViaApi, personAt, spotForMessages, stampNow, type Person } from '../support/messages';
import { toast, toastWith } from '../support/toast';

const NOT_FOUND = '404 Page Not Found';

/** A seller with a classified at the test's own spot (`slot`), and a buyer who wrote to them about it and had an answer. */
async function sellerAndBuyer(browser: Browser, stamp: string, slot: number) {
  const spot = spotForMessages('admin', slot);
  const seller = await personAt(browser, `Sid ${stamp}`, spot);
  const buyer = await personAt(browser, `Bo ${stamp}`, spot);
  const classified = await createClassifiedViaApi(seller.page, { title: `Gift card ${stamp}`, price: '40', description: 'Pay before pickup.', ...spot });
  const first = await messageViaApi(buyer.page, { listingId: classified.id, listingType: 'classified', content: 'Is it still for sale?' });
  await messageViaApi(seller.page, { listingId: classified.id, receiverId: first.senderId, content: 'Yes. Send gift cards first.' });
  return { seller, buyer, classified, spot };
}

/** The administrator suspends `person` through the API, as the desk's Suspend button does. */
async function suspendViaApi(desk: Page, person: Person, reason: string) {
  const response = await desk.request.post(`/api/admin/users/${person.id}/suspend`, { data: { note: reason } });
  if (!response.ok()) throw new Error(`suspension failed: ${response.status()} ${await response.text()}`);
}

/** The suspended `person` appeals with their e-mail and password, as the sign-in page's dialog does (no session needed). */
async function appealViaApi(person: Person, message: string) {
  const response = await person.page.request.post('/api/appeals', { data: { username: person.email, password: STRONG_PASSWORD, message } });
  if (response.status() !== 201) throw new Error(`appeal failed: ${response.status()} ${await response.text()}`);
}

/** The open appeal of the person named `name`. */
const appealCard = (page: Page, name: string) => page.getByRole('article', { name: `Appeal from ${name}` });

/** The buyer reports the seller as a scammer from their conversation, as anyone would. */
async function reportFromConversation(buyer: Person, seller: Person, reason: string) {
  await buyer.page.goto('/messages');
  await inboxRow(buyer.page, seller.name).click();
  await chooseFromConversationMenu(buyer.page, 'Block');
  const dialog = buyer.page.getByRole('dialog', { name: `Block ${seller.name}` });
  await dialog.getByRole('radio', { name: 'Report as scammer' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(toast(buyer.page, 'User Reported')).toBeVisible();
}

test('the administrator suspends a reported seller on the evidence, restores them from the suspended accounts, dismisses a report, and the log keeps it all', async ({ browser }) => {
  test.slow(); // four people on their own phones through a whole review
  const stamp = stampNow();
  const { seller, buyer, classified, spot } = await sellerAndBuyer(browser, stamp, 0);
  const neighbour = await personAt(browser, `Nia ${stamp}`, spot);
  await messageViaApi(neighbour.page, { listingId: classified.id, listingType: 'classified', content: 'Can I see it first?' });
  await seller.page.goto('/messages');
  await expect(seller.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await reportFromConversation(buyer, seller, `Wants gift cards ${stamp}`);

  // The report waits at the desk with both people and the conversation as evidence.
  const desk = await openDesk(browser);
  const report = reportCard(desk.page, seller.name);
  await expect(report).toContainText(`Wants gift cards ${stamp}`);
  await expect(report).toContainText(`${seller.name} · ${seller.email}`);
  await expect(report).toContainText(`${buyer.name} · ${buyer.email}`);
  await expect(report).toContainText(`Gift card ${stamp} (Classified)`);
  await expect(report.getByRole('list', { name: `Messages between ${buyer.name} and ${seller.name}` }).getByRole('listitem')).toHaveText([
    new RegExp(`^${buyer.name} \\(reporter\\): Is it still for sale\\?`),
    new RegExp(`^${seller.name} \\(reported\\): Yes\\. Send gift cards first\\.`),
  ]);

  // A reason written is kept through a tap beside the dialog; with none, the tap closes it.
  await report.getByRole('button', { name: 'Suspend account' }).click();
  const suspending = desk.page.getByRole('dialog', { name: 'Suspend account' });
  await suspending.getByRole('textbox', { name: 'Reason' }).fill('Half a thought');
  await desk.page.mouse.click(4, 4);
  await expect(suspending.getByRole('textbox', { name: 'Reason' })).toHaveValue('Half a thought');
  await suspending.getByRole('textbox', { name: 'Reason' }).fill('');
  await desk.page.mouse.click(4, 4);
  await expect(suspending).toBeHidden();

  // Suspended, the seller's next page load ends signed out, and signing in says why.
  await actAtDesk(desk.page, report.getByRole('button', { name: 'Suspend account' }), 'Suspend account', 'Suspend', `Gift card scam ${stamp}`);
  await expect(toast(desk.page, 'Account suspended')).toBeVisible();
  await expect(report).toBeHidden();
  await seller.page.reload();
  await expect(seller.page).toHaveURL(/\/auth/);
  await logIn(seller.page, seller.email, STRONG_PASSWORD);
  await expect(toastWith(seller.page, `This account is suspended: Gift card scam ${stamp}`)).toBeVisible();

  // Listed with why among the suspended accounts, and restored from there, the seller signs in again.
  await openDeskTab(desk.page, 'Suspended');
  const suspended = desk.page.getByRole('list', { name: /^Suspended accounts/ }).getByRole('listitem').filter({ hasText: seller.email });
  await expect(suspended).toContainText(`Suspended for: Gift card scam ${stamp}`);
  await actAtDesk(desk.page, suspended.getByRole('button', { name: `Restore account: ${seller.name} (${seller.email})` }), 'Restore account', 'Restore', `Appeal accepted ${stamp}`);
  await expect(toast(desk.page, 'Account restored')).toBeVisible();
  await expect(suspended).toBeHidden();
  await logIn(seller.page, seller.email, STRONG_PASSWORD);
  await expect(seller.page).not.toHaveURL(/\/auth/);

  // A second report, from the neighbour, is dismissed and leaves the queue.
  await reportViaApi(neighbour.page, seller.id, `Rude replies ${stamp}`, classified.id);
  await desk.page.reload();
  await expect(report).toContainText(`Rude replies ${stamp}`);
  await actAtDesk(desk.page, report.getByRole('button', { name: 'Dismiss report' }), 'Dismiss report', 'Dismiss', `Not a scam ${stamp}`);
  await expect(toast(desk.page, 'Report dismissed')).toBeVisible();
  await expect(report).toBeHidden();

  // The audit log shows each action, newest first, with who did it and why.
  await openDeskTab(desk.page, 'Log');
  await expect(auditEntries(desk.page, stamp)).toHaveText([
    new RegExp(`^Report dismissed — .*Not a scam ${stamp}by ${DESK_EMAIL}$`),
    new RegExp(`^Account restored — .*Appeal accepted ${stamp}by ${DESK_EMAIL}$`),
    new RegExp(`^Account suspended — .*Gift card scam ${stamp}by ${DESK_EMAIL}$`),
  ]);

  await Promise.all([seller, buyer, neighbour, desk].map(({ context }) => context.close()));
});

test('the administrator rejects one suspended user’s appeal and grants another’s by restoring the account', async ({ browser }) => {
  test.slow(); // three people, two suspensions and two appeals
  const stamp = stampNow();
  const spot = spotForMessages('admin', 1);
  const [ann, bob] = await Promise.all([personAt(browser, `Ann ${stamp}`, spot), personAt(browser, `Bob ${stamp}`, spot)]);
  const desk = await openDesk(browser);
  await suspendViaApi(desk.page, ann, `Fake tickets ${stamp}`);
  await suspendViaApi(desk.page, bob, `Rude replies ${stamp}`);
  await appealViaApi(ann, `The tickets were real ${stamp}.`);
  await appealViaApi(bob, `I apologised to the buyer ${stamp}.`);

  // Each appeal waits in the queue with the suspension it is about and what its author wrote.
  await desk.page.reload();
  await openDeskTab(desk.page, 'Appeals');
  const annAppeal = appealCard(desk.page, ann.name);
  const bobAppeal = appealCard(desk.page, bob.name);
  await expect(annAppeal).toContainText(`${ann.name} · ${ann.email}`);
  await expect(annAppeal).toContainText(`Suspended for: Fake tickets ${stamp}`);
  await expect(annAppeal).toContainText(`The tickets were real ${stamp}.`);
  await expect(bobAppeal).toContainText(`I apologised to the buyer ${stamp}.`);

  // Rejected, Ann's appeal leaves the queue and her account stays suspended.
  await actAtDesk(desk.page, annAppeal.getByRole('button', { name: 'Reject appeal' }), 'Reject appeal', 'Reject', `Tickets were fake ${stamp}`);
  await expect(toast(desk.page, 'Appeal rejected')).toBeVisible();
  await expect(annAppeal).toBeHidden();
  const annSignsIn = await ann.page.request.post('/api/login', { data: { username: ann.email, password: STRONG_PASSWORD } });
  expect(annSignsIn.status()).toBe(403);

  // Granted by restoring the account from its card, Bob's appeal leaves the queue and he signs in again.
  await actAtDesk(desk.page, bobAppeal.getByRole('button', { name: 'Restore account' }), 'Restore account', 'Restore', `Apology accepted ${stamp}`);
  await expect(toast(desk.page, 'Account restored')).toBeVisible();
  await expect(bobAppeal).toBeHidden();
  await bob.page.goto('/auth');
  await logIn(bob.page, bob.email, STRONG_PASSWORD);
  await expect(bob.page).not.toHaveURL(/\/auth/);

  await openDeskTab(desk.page, 'Log');
  await expect(auditEntries(desk.page, stamp)).toHaveText([
    new RegExp(`^Account restored — .*About ${bob.name} .*Apology accepted ${stamp}by ${DESK_EMAIL}$`),
    new RegExp(`^Appeal rejected — .*About ${ann.name} .*Tickets were fake ${stamp}by ${DESK_EMAIL}$`),
    new RegExp(`^Account suspended — .*About ${bob.name} .*Rude replies ${stamp}by ${DESK_EMAIL}$`),
    new RegExp(`^Account suspended — .*About ${ann.name} .*Fake tickets ${stamp}by ${DESK_EMAIL}$`),
  ]);

  await Promise.all([ann, bob, desk].map(({ context }) => context.close()));
});

test('a listing the desk removes is marked taken down in its seller’s My Posts, and its photo is served to nobody else', async ({ browser }) => {
  test.slow(); // three accounts and a photo
  const stamp = stampNow();
  const spot = spotForMessages('admin', 4);
  const [seller, buyer] = await Promise.all([personAt(browser, `Sal ${stamp}`, spot), personAt(browser, `Ben ${stamp}`, spot)]);
  const title = `Baby monitor ${stamp}`;
  const classified = await createClassifiedViaApi(seller.page, { title, price: '20', ...spot, photos: [await drawPhoto(seller.page, '#6a1b9a', 'monitor', 320, 240)] });
  const photo = classified.imageUrls[0]!;
  expect((await buyer.page.request.get(photo)).status()).toBe(200);
  await reportViaApi(buyer.page, seller.id, `Photo shows a child ${stamp}`, classified.id);

  const desk = await openDesk(browser);
  const report = reportCard(desk.page, seller.name);
  await actAtDesk(desk.page, report.getByRole('button', { name: `Remove listing: ${title}` }), 'Remove listing', 'Remove', `Photo shows a child ${stamp}`);
  await expect(report).toBeHidden();
  expect((await buyer.page.request.get(photo)).status()).toBe(404);

  // The seller still has it, photo and all, and is told why nobody else sees it.
  await seller.page.goto('/posts');
  await seller.page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  const card = seller.page.getByRole('article', { name: title });
  await expect(card).toContainText('Taken down by a moderator');
  await expect.poll(() => card.getByRole('img', { name: title }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A removal taken back from the audit log: the post and its photo are everyone's again.
  await openDeskTab(desk.page, 'Log');
  const removal = auditEntries(desk.page, `Photo shows a child ${stamp}`);
  await expect(removal).toContainText(`Post: ${title}`);
  await actAtDesk(desk.page, removal.getByRole('button', { name: `Restore listing: ${title}` }), 'Restore listing', 'Restore', `Only a toy ${stamp}`);
  await expect(toast(desk.page, 'Listing restored')).toBeVisible();
  await expect(auditEntries(desk.page, `Only a toy ${stamp}`)).toContainText('Listing restored');
  await expect(removal.getByRole('button')).toHaveCount(0);
  await expect.poll(async () => (await buyer.page.request.get(photo)).status()).toBe(200);
  await seller.page.reload();
  await seller.page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  await expect(card).not.toContainText('Taken down by a moderator');

  await Promise.all([seller, buyer, desk].map(({ context }) => context.close()));
});

test('a data deletion request filed on /data-deletion waits at the desk, which deletes the account it names, and the log keeps it', async ({ page, browser }) => {
  const stamp = stampNow();
  const owner = await createVerifiedUser(page);
  await page.goto('/data-deletion');
  await page.getByRole('textbox', { name: 'Email address' }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill(`Leaving ${stamp}`);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();

  const desk = await openDesk(browser);
  await openDeskTab(desk.page, 'Deletions');
  const card = desk.page.getByRole('article', { name: `Request to delete the data of ${owner.email}` });
  await expect(card).toContainText(`Leaving ${stamp}`);
  await expect(card).toContainText(owner.email);
  await actAtDesk(desk.page, card.getByRole('button', { name: 'Delete data' }), 'Delete data', 'Delete', `Owner asked ${stamp}`);
  await expect(toast(desk.page, 'Data deleted')).toBeVisible();
  await expect(card).toBeHidden();
  // Focus is on the request that took its place, or on the tab of an empty queue, not lost.
  await expect(desk.page.locator('#desk-panel-deletions li:focus, #desk-tab-deletions:focus')).toHaveCount(1);
  await openDeskTab(desk.page, 'Log');
  await expect(auditEntries(desk.page, `Owner asked ${stamp}`)).toContainText(`Data deleted`);

  // The account is gone: its password no longer signs anyone in.
  const login = await page.request.post('/api/login', { data: { username: owner.email, password: owner.password } });
  expect(login.status()).toBe(401);
  await desk.context.close();
});

test('/admin is the not-found screen to a guest and to a signed-in user who does not administer', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await createVerifiedUser(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review desk' })).toBeHidden();
});

for (const theme of THEMES) {
  test(`/admin with a report, its dialog, an appeal, a deletion request, the suspended accounts and the audit log have no accessibility violations (${theme})`, async ({ browser }) => {
    test.slow(); // three accounts, then six scans
    const stamp = stampNow();
    const { seller, buyer, classified } = await sellerAndBuyer(browser, stamp, 2 + THEMES.indexOf(theme));
    await reportViaApi(buyer.page, seller.id, `Scam ${stamp}`, classified.id);

    const desk = await openDesk(browser, theme);
    await expect(reportCard(desk.page, seller.name)).toContainText(`Scam ${stamp}`);
    await expectNoAxeViolations(desk.page);

    await reportCard(desk.page, seller.name).getByRole('button', { name: 'Suspend account' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Suspend account' });
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(dialog.getByText('Please say why')).toBeVisible();
    await expectNoAxeViolations(desk.page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Suspended, the seller appeals: the other tabs have something to show.
    await suspendViaApi(desk.page, seller, `Scam ${stamp}`);
    await appealViaApi(seller, `Not a scam ${stamp}`);
    const deletion = await desk.page.request.post('/api/data-deletion', { data: { email: `scan-${theme}-${stamp}@example.org`, reason: `Scan ${stamp}` } });
    expect(deletion.status()).toBe(201);
    await desk.page.reload();
    await openDeskTab(desk.page, 'Appeals');
    await expect(appealCard(desk.page, seller.name)).toContainText(`Not a scam ${stamp}`);
    await expectNoAxeViolations(desk.page);

    await openDeskTab(desk.page, 'Deletions');
    await expect(desk.page.getByRole('article', { name: `Request to delete the data of scan-${theme}-${stamp}@example.org` })).toContainText(`Scan ${stamp}`);
    await expectNoAxeViolations(desk.page);

    await openDeskTab(desk.page, 'Suspended');
    await expect(desk.page.getByRole('tabpanel', { name: 'Suspended' })).toContainText(seller.email);
    await expectNoAxeViolations(desk.page);

    await openDeskTab(desk.page, 'Log');
    await expect(auditEntries(desk.page, stamp)).toHaveCount(1);
    await expectNoAxeViolations(desk.page);

    await Promise.all([seller, buyer, desk].map(({ context }) => context.close()));
  });
}
