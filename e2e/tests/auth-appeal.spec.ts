import { createVerifiedUser, logIn, uniqueEmail } from '../support/accounts';
import { openDesk } from '../support/admin';
import { openSettings } from '../support/settings';
import { expect, test } from '../support/fixtures';
import { stampNow } from '../support/messages';
import { toast, toastWith } from '../support/toast';

test('a suspended user is told why at sign-in and appeals once from there', async ({ browser, page }) => {
  const stamp = stampNow();
  const { email, password, user } = await createVerifiedUser(page, uniqueEmail('appeal'));
  await page.request.post('/api/logout');
  const desk = await openDesk(browser);
  const suspended = await desk.page.request.post(`/api/admin/users/${user.id}/suspend`, { data: { note: `Fake tickets ${stamp}` } });
  expect(suspended.status()).toBe(200);

  await page.goto('/auth');
  await logIn(page, email, password);
  const refusal = page.getByRole('form', { name: 'Login' }).getByRole('alert');
  await expect(refusal).toContainText(`This account is suspended: Fake tickets ${stamp}`);
  await refusal.getByRole('button', { name: 'Appeal' }).click();

  const dialog = page.getByRole('dialog', { name: 'Appeal your suspension' });
  await dialog.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(dialog.getByText('Please say why the suspension should be lifted')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your appeal' }).fill(`Those were real tickets ${stamp}.`);
  await dialog.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(toast(page, 'Your appeal was sent. An administrator will review it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(refusal).toContainText('Your appeal is with the administrators.');
  await expect(refusal.getByRole('button', { name: 'Appeal' })).toBeHidden();

  const queue = await (await desk.page.request.get('/api/admin/appeals')).json();
  expect(queue.appeals.filter((appeal: { user: { id: string } }) => appeal.user.id === user.id).map((appeal: { message: string }) => appeal.message)).toEqual([
    `Those were real tickets ${stamp}.`,
  ]);

  // Signing in again offers the appeal again; a second one for the same suspension is refused.
  await logIn(page, email, password);
  await refusal.getByRole('button', { name: 'Appeal' }).click();
  await dialog.getByRole('textbox', { name: 'Your appeal' }).fill('Please, once more.');
  await dialog.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(toastWith(page, 'You have already appealed this suspension')).toBeVisible();
  await expect(dialog).toBeHidden();
  await desk.context.close();
});

test('a user suspended while the app is open is told why at their next tap, then signed out', async ({ browser, page }) => {
  const stamp = stampNow();
  const { user } = await openSettings(page, 'suspended-open');
  const desk = await openDesk(browser);
  const suspended = await desk.page.request.post(`/api/admin/users/${user.id}/suspend`, { data: { note: `Fake tickets ${stamp}` } });
  expect(suspended.status()).toBe(200);
  await desk.context.close();

  await page.getByRole('textbox', { name: 'Display Name' }).fill('Still Selling');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  // The screen's own toast or the app's notice, whichever came last: both say why.
  const told = toastWith(page, `Fake tickets ${stamp}`);
  await expect(told).toBeVisible();
  await expect(told).toContainText('This account is suspended');
  await expect(page.getByText(/You must be logged in/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth/);
});

test('a user suspended since their last visit is told why as the app opens, once', async ({ browser, page }) => {
  const stamp = stampNow();
  const { user } = await createVerifiedUser(page, uniqueEmail('suspended-away'));
  const desk = await openDesk(browser);
  const suspended = await desk.page.request.post(`/api/admin/users/${user.id}/suspend`, { data: { note: `Fake tickets ${stamp}` } });
  expect(suspended.status()).toBe(200);
  await desk.context.close();

  // The app opens on the phone that was signed in, the session's cookie still there.
  await page.goto('/classifieds');
  const told = toastWith(page, `Fake tickets ${stamp}`);
  await expect(told).toBeVisible();
  await expect(told).toContainText('This account is suspended');
  await expect(page.getByText(/You must be logged in/)).toHaveCount(0);

  // The session check cleared the cookie (sid): opened again, the page is a guest's and says nothing more.
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('sid');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Classifieds' })).toBeVisible();
  await expect(toastWith(page, 'This account is suspended')).toHaveCount(0);
});
