import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { createClassifiedViaApi, gridStepsNorth, somewhereUpNorth } from '../support/classifieds';
import { expect, newVisitor, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { collectErrors, hydrationErrors } from '../support/page-load';
import { toast } from '../support/toast';

// Saved classifieds (decision 0048): the bookmark on a classified's sheet, and 'Saved' on /classifieds.

const cardsWith = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });

test('a buyer saves a classified from its sheet, finds it under Saved wherever they stand, and lets it go', async ({ page, context, browser }) => {
  test.slow(); // a seller signs up and posts first
  const here = somewhereUpNorth(6); // slot 6: apart from the other classifieds tests' 0-5
  const stamp = `${Date.now()}`.slice(-7);
  const seller = await newVisitor(browser);
  await createVerifiedUser(seller.page);
  await createClassifiedViaApi(seller.page, { title: `Sea kayak ${stamp}`, price: '400', ...here });
  await createClassifiedViaApi(seller.page, { title: `Life jacket ${stamp}`, price: '25', ...gridStepsNorth(here, 1) });
  await seller.context.close();

  await createVerifiedUser(page);
  await standAt(context, here);
  await page.goto('/classifieds');
  const cards = cardsWith(page, stamp);
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: 'Sea kayak' }).getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: `Sea kayak ${stamp}` });
  const bookmark = sheet.getByRole('button', { name: `Save Sea kayak ${stamp}` });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'Close listing details' }).click();

  const saved = page.getByRole('button', { name: 'Saved', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
  await saved.click();
  await expect(page).toHaveURL(/\/classifieds\?saved=1$/);
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Sea kayak');
  await expect(page.getByText('Showing 1 classified')).toBeVisible();

  // Two hundred kilometres away, far beyond the 50 km browse: what was saved is still there.
  await standAt(context, { latitude: here.latitude + 2, longitude: here.longitude });
  const errors = collectErrors(page);
  await page.reload();
  await expect(cards).toHaveCount(1);
  expect(hydrationErrors(errors)).toEqual([]); // the page's HTML has no 'Saved': it comes after the takeover
  await expect(cards).toContainText('138.2 mi away'); // two degrees of latitude

  await cards.getByRole('button').click();
  await sheet.getByRole('button', { name: `Save Sea kayak ${stamp}` }).click();
  await expect(toast(page, 'Removed from saved')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close listing details' }).click();
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
  await expect(page.getByText('Tap the bookmark on a classified to keep it here.')).toBeVisible();
  await page.goBack(); // Back leaves Saved
  await expect(page).toHaveURL(/\/classifieds$/);
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
});

test('a guest who taps the bookmark is asked to log in, and has no Saved list', async ({ page, context, browser }) => {
  const here = somewhereUpNorth(7);
  const stamp = `${Date.now()}`.slice(-7);
  const seller = await newVisitor(browser);
  await createVerifiedUser(seller.page);
  await createClassifiedViaApi(seller.page, { title: `Tent ${stamp}`, ...here });
  await seller.context.close();

  await standAt(context, here);
  await page.goto('/classifieds');
  await expect(cardsWith(page, stamp)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveCount(0);
  await cardsWith(page, stamp).getByRole('button').click();
  await page.getByRole('dialog', { name: `Tent ${stamp}` }).getByRole('button', { name: `Save Tent ${stamp}` }).click();
  await expect(toast(page, 'Log in to save classifieds')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
