import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createSaleViaApi } from '../support/listings';
import { loseFirstAnswer } from '../support/network';

test('a new seller sees both empty states with the way to post', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/posts');
  await expect(page.getByRole('tab', { name: 'Yard Sales (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No yard sale events yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Yard Sale Event' })).toHaveAttribute('href', '/post');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Classified Items (0)' }).click();
  await expect(page.getByText('No classified items yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post Individual Item' })).toHaveAttribute('href', '/add-listing');
  await page.getByRole('tab', { name: 'Yard Sales (0)' }).click();
  await page.getByRole('link', { name: 'Create Yard Sale Event' }).click();
  await expect(page).toHaveURL(/\/post$/);
});

test('Back from a classified screen opens My Posts on its Classified Items tab again', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/posts');
  await page.getByRole('tab', { name: 'Classified Items (0)' }).click();
  await expect(page).toHaveURL(/\/posts\?tab=classifieds$/);
  await page.getByRole('link', { name: 'Post Individual Item' }).click();
  await expect(page).toHaveURL(/\/add-listing$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Classified Items (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No classified items yet')).toBeVisible();
  // Switching tabs does not add to the history: Back leaves My Posts.
  await page.getByRole('tab', { name: 'Yard Sales (0)' }).click();
  await expect(page).toHaveURL(/\/posts$/);
});

test('only the seller\'s own sales are listed, counted, and each can be edited or deleted after confirmation', async ({ page, browser }) => {
  const neighbour = await browser.newPage();
  await createVerifiedUser(neighbour);
  await createSaleViaApi(neighbour, { title: 'The neighbour sale' });
  await neighbour.close();

  await createVerifiedUser(page);
  const kept = await createSaleViaApi(page, { title: 'Spring clean-out', isEstateSale: true });
  const removed = await createSaleViaApi(page, { title: 'Old toys' });
  await page.goto('/posts');
  await expect(page.getByRole('tab', { name: 'Yard Sales (2)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spring clean-out' })).toContainText('Estate Sale');
  await expect(page.getByRole('article', { name: 'Old toys' })).toBeVisible();
  await expect(page.getByText('The neighbour sale')).toHaveCount(0);

  // Cancel keeps the sale.
  await page.getByRole('button', { name: 'Delete Old toys' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  await expect(confirm).toContainText('Are you sure you want to delete "Old toys"? This action cannot be undone.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: 'Old toys' })).toBeVisible();

  // Delete removes it here and on the server.
  await page.getByRole('button', { name: 'Delete Old toys' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listing Deleted' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Old toys' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Yard Sales (1)' })).toBeVisible();
  expect((await page.request.get(`/api/listings/${removed.id}`)).status()).toBe(404);

  // Edit explains the redirect, then opens the create screen pre-filled.
  await page.getByRole('button', { name: 'Edit Spring clean-out' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit).toContainText('redirected to the create page with the current information pre-filled');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Continue to Edit' }).click();
  await expect(page).toHaveURL(`/post?edit=${kept.id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Spring clean-out');
});

test('a sale another device changed shows up within the 10 s poll, and a failed delete keeps the sale', async ({ page }) => {
  await createVerifiedUser(page);
  const sale = await createSaleViaApi(page, { title: 'Before' });
  await page.goto('/posts');
  await expect(page.getByRole('article', { name: 'Before' })).toBeVisible();
  // Renamed from another device: the same account, straight through the API.
  const current = (await (await page.request.get(`/api/listings/${sale.id}`)).json()) as Record<string, unknown>;
  const renamed = await page.request.put(`/api/listings/${sale.id}`, { data: { ...current, title: 'After' } });
  expect(renamed.ok()).toBe(true);
  await expect(page.getByRole('article', { name: 'After' })).toBeVisible({ timeout: 15_000 });

  await page.route(`**/api/listings/${sale.id}`, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Delete After' }).click();
  await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to delete the listing. Please try again.' });
  await expect(failure).toBeVisible();
  // The server answered: trying the same again from the toast would only fail again.
  await expect(failure.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'After' })).toBeVisible();
  // The button that opened the dialog is still there, so focus goes back to it.
  await expect(page.getByRole('button', { name: 'Delete After' })).toBeFocused();
});

test('a delete whose answer was lost can be sent again from its toast, and the second try finding it gone is a success', async ({ page }) => {
  await createVerifiedUser(page);
  const sale = await createSaleViaApi(page, { title: 'Out of signal' });
  await loseFirstAnswer(page, `**/api/listings/${sale.id}`, 'DELETE');
  await page.goto('/posts');
  await page.getByRole('button', { name: 'Delete Out of signal' }).click();
  await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to delete the listing. Please try again.' });
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listing Deleted' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Out of signal' })).toHaveCount(0);
  expect((await page.request.get(`/api/listings/${sale.id}`)).status()).toBe(404);
});

test('deleting from the keyboard keeps focus in the list: on the post that took its place, then on the tab', async ({ page }) => {
  await createVerifiedUser(page);
  await createSaleViaApi(page, { title: 'Garden tools' });
  await createSaleViaApi(page, { title: 'Board games' });
  await page.goto('/posts');
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  const deleteByKeyboard = async (title: string) => {
    await page.getByRole('button', { name: `Delete ${title}` }).press('Enter');
    await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    await expect(confirm).toBeHidden();
  };

  await deleteByKeyboard('Board games');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('article', { name: 'Garden tools' }) })).toBeFocused();
  await deleteByKeyboard('Garden tools');
  await expect(page.getByRole('tab', { name: 'Yard Sales (0)' })).toBeFocused();
});
