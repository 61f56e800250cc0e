import { createClassifiedViaApi } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { createSaleViaApi, openSaleOnFind } from '../support/listings';
import { openClassifiedSheet, personAt, spotForMessages, stampNow } from '../support/messages';
import { toast } from '../support/toast';

// A post's views and saves, as its seller reads them in My Posts (decision 0059): a buyer's sheet
// opened twice is one view, and the seller's own opening is none.

test('a seller sees in My Posts how many viewed and kept their sale and their classified', async ({ browser }) => {
  test.slow(); // two people, each on their own phone
  const spot = spotForMessages('views', 0);
  const stamp = stampNow();
  const sale = `Barn sale ${stamp}`;
  const item = `Wood stove ${stamp}`;
  const seller = await personAt(browser, `Vera ${stamp}`, spot);
  const buyer = await personAt(browser, `Nils ${stamp}`, spot);
  await createSaleViaApi(seller.page, { title: sale, address: '9 Mill Road, Hornepayne, ON', latitude: spot.latitude + 0.002, longitude: spot.longitude });
  await createClassifiedViaApi(seller.page, { title: item, price: '150', ...spot });

  // The buyer opens the sale twice and keeps it; the classified once, and saves it.
  const saleSheet = await openSaleOnFind(buyer.page, sale);
  await saleSheet.getByRole('button', { name: `Add ${sale} to favorites` }).click();
  await expect(toast(buyer.page, 'Added to Favorites')).toBeVisible();
  await openSaleOnFind(buyer.page, sale);
  const itemSheet = await openClassifiedSheet(buyer.page, item);
  await itemSheet.getByRole('button', { name: `Save ${item}` }).click();
  await expect(toast(buyer.page, 'Saved')).toBeVisible();
  // The seller's own look counts nothing.
  await openSaleOnFind(seller.page, sale);

  await seller.page.goto('/posts');
  await expect(seller.page.getByRole('article', { name: sale })).toContainText('1 view · A favorite of 1 person');
  await seller.page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  await expect(seller.page.getByRole('article', { name: item })).toContainText('1 view · Saved by 1 person');
  await Promise.all([seller.context.close(), buyer.context.close()]);
});
