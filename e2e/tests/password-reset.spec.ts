import type { Page } from '@playwright/test';
import { createVerifiedUser, latestMail, linkIn, logIn, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';

const NEW_PASSWORD = 'Brand!New2026';

/** The reset link mailed to `email`, as a path on the server under test. */
async function resetPath(page: Page, email: string) {
  const url = new URL(linkIn(await latestMail(page.request, email, /reset/i), '/reset-password'));
  return url.pathname + url.search;
}

async function requestReset(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
}

test('forgot password, follow the mailed link, reset, then only the new password works', async ({ page }) => {
  const { email, password } = await createVerifiedUser(page);
  await page.request.post('/api/logout');

  await requestReset(page, email);
  await expect(toastWith(page, 'Check your email')).toContainText('If an account exists');
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await page.goto(await resetPath(page, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  const newPassword = page.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm New Password' });
  await newPassword.fill('short');
  await confirm.fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, 'Validation Error')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await confirm.fill('different-but-long');
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, 'Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await page.goto('/auth');
  await logIn(page, email, password);
  await expect(toastWith(page, 'Login failed')).toContainText('Invalid email or password');
  await page.goto('/auth');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test('a reset link works only once', async ({ page }) => {
  const { email } = await createVerifiedUser(page);
  await page.request.post('/api/logout');
  await requestReset(page, email);
  const path = await resetPath(page, email);
  const token = new URL(path, 'http://x').searchParams.get('token');
  await page.request.post('/api/users/reset-password/complete', { data: { token, newPassword: NEW_PASSWORD } });

  await page.goto(path);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Another!Pass1');
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Another!Pass1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, 'Something went wrong')).toContainText('invalid or has expired');
  await expect(page).toHaveURL(/\/reset-password/);
});

test('an unknown e-mail gets the same answer, and a broken request says so', async ({ page }) => {
  await requestReset(page, uniqueEmail('nobody'));
  await expect(toastWith(page, 'Check your email')).toContainText('If an account exists');

  await page.route('**/api/users/reset-password/request', (route) => route.abort('internetdisconnected'));
  await requestReset(page, uniqueEmail('offline'));
  await expect(toastWith(page, 'Something went wrong')).toContainText("We couldn't process your request. Please try again later.");
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the forgot-password form needs a valid e-mail and leads back to login', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('nope');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('without a token the reset page offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

for (const theme of THEMES) {
  test(`the reset form with its errors has no accessibility violations (${theme})`, async ({ page }) => {
    await startInTheme(page, theme);
    await page.goto('/reset-password?token=not-checked-until-submit');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
