// /post?edit={id}: a seller's own sale, pre-filled and saved; someone else's, or one deleted since, is not.
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createSaleViaApi } from '../support/listings';
import { ownSales, POST_ZONE } from '../support/post-sale';

test.use({ timezoneId: POST_ZONE });

test('/post?edit={id} pre-fills the sale and saves the changes', async ({ page }) => {
  await createVerifiedUser(page);
  const sale = await createSaleViaApi(page, { title: 'Old title', isMovingSale: true, categories: ['Books', 'Other'], category: 'Books' });
  await page.goto(`/post?edit=${sale.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Yard Sale' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Old title');
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('100 Test Street, London, ON');
  await expect(page.getByLabel('Moving Sale')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Other' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Sale dates' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByLabel('Title').fill('New title');
  await page.getByRole('button', { name: 'Update Yard Sale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listing updated successfully' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listing updated successfully' })).toBeDisabled();
  const updated = (await ownSales(page)).find((own) => own.id === sale.id)!;
  expect(updated).toMatchObject({ title: 'New title', isEstateSale: false, categories: ['Books', 'Other'] });
});

test("someone else's sale cannot be opened for editing", async ({ page, browser }) => {
  const other = await browser.newPage();
  await createVerifiedUser(other);
  const theirs = await createSaleViaApi(other, { title: 'Not yours' });
  await other.close();
  await createVerifiedUser(page);
  await page.goto(`/post?edit=${theirs.id}`);
  await expect(page.getByText('You can only edit your own yard sales.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
});

test('a sale deleted since its edit link was kept says so, not that the server is out of reach', async ({ page }) => {
  await createVerifiedUser(page);
  const sale = await createSaleViaApi(page, { title: 'Deleted since' });
  expect((await page.request.delete(`/api/listings/${sale.id}`)).ok()).toBe(true);
  await page.goto(`/post?edit=${sale.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Listing not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveCount(0);
});
