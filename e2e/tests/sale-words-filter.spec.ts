import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { mapPin } from '../support/map';
import { AFTER_START, expect, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';

// The Eastern Townships, where only this spec posts.
const WORDS_AREA: Point = { latitude: 45.4, longitude: -72.0 };

const cardsWith = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });

/** Opens Filter Sales, looks for `words` (Enter applies them) and waits for the dialog to close. */
async function lookFor(page: Page, words: string) {
  await page.getByRole('button', { name: 'Filter sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Sales' });
  await dialog.getByRole('searchbox', { name: 'Looking for' }).fill(words);
  await dialog.getByRole('searchbox', { name: 'Looking for' }).press('Enter');
  await expect(dialog).toBeHidden();
  return dialog;
}

test('Find and the map show the sales that mention what the person is looking for (decision 0071)', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = spotFor(WORDS_AREA, 0);
  const stamp = `${Date.now()}`;
  const saleAt = (title: string, description: string, north: number) =>
    createSaleViaApi(page, { title: `${title} ${stamp}`, description, latitude: here.latitude + north, longitude: here.longitude });
  await saleAt('Cyclist moving', 'A tandem bicycle, helmets and a pump.', 0.01);
  await saleAt('Kitchen sale', 'Pots, pans and a blender.', -0.01);
  await standAt(context, here);

  await page.goto('/find');
  await expect(cardsWith(page, stamp)).toHaveCount(2);
  const dialog = await lookFor(page, 'Tandem');
  await expect(cardsWith(page, stamp)).toHaveCount(1);
  await expect(cardsWith(page, stamp)).toContainText(`Cyclist moving ${stamp}`);
  await expect(page.getByTestId('filter-active-dot')).toBeVisible();

  // The map looks for the same words, and the filter shows them when opened again.
  await page.goto('/home');
  await expect(mapPin(page, `Cyclist moving ${stamp}`)).toBeVisible(AFTER_START);
  await expect(mapPin(page, `Kitchen sale ${stamp}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Filter sales' }).click();
  await expect(dialog.getByRole('searchbox', { name: 'Looking for' })).toHaveValue('Tandem');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(mapPin(page, `Kitchen sale ${stamp}`)).toBeVisible();
  await expect(page.getByTestId('filter-active-dot')).toBeHidden();
});

test('Find finds the word a misspelt one was meant for, and says which it also searched (decision 0075)', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = spotFor(WORDS_AREA, 1);
  const stamp = `${Date.now()}`;
  await createSaleViaApi(page, { title: `Kitchen clear-out ${stamp}`, description: 'Pots, a blender and a kettle.', latitude: here.latitude, longitude: here.longitude });
  await standAt(context, here);

  await page.goto('/find');
  await expect(cardsWith(page, stamp)).toHaveCount(1);
  await lookFor(page, 'blendr');
  await expect(page.getByRole('status').filter({ hasText: 'Includes similar words:' })).toContainText('blender');
  await expect(cardsWith(page, stamp)).toContainText(`Kitchen clear-out ${stamp}`);
});
