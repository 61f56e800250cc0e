import { actAtDesk, auditEntries, openDesk, openDeskTab } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createSaleViaApi } from '../support/listings';
import { personAt, spotForMessages, stampNow } from '../support/messages';

test('the administrator finds an account by its e-mail address, suspends it without a report and restores it (decision 0072)', async ({ browser }) => {
  const stamp = stampNow();
  const person = await personAt(browser, `Lou ${stamp}`, spotForMessages('admin', 5));
  const desk = await openDesk(browser);
  await openDeskTab(desk.page, 'Find');
  await expect(desk.page.getByText('Each look-up is written in the audit log under your name', { exact: false })).toBeVisible();
  const search = desk.page.getByRole('search', { name: 'Find an account by its e-mail address' });
  await search.getByRole('textbox', { name: 'E-mail address' }).fill(`nobody-${stamp}@example.org`);
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(desk.page.getByText('No account has this e-mail address.')).toBeVisible();

  await search.getByRole('textbox', { name: 'E-mail address' }).fill(person.email.toUpperCase());
  await search.getByRole('button', { name: 'Find' }).click();
  const found = desk.page.getByRole('list', { name: 'Accounts with this e-mail address' }).getByRole('listitem');
  await expect(found).toContainText(person.name);
  await expectNoAxeViolations(desk.page);
  await actAtDesk(desk.page, found.getByRole('button', { name: 'Suspend account' }), 'Suspend account', 'Suspend', `Threats by e-mail ${stamp}`);
  await expect(found).toContainText(`Suspended for: Threats by e-mail ${stamp}`);
  await actAtDesk(desk.page, found.getByRole('button', { name: 'Restore account' }), 'Restore account', 'Restore', `Apologised ${stamp}`);
  await expect(found.getByRole('button', { name: 'Suspend account' })).toBeVisible();
  await openDeskTab(desk.page, 'Log');
  // Both look-ups (the address nobody has, then the person, once however often the desk asked again), the suspension and the restore.
  await expect(auditEntries(desk.page, stamp)).toHaveCount(4);
  await expect(auditEntries(desk.page, stamp).filter({ hasText: 'Account looked up' })).toHaveCount(2);
  await Promise.all([person, desk].map(({ context }) => context.close()));
});

test('the administrator finds a post by its link, takes it down and shows it again, with its owner at hand (decision 0074)', async ({ browser }) => {
  const stamp = stampNow();
  const spot = spotForMessages('admin', 6);
  const seller = await personAt(browser, `Noor ${stamp}`, spot);
  const title = `Linked Sale ${stamp}`;
  const sale = await createSaleViaApi(seller.page, { title, latitude: spot.latitude, longitude: spot.longitude });
  const desk = await openDesk(browser);
  await openDeskTab(desk.page, 'Find');
  const search = desk.page.getByRole('search', { name: 'Find a post by its link or id' });
  const field = search.getByRole('textbox', { name: 'Post link or id' });
  await field.fill('the sale on Elm Street');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(search).toContainText("Paste a post's link (it holds the post's id) or the id itself.");

  await field.fill(`https://yardsale.example/find?sale=${sale.id}`);
  await search.getByRole('button', { name: 'Find' }).click();
  const found = desk.page.getByRole('region', { name: title });
  await expect(found).toContainText('Active');
  await expect(found).toContainText(seller.email);
  await expectNoAxeViolations(desk.page);
  await actAtDesk(desk.page, found.getByRole('button', { name: 'Remove listing', exact: true }), 'Remove listing', 'Remove', `Sells stolen bikes ${stamp}`);
  await expect(found).toContainText('Removed');
  expect((await seller.page.request.get(`/api/listings/${sale.id}`)).status()).toBe(200); // its owner still sees it
  await actAtDesk(desk.page, found.getByRole('button', { name: 'Restore listing', exact: true }), 'Restore listing', 'Restore', `The bikes were his ${stamp}`);
  await expect(found.getByRole('button', { name: 'Remove listing', exact: true })).toBeVisible();

  await field.fill('6f1e2d3c-0000-4000-8000-000000000002');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(desk.page.getByText('No post has this id: it was never posted, or its owner deleted it.')).toBeVisible();
  await openDeskTab(desk.page, 'Log');
  await expect(auditEntries(desk.page, stamp)).toHaveCount(3);
  await expect(auditEntries(desk.page, stamp).filter({ hasText: 'Post looked up' })).toContainText(`Post: ${title}`);
  await Promise.all([seller, desk].map(({ context }) => context.close()));
});
