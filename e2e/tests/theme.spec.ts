import type { Page } from '@playwright/test';
import { appTookOver, expect, test } from '../support/fixtures';

const pageTheme = (page: Page) =>
  page.evaluate(() => ({ mode: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor }));

test('the default theme is light', async ({ page }) => {
  await page.goto('/terms');
  await expect.poll(async () => (await pageTheme(page)).mode).toBe('light');
});

test('a stored dark theme survives a reload', async ({ page }) => {
  await page.goto('/terms');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect.poll(async () => (await pageTheme(page)).mode).toBe('dark');
  const { background } = await pageTheme(page);
  expect(background).not.toBe('rgb(247, 248, 246)');
  await page.reload();
  await expect.poll(async () => (await pageTheme(page)).mode).toBe('dark');
});

test('the system theme follows the operating system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/faq');
  await page.evaluate(() => localStorage.setItem('theme', 'system'));
  await page.reload();
  await expect.poll(async () => (await pageTheme(page)).mode).toBe('dark');
  // The app follows the system's changes; on this page it runs once the visitor acts (decision 0031).
  await appTookOver(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await pageTheme(page)).mode).toBe('light');
});

test("in dark mode a map cluster's count stays dark on its light disc", async ({ page }) => {
  await page.goto('/terms');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/home'); // the demo sales around London, Ontario, where the phone stands, cluster
  await expect.poll(async () => (await pageTheme(page)).mode).toBe('dark');
  const count = page.locator('.marker-cluster').first();
  await expect(count).toBeVisible();
  expect(await count.evaluate((cluster) => getComputedStyle(cluster).color)).toBe('rgba(0, 0, 0, 0.87)');
});
