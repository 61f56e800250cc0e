import { createVerifiedUser } from '../support/accounts';
import { ageClassified, createClassifiedViaApi, somewhereUpNorth } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { personAt } from '../support/messages';
import { toast } from '../support/toast';

// A price drop (decision 0060): the seller lowers the price of an item that has been up for days;
// everyone then sees the new price with the old one struck through, read out as 'was'.

test('a seller lowers the price of an item that has been up for days, and buyers see the old price struck through', async ({ page, context, browser }) => {
  test.slow(); // two people sign up
  const here = somewhereUpNorth(11); // slot 11: apart from the other classifieds tests' 0-10
  const stamp = `${Date.now()}`.slice(-7);
  const title = `Rocking chair ${stamp}`;
  await createVerifiedUser(page);
  await standAt(context, here);
  const posted = await createClassifiedViaApi(page, { title, price: '60', ...here });
  await ageClassified(page, posted.id, 3);

  await page.goto('/posts');
  await page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('dialog', { name: 'Edit Post' }).getByRole('button', { name: 'Continue to Edit' }).click();
  await expect(page.getByLabel('Price')).toHaveValue('60');
  await page.getByLabel('Price').fill('45');
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(toast(page, 'Listing updated successfully')).toBeVisible();

  // The seller's own card in My Posts shows the drop.
  await page.goto('/posts');
  await page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  const own = page.getByRole('article', { name: title });
  await expect(own.getByText('$45 was $60')).toBeVisible();
  await expect(own.locator('s')).toHaveText('was $60');

  // A buyer nearby: the grid card and the sheet show it, and a screen reader hears 'was'.
  const buyer = await personAt(browser, `Buyer ${stamp}`, here);
  await buyer.page.goto('/classifieds');
  const card = buyer.page.getByRole('listitem').filter({ hasText: stamp }).getByRole('button');
  await expect(card).toHaveAccessibleName(new RegExp(`${title}.*\\$45 was \\$60`));
  await expect(card.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  await card.click();
  const sheet = buyer.page.getByRole('dialog', { name: title });
  await expect(sheet.getByText('$45 was $60')).toBeVisible();
  await buyer.context.close();
});
