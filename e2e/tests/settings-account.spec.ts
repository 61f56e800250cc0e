import { latestMail, linkIn, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openSettings, settingsLoaded } from '../support/settings';
import { toast } from '../support/toast';

const NEW_PASSWORD = 'Another!Sale2026';

test('change password: validation, a wrong current password, then success', async ({ page, request }) => {
  test.slow();
  const account = await openSettings(page);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const current = dialog.getByLabel('Current Password', { exact: true });
  const next = dialog.getByLabel('New Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm New Password', { exact: true });

  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await expect(dialog.getByText('New password is required')).toBeVisible();
  await expect(dialog.getByText('Please confirm your new password')).toBeVisible();
  await expect(current).toBeFocused(); // the first field to fix, not the button that lost its place
  await next.fill('short');
  await confirm.fill('different');
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await expect(current).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).first().click();
  await expect(current).toHaveAttribute('type', 'text');

  await current.fill('Wrong!Password1');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog).toBeVisible();

  await current.fill(account.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog').getByLabel('Current Password', { exact: true })).toHaveValue('');

  expect((await request.post('/api/login', { data: { username: account.email, password: account.password } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { username: account.email, password: NEW_PASSWORD } })).ok()).toBe(true);
});

test('change e-mail: a wrong password, then a link to the new address that makes it the sign-in one', async ({ page, request }) => {
  const account = await openSettings(page);
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await expect(dialog.getByText(`until then you sign in with ${account.email}`)).toBeVisible();
  await dialog.getByLabel('New Email').fill(account.email.toUpperCase());
  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog.getByText('This is already your email address')).toBeVisible();

  const newEmail = uniqueEmail('moved');
  await dialog.getByLabel('New Email').fill(newEmail);
  await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong!Password1');
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(toast(page, 'Check your new inbox')).toContainText(`We sent a link to ${newEmail}.`);
  await expect(dialog).toBeHidden();

  const link = new URL(linkIn(await latestMail(request, newEmail, /Confirm your new email/), '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email Address Changed' })).toBeVisible();
  await expect(page.getByText('Your email address has been changed. Use the new one to log in from now on.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the App' })).toBeVisible(); // signed in: no login page ahead
  // The new address is verified too: the spec's redirect, and the session goes on, to /home.
  await expect(toast(page, 'Email Verified Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/settings');
  await settingsLoaded(page);
  await expect(page.getByText(newEmail)).toBeVisible();
  expect((await request.post('/api/login', { data: { username: newEmail, password: account.password } })).ok()).toBe(true);
  expect((await latestMail(request, account.email, /was changed/)).text).toContain(newEmail);
});

test('contact support: validation, then the message is sent with the account e-mail', async ({ page }) => {
  const account = await openSettings(page);
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Map question');
  await page.mouse.click(4, 4); // a tap beside the dialog keeps what is written
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Map question');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('   too short   ');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message is too short')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Message' }).fill('How do I see sales for next weekend on the map?');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/support/contact'));
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    subject: 'Map question',
    message: 'How do I see sales for next weekend on the map?',
    email: account.email,
    name: account.email,
  });
  await expect(toast(page, 'Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a support message that fails keeps the dialog open', async ({ page }) => {
  await openSettings(page);
  await page.route('**/api/support/contact', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Help');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Something is not working for me.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed to send message. Please try again.');
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Help');
});

test('help links come back to settings; the install card points to the instructions', async ({ page }) => {
  test.slow();
  await openSettings(page);
  for (const [name, path] of [['Terms & Conditions', '/terms?from=/settings'], ['Privacy Policy', '/privacy?from=/settings'], ['FAQ', '/faq']]) {
    await page.getByRole('region', { name: 'Help & Support' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(path!);
    // The address changes at once; settings, which has a Back button of its own, stays until the new screen's code is in.
    await expect(page.getByRole('region', { name: 'Help & Support' })).toBeHidden();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/settings');
    await settingsLoaded(page);
  }
  const install = page.getByRole('region', { name: 'Install App' });
  await expect(install.getByText('Installation prompt not available. Use "Instructions" for manual installation.')).toBeVisible();
  await expect(install.getByRole('button', { name: 'Install App' })).toBeVisible();
  await install.getByRole('link', { name: 'Instructions' }).click();
  await expect(page).toHaveURL('/install-pwa');
});

test('sign out ends the session, forgets what was browsed by, and goes to /auth', async ({ page }) => {
  await openSettings(page);
  // What the phone kept of how this person browsed: the map's filter, a place, the route's choices.
  const kept = () =>
    page.evaluate(() => [sessionStorage.getItem('sale-filters'), localStorage.getItem('classifieds-place'), localStorage.getItem('route-choices')]);
  await page.evaluate(() => {
    sessionStorage.setItem('sale-filters', JSON.stringify({ saleTypes: [], categories: [], q: 'baby monitor' }));
    localStorage.setItem('classifieds-place', JSON.stringify({ label: 'London, ON N6A', lat: 42.98, lng: -81.25 }));
    localStorage.setItem('route-choices', JSON.stringify({ date: null, startTimes: {}, dwellMin: 30, leftOut: [] }));
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(kept).toEqual([null, null, null]); // forgotten by a module loaded at sign-out
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
});

test("sign out in one tab takes the browser's other tabs off the account at once", async ({ page, context }) => {
  await openSettings(page);
  const other = await context.newPage();
  await other.goto('/messages');
  await expect(other.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // Without a request of its own: the other tab hears it from this one.
  await expect(other).toHaveURL(/\/auth$/);
});

test('a failed sign out says so and stays', async ({ page }) => {
  await openSettings(page);
  await page.route('**/api/logout', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Logout failed')).toBeVisible();
  await expect(page).toHaveURL('/settings');
});

test('deleting the account needs the password, then signs out for good', async ({ page, request }) => {
  const account = await openSettings(page);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Password', { exact: true });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await password.fill('Not!MyPassword1');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();

  await password.fill(account.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  expect((await request.post('/api/login', { data: { username: account.email, password: account.password } })).status()).toBe(401);
});

test('the back arrow goes to /', async ({ page }) => {
  await openSettings(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
