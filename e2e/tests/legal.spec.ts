import { expect, test } from '../support/fixtures';

test('terms state the date, the minimum age and the configured support e-mail', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('March 22, 2025').first()).toBeVisible();
  await expect(page.getByText(/18 years/).first()).toBeVisible();
  await expect(page.getByText('help@e2e.test').first()).toBeVisible();
});

test('the privacy policy states its date, the age of 13, the 12-month window and the ad service', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('March 08, 2025').first()).toBeVisible();
  await expect(page.getByText(/under (the age of )?13/).first()).toBeVisible();
  await expect(page.getByText(/12 months|12-month/).first()).toBeVisible();
  await expect(page.getByText(/advertis/i).first()).toBeVisible();
  await expect(page.getByText('help@e2e.test').first()).toBeVisible();
});

test('back from the legal pages follows the spec rule', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/privacy?from=/faq');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  await page.goto('/privacy?from=//evil.example');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the FAQ says the app is free, explains sale visibility as the code applies it and credits GeoNames; back goes to settings', async ({ page }) => {
  await page.goto('/faq');
  for (const section of ['General', 'Using the App', 'Account', 'Technical']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(/free/i).first()).toBeAttached();
  // The window of core/sale-window.ts: posted → 30 minutes after the last day's end, in the sale's zone.
  await page.getByRole('button', { name: 'When does a sale appear on the map?' }).click();
  const visibility = page.getByText(/from the moment it is posted until 30 minutes after its end time on its last day/);
  await expect(visibility).toBeVisible();
  await expect(visibility).toContainText("the sale's own local time");
  await expect(page.getByText(/18 hours/)).toHaveCount(0);
  // GeoNames' CC BY 4.0 licence asks for this credit.
  await page.getByRole('button', { name: 'Where does the place data come from?' }).click();
  await expect(page.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
  await expect(page.getByRole('link', { name: /Creative Commons Attribution 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/(settings|auth)$/);
});

test('install instructions cover Safari, other mobile browsers and desktop; back goes home', async ({ page }) => {
  await page.goto('/install-pwa');
  await expect(page.getByRole('button', { name: 'Install App Directly' })).toBeVisible();
  await expect(page.getByText(/Add to Home Screen/).first()).toBeVisible();
  await expect(page.getByText(/Safari/).first()).toBeVisible();
  await expect(page.getByText(/desktop/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/(home|auth)$/);
});
