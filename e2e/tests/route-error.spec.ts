import type { Page } from '@playwright/test';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { expect, test, visitorActs } from '../support/fixtures';
import { toast } from '../support/toast';

// The FAQ screen's own chunk (assets/faq-<hash>.js), as after a deploy replaced it or offline.
const faqChunk = /\/assets\/faq-[\w-]+\.js$/;

async function openFaqWithoutItsChunk(page: Page) {
  await page.route(faqChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/faq');
  await visitorActs(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
}

test('a screen whose code does not load shows the recovery screen, and Reload brings the screen back', async ({ page }) => {
  await openFaqWithoutItsChunk(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeFocused();
  await expect(page.getByText('You may be offline, or a new version of the app is available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');

  await page.unroute(faqChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('the way home leaves the failed screen', async ({ page }) => {
  await openFaqWithoutItsChunk(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test("a dialog whose code does not load closes with a toast and leaves the screen as it was; the next tap opens it", async ({ page }) => {
  const filterChunk = /\/assets\/sale-filter-dialog-[\w-]+\.js$/;
  await page.route(filterChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/find');
  await visitorActs(page);
  const filter = page.getByRole('button', { name: 'Filter sales' });
  await filter.click();
  await expect(toast(page, 'We could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Filter Sales' })).toHaveCount(0);

  await page.unroute(filterChunk);
  await filter.click();
  await expect(page.getByRole('dialog', { name: 'Filter Sales' })).toBeVisible();
});

test('a screen whose strings do not load shows the recovery screen, not its keys', async ({ page }) => {
  await page.route(/\/assets\/locale-en-faq-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/faq');
  await visitorActs(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(/^sections\./)).toHaveCount(0);
});

for (const theme of THEMES) {
  test(`the recovery screen has no accessibility violations (${theme})`, async ({ page }) => {
    await startInTheme(page, theme);
    await openFaqWithoutItsChunk(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page);
  });
}
