import type { Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Terms & Conditions and Privacy Policy' });

async function openWithoutConsent(page: Page, path = '/home') {
  await registerViaApi(page, uniqueEmail('consent'));
  await page.goto(path);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('both boxes are needed to accept, and accepting is saved', async ({ page }) => {
  const dialog = await openWithoutConsent(page);
  await expect(dialog.getByText('Last updated: March 2025')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(dialog.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel')).toContainText('13');

  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await dialog.getByLabel('I have read and agree to the Terms & Conditions and Privacy Policy').check();
  await expect(accept).toBeDisabled();
  await dialog.getByLabel('I confirm that I am 18 years of age or older').check();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/update-consent', async (route) => {
    await held;
    await route.continue();
  });
  await accept.click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
});

test('declining signs the user out and goes to /auth', async ({ page }) => {
  const dialog = await openWithoutConsent(page);
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(toastWith(page, 'Terms Declined')).toContainText("You must accept the terms and conditions to use the product. You'll be signed out.");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(dialog).toBeHidden();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('closing the dialog also signs out, on any page', async ({ page }) => {
  const dialog = await openWithoutConsent(page, '/faq');
  await dialog.getByRole('button', { name: 'Decline and sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a failed save keeps the dialog open with an error', async ({ page }) => {
  const dialog = await openWithoutConsent(page);
  await page.route('**/api/update-consent', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await dialog.getByLabel('I have read and agree to the Terms & Conditions and Privacy Policy').check();
  await dialog.getByLabel('I confirm that I am 18 years of age or older').check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(page, 'Error')).toContainText('There was a problem saving your preferences. Please try again.');
  await expect(dialog).toBeVisible();
});

for (const theme of THEMES) {
  test(`the consent dialog has no accessibility violations (${theme})`, async ({ page }) => {
    await startInTheme(page, theme);
    const dialog = await openWithoutConsent(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('tab', { name: 'Privacy Policy' }).click();
    await dialog.getByLabel('I confirm that I am 18 years of age or older').check();
    await expectNoAxeViolations(page);
  });
}
