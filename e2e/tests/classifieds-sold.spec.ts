import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { ageClassified, createClassifiedViaApi, somewhereUpNorth } from '../support/classifieds';
import { inboxRow, messageViaApi, personAt } from '../support/messages';
import { expect, test } from '../support/fixtures';
import { standAt, type Point } from '../support/geolocation';
import { toast } from '../support/toast';

// A classified marked sold by its seller (decision 0058): gone from the browse grid, marked sold in
// a buyer's saved list and on its sheet, with no new conversation offered; available again brings it back.

const cardsWith = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });

/**
 * A seller (a person of their own) with one classified at `here`, and the test's page a signed-up
 * buyer standing there with the classified's sheet open on /classifieds.
 */
async function buyerAtTheSheet(page: Page, context: BrowserContext, browser: Browser, here: Point, item: string, price: string) {
  const stamp = `${Date.now()}`.slice(-7);
  const title = `${item} ${stamp}`;
  const seller = await personAt(browser, `Seller ${stamp}`, here);
  const posted = await createClassifiedViaApi(seller.page, { title, price, ...here });
  await createVerifiedUser(page);
  await standAt(context, here);
  await page.goto('/classifieds');
  await cardsWith(page, stamp).getByRole('button').click();
  return { seller, posted, stamp, title, sheet: page.getByRole('dialog', { name: title }) };
}

test('a seller marks an item sold from My Posts (Undo at hand), a buyer who saved it sees it sold, and available again brings it back', async ({ page, context, browser }) => {
  test.slow(); // two people sign up
  const here = somewhereUpNorth(8); // slot 8: apart from the other classifieds tests' 0-7
  const { seller, posted, stamp, title, sheet: forSale } = await buyerAtTheSheet(page, context, browser, here, 'Canoe paddle', '35');

  // The buyer saves it while it is for sale.
  await forSale.getByRole('button', { name: `Save ${title}` }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await messageViaApi(page, { listingId: posted.id, listingType: 'classified', content: 'Can I pick it up Saturday?' });

  // The seller marks it sold.
  await seller.page.goto('/posts');
  await seller.page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  const own = seller.page.getByRole('article', { name: title });
  const markSold = own.getByRole('button', { name: `Mark ${title} as sold` });
  await markSold.click();
  const sold = toast(seller.page, 'Marked as Sold');
  await expect(sold).toContainText(`"${title}" no longer shows in Classifieds.`);
  await expect(own.getByText('Sold', { exact: true })).toBeVisible();
  // Undo, at once while its toast is up, then sold again.
  await sold.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(seller.page, 'Marked as Available')).toContainText(`"${title}" shows in Classifieds again.`);
  await expect(own.getByText('Sold', { exact: true })).toBeHidden();
  await markSold.click();
  await expect(own.getByText('Sold', { exact: true })).toBeVisible();

  // Out of the buyer's browse; in their saved list, marked sold, with no Message Seller.
  await page.goto('/classifieds');
  await expect(page.getByText('No listings found')).toBeVisible();
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  const saved = cardsWith(page, stamp);
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Sold');
  await saved.getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet.getByRole('note')).toHaveText('This item has been sold. The seller is not taking new messages about it.');
  await expect(sheet.getByRole('button', { name: 'Message Seller' })).toHaveCount(0);
  // The conversation already going on says so too.
  await page.goto('/messages');
  await inboxRow(page, seller.name).click();
  await expect(page.getByRole('button', { name: `Listing details: ${title}` })).toContainText('$35 · Sold');

  // Available again: back in the buyer's browse, open to messages.
  await own.getByRole('button', { name: `Mark ${title} as available` }).click();
  await expect(toast(seller.page, 'Marked as Available')).toBeVisible();
  await expect(markSold).toBeVisible();
  await page.goto('/classifieds');
  await expect(cardsWith(page, stamp)).toHaveCount(1);
  await cardsWith(page, stamp).getByRole('button').click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Message Seller' })).toBeVisible();
  await seller.context.close();
});

test('the two-week refresh prompt offers Sold beside Refresh and Remove', async ({ page, context }) => {
  const here = somewhereUpNorth(9);
  const stamp = `${Date.now()}`.slice(-7);
  const title = `Snow blower ${stamp}`;
  await createVerifiedUser(page);
  await standAt(context, here);
  const posted = await createClassifiedViaApi(page, { title, price: '250', ...here });
  await ageClassified(page, posted.id, 15);
  await page.goto('/classifieds');
  const prompt = page.getByRole('dialog', { name: 'Refresh Your Listings' });
  await expect(prompt).toContainText('Refresh one to move it back to the top of the list, mark it sold, or remove it.');
  await prompt.getByRole('button', { name: `Mark ${title} as sold` }).click();
  await expect(toast(page, 'Marked as Sold')).toBeVisible();
  await expect(prompt).toBeHidden(); // nothing left to refresh

  await page.goto('/posts');
  await page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  const own = page.getByRole('article', { name: title });
  await expect(own.getByText('Sold', { exact: true })).toBeVisible();
  await expect(own.getByText('Consider refreshing')).toBeHidden(); // a sold item is not refreshed
  await own.getByRole('button', { name: `Mark ${title} as available` }).click();
  await expect(toast(page, 'Marked as Available')).toBeVisible();
  await expect(own.getByText('Consider refreshing')).toBeVisible();
});

test('a buyer who writes about an item sold since the list came is told so, keeps the words, and the list drops it', async ({ page, context, browser }) => {
  const { seller, posted, stamp, sheet } = await buyerAtTheSheet(page, context, browser, somewhereUpNorth(10), 'Bike rack', '20');
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Message' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Is it still available?');
  expect((await seller.page.request.put(`/api/classifieds/${posted.id}/sold`)).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Failed to send message')).toContainText('This item has been sold');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is it still available?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await sheet.getByRole('button', { name: 'Close listing details' }).click();
  await expect(cardsWith(page, stamp)).toHaveCount(0);
  await seller.context.close();
});
