import type { Page } from '@playwright/test';
import { acceptTerms, createVerifiedUser, logIn, registerViaApi, STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { appTookOver, expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';

/** An account that accepted the terms but has not verified its e-mail, signed out again. */
async function unverifiedAccount(page: Page) {
  const account = await registerViaApi(page, uniqueEmail('unverified'));
  await acceptTerms(page);
  await page.request.post('/api/logout');
  return account;
}

test('an unverified user may log in, is warned about full access and can verify from the banner', async ({ page }) => {
  const { email, password } = await unverifiedAccount(page);
  await page.goto('/auth');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(toastWith(page, 'Email not verified')).toContainText('full access');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/verify-current-user', async (route) => {
    await held;
    await route.continue();
  });
  const banner = page.getByRole('region', { name: 'Email verification' });
  await banner.getByRole('button', { name: 'Verify Email' }).click();
  await expect(banner.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  release();
  await expect(toastWith(page, 'Email Verified')).toBeVisible();
  // The page reloads 1.5 s later, without the banner.
  await page.waitForEvent('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a failed verification from the banner says so', async ({ page }) => {
  const { email, password } = await unverifiedAccount(page);
  await page.goto('/auth');
  await logIn(page, email, password);
  await page.route('**/api/verify-current-user', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(toastWith(page, 'Verification Error')).toContainText('There was a problem verifying your account. Please try again.');
});

test('a verified user logs in without a warning and goes back to the page that sent them to /auth', async ({ page }) => {
  const { email, password } = await createVerifiedUser(page);
  await page.request.post('/api/logout');
  await page.goto('/posts');
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/posts$/);
  await expect(toastWith(page, 'Email not verified')).toHaveCount(0);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/home$/);
});

test('a wrong password gives "Login failed" with the server message', async ({ page }) => {
  const { email } = await createVerifiedUser(page);
  await page.request.post('/api/logout');
  await page.goto('/auth');
  await logIn(page, email, 'Wrong!Password1');
  await expect(toastWith(page, 'Login failed')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the login form checks its fields before sending', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(toastWith(page, 'Validation Error')).toContainText('Please check the form for errors');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
});

test("without the form's own checks (their code did not arrive), a sign-in is answered by the server's same checks", async ({ page }) => {
  await page.route(/\/assets\/account-schemas-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Whatever!1');
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(toastWith(page, 'Login failed')).toContainText('Please enter a valid email address');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('resending the verification needs an e-mail, then opens the verification dialog', async ({ page }) => {
  const { email } = await unverifiedAccount(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toastWith(page, 'Email Required')).toContainText('Please enter your email address first');

  // The address typed in one tab is kept in the other.
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByRole('form', { name: 'Create Account' }).getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page.getByRole('form', { name: 'Login' }).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Verify Now' }).click();
  await expect(toastWith(page, 'Email Verified')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('checking the verification link needs an e-mail in either form, then opens the dialog without a new mail', async ({ page }) => {
  const { email } = await unverifiedAccount(page);
  const mailsTo = async (address: string) => ((await (await page.request.get(`/api/dev/mail?email=${encodeURIComponent(address)}`)).json()) as unknown[]).length;
  const mailed = await mailsTo(email);
  await page.goto('/auth');
  await appTookOver(page); // the check is offered once the app knows the server verifies directly
  await page.getByRole('button', { name: 'Check verification link' }).click();
  await expect(toastWith(page, 'Email Required')).toContainText('Please enter your email in either login or registration form');

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Check verification link' }).click();
  await expect(toastWith(page, 'No verification link found for this email')).toBeVisible();

  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Check verification link' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toContainText(email);
  expect(await mailsTo(email)).toBe(mailed);
});

test('Forgot Password leads to /forgot-password and ?verified=true is announced', async ({ page }) => {
  await page.goto('/auth?verified=true');
  await expect(toastWith(page, 'Email Verified Successfully')).toContainText('Your email has been verified. You can now log in.');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('without a verification link the registration says the e-mail was sent and goes to /home', async ({ page }) => {
  await page.route('**/api/get-verification-link**', (route) => route.fulfill({ status: 404, json: { message: 'No verification link found for this email' } }));
  const email = uniqueEmail('mailed');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(toastWith(page, 'Registration Successful')).toContainText(email);
});

for (const theme of THEMES) {
  test(`the login screen with its errors and the verify banner have no accessibility violations (${theme})`, async ({ page }) => {
    await startInTheme(page, theme);
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoAxeViolations(page);

    const { email, password } = await unverifiedAccount(page);
    await logIn(page, email, password);
    await expect(page.getByRole('button', { name: 'Verify Email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
