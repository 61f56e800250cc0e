import type { Page } from '@playwright/test';
import { latestMail, linkIn, registerViaApi, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';


/** A registered, unverified account, signed out, and the path of its mailed verification link. */
async function unverifiedAccount(page: Page) {
  const { email } = await registerViaApi(page, uniqueEmail('verify'));
  await page.request.post('/api/logout');
  const url = new URL(linkIn(await latestMail(page.request, email, /verify/i), '/verify-email'));
  return { email, path: url.pathname + url.search };
}

test('the mailed link verifies the e-mail and leads to login after 3 s', async ({ page }) => {
  const { path } = await unverifiedAccount(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?verified=true$|\/auth$/, { timeout: 10_000 });
  await expect(toastWith(page, 'Email Verified Successfully')).toContainText('You can now log in.');
});

test('a bad token shows the error, and resend needs an e-mail then offers the link', async ({ page }) => {
  const { email } = await unverifiedAccount(page);
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('invalid or has expired')).toBeVisible();

  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(toastWith(page, 'Email Required')).toContainText('Please enter your email address');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Verify Now' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(toastWith(page, 'Email Verified Successfully')).toBeVisible();
});

test('a link opened a second time says the e-mail is verified, and a failed one offers Try Again to /auth', async ({ page }) => {
  const { path } = await unverifiedAccount(page);
  await page.request.get(`/api${path}`);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();

  await page.goto('/verify-email?token=never-sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a missing token and a network failure each say so', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByText('Verification token is missing.')).toBeVisible();

  await page.route('**/api/verify-email?**', (route) => route.abort('internetdisconnected'));
  await page.goto('/verify-email?token=anything');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Error' })).toBeVisible();
  await expect(toastWith(page, 'Verification Error')).toContainText('There was a problem verifying your email. Please try again.');
});

test('without direct verification the resend says to check the inbox', async ({ page }) => {
  await page.route('**/api/resend-verification', (route) =>
    route.fulfill({ json: { message: 'If an unverified account exists for this email, a new verification link is on its way.', directVerification: false } }),
  );
  await page.goto('/verify-email?token=bad');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('inbox'));
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  // The screen's own words, which other languages have too, not the API's English.
  await expect(toastWith(page, 'Verification Email Sent')).toContainText('Please check your inbox for the verification link.');
});

for (const theme of THEMES) {
  test(`the verification error and success screens have no accessibility violations (${theme})`, async ({ page }) => {
    await startInTheme(page, theme);
    const { path } = await unverifiedAccount(page);
    await page.goto('/verify-email?token=wrong');
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
