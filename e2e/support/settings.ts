import type { Page } from '@playwright/test';
import { createVerifiedUser, uniqueEmail } from './accounts';
import { expect } from './fixtures';
import { translated } from './translations';

/** Waits until /settings shows its cards; generous, as parallel tests keep one server busy hashing passwords. */
export async function settingsLoaded(page: Page, language = 'en'): Promise<void> {
  const text = (key: string) => translated(language, 'settings', key);
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: text('profile.heading'), exact: true })).toBeVisible({ timeout: 15_000 });
}

/** A new verified user, signed in, on a loaded /settings. */
export async function openSettings(page: Page, label = 'settings') {
  const account = await createVerifiedUser(page, uniqueEmail(label));
  await page.goto('/settings');
  await settingsLoaded(page);
  return account;
}

export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const profileSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/users/profile') && response.request().method() === 'PATCH');

/** A small PNG drawn by the browser itself. */
export async function drawPng(page: Page, colour = '#c2185b'): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, colour);
  return Buffer.from(base64, 'base64');
}
