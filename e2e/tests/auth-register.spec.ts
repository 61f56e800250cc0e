import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { blankPng, expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';

async function openRegisterTab(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
}

async function fillRegistration(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  return form;
}


test('register, verify by the direct link, accept the terms and land on /home', async ({ page }) => {
  await openRegisterTab(page);
  const form = await fillRegistration(page, uniqueEmail('register'), STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();

  const verifyDialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(verifyDialog).toBeVisible();
  await verifyDialog.getByRole('button', { name: 'Verify Now' }).click();
  await expect(verifyDialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  const consent = page.getByRole('dialog', { name: 'Terms & Conditions and Privacy Policy' });
  await expect(consent).toBeVisible();
  const accept = consent.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await consent.getByLabel('I have read and agree to the Terms & Conditions and Privacy Policy').check();
  await consent.getByLabel('I confirm that I am 18 years of age or older').check();
  await accept.click();
  await expect(consent).toBeHidden();

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Email' })).toHaveCount(0);
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ emailVerified: true, preferences: { termsAccepted: true, ageVerified: true } });

  // The photo-access offer: camera first, the gallery half a second later. This browser has no camera.
  const offer = page.getByRole('region', { name: 'Take photos of your items' });
  await offer.getByRole('button', { name: 'Allow Camera' }).click();
  await expect(toastWith(page, 'Camera Access')).toContainText(/Camera Access (Granted|Required)/);
  const gallery = page.getByRole('region', { name: 'Add photos from your gallery' });
  const chooser = page.waitForEvent('filechooser');
  await gallery.getByRole('button', { name: 'Choose a Photo' }).click();
  await (await chooser).setFiles({ name: 'item.png', mimeType: 'image/png', buffer: blankPng });
  await expect(toastWith(page, 'Gallery Access Granted')).toBeVisible();
  await expect(gallery).toBeHidden();
});

test('the photo-access offer can be skipped', async ({ page }) => {
  await openRegisterTab(page);
  await fillRegistration(page, uniqueEmail('skip'), 'simple1');
  await page.getByRole('button', { name: 'Test Registration (skip checks)' }).click();
  await page.getByRole('dialog', { name: 'Verify Your Email' }).getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const consent = page.getByRole('dialog', { name: 'Terms & Conditions and Privacy Policy' });
  await consent.getByLabel('I have read and agree to the Terms & Conditions and Privacy Policy').check();
  await consent.getByLabel('I confirm that I am 18 years of age or older').check();
  await consent.getByRole('button', { name: 'Accept' }).click();

  await page.getByRole('region', { name: 'Take photos of your items' }).getByRole('button', { name: 'Not Now' }).click();
  const gallery = page.getByRole('region', { name: 'Add photos from your gallery' });
  await gallery.getByRole('button', { name: 'Not Now' }).click();
  await expect(gallery).toBeHidden();
  await expect(page.getByRole('button', { name: 'Verify Email' })).toBeVisible();
});

test('the registration form shows every password rule and blocks a submit with errors', async ({ page }) => {
  await openRegisterTab(page);
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(toastWith(page, 'Validation Error')).toContainText('Please check the form for errors');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  for (const [value, message] of [
    ['Short!1', 'Password must be at least 9 characters'],
    ['lowercase!only', 'Password must contain at least one capital letter'],
    ['NoSpecials123', 'Password must contain at least one special character'],
  ] as const) {
    await password.fill(value);
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('an e-mail that is already registered gives "Registration failed"', async ({ page }) => {
  const email = uniqueEmail('taken');
  await page.request.post('/api/register', { data: { username: email, password: STRONG_PASSWORD } });
  await page.request.post('/api/logout');
  await openRegisterTab(page);
  const form = await fillRegistration(page, email, STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(toastWith(page, 'Registration failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the test direct-registration button skips the form rules but needs both fields', async ({ page }) => {
  await openRegisterTab(page);
  const direct = page.getByRole('button', { name: 'Test Registration (skip checks)' });
  await direct.click();
  await expect(toastWith(page, 'Missing Fields')).toContainText('Please fill in all required fields');

  await fillRegistration(page, uniqueEmail('direct'), 'simple1');
  await direct.click();
  await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
  await expect(toastWith(page, 'Account Created Successfully')).toBeVisible();
});

test('a direct registration the server refuses says "Registration Failed"', async ({ page }) => {
  await openRegisterTab(page);
  await fillRegistration(page, uniqueEmail('refused'), 'abc');
  await page.getByRole('button', { name: 'Test Registration (skip checks)' }).click();
  await expect(toastWith(page, 'Registration Failed')).toContainText('Password must be at least 6 characters');
});

for (const theme of THEMES) {
  test(`the register tab and the verification dialog have no accessibility violations (${theme})`, async ({ page }) => {
    await startInTheme(page, theme);
    await openRegisterTab(page);
    await expectNoAxeViolations(page);
    const form = await fillRegistration(page, uniqueEmail('a11y'), STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
