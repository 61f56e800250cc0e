import { actAtDesk, auditEntries, openDesk, openDeskTab } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { personAt, spotForMessages, stampNow } from '../support/messages';

test('the administrator finds an account by its e-mail address, suspends it without a report and restores it (decision 0072)', async ({ browser }) => {
  const stamp = stampNow();
  const person = await personAt(browser, `Lou ${stamp}`, spotForMessages('admin', 5));
  const desk = await openDesk(browser);
  await openDeskTab(desk.page, 'Find account');
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
  await expect(auditEntries(desk.page, stamp)).toHaveCount(2);
  await Promise.all([person, desk].map(({ context }) => context.close()));
});
