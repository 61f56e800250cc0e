import type { Page } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';
import { drawPhoto, guidelinesAgreedBefore } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { dateInZone, pickAddress } from '../support/listings';
import { drawPng } from '../support/settings';
import { toast, toastWith } from '../support/toast';

// Decision 0055: a post's form, as the seller left it, stays on the phone until it is sent.

const ZONE = 'America/Toronto';
test.use({ timezoneId: ZONE });

const keptNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'We kept what you entered here last time.' });
const saleDates = (page: Page) => page.getByRole('list', { name: 'Sale dates' }).getByRole('listitem');

test("a new sale's form comes back after a reload, until Start over", async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  await page.getByLabel('Title').fill('Garage clear-out');
  await page.getByLabel('Add a date').fill(dateInZone(ZONE, 2));
  await page.getByRole('button', { name: 'Furniture' }).click();
  await expect(saleDates(page)).toHaveCount(1);

  await page.reload();
  await expect(keptNotice(page)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Garage clear-out');
  await expect(saleDates(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Furniture' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Yard Sale');
  await expect(saleDates(page)).toHaveCount(0);
  await expect(keptNotice(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Address' })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Yard Sale');
  await expect(keptNotice(page)).toHaveCount(0);
});

test('a seller whose session ended signs in again and finds the sale as they left it; posting it forgets the draft', async ({ page }) => {
  const { email, password } = await createVerifiedUser(page);
  const title = `Kept through sign-in ${Date.now()}`;
  await page.goto('/post');
  await pickAddress(page, '7 Gore St, Perth, ON', '7 Gore St, Perth, ON, Canada');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Add a date').fill(dateInZone(ZONE, 3));
  await page.getByTestId('photo-file-input').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: await drawPng(page) });
  await expect(saleDates(page)).toHaveCount(1);
  await page.request.post('/api/logout'); // as if the session expired: the post answers 401
  await page.getByRole('button', { name: 'Post Yard Sale' }).click();
  await expect(toastWith(page, 'You must be logged in to create a listing. Please log in and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  // Signing in again leads back to /post, where the sale is as the seller left it.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/post$/);
  await expect(keptNotice(page)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('7 Gore St, Perth, ON, Canada');
  await expect(saleDates(page)).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Photo of your sale' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Yard Sale' }).click();
  await expect(toast(page, 'Sale Posted Successfully!')).toBeVisible();
  const posted = (await (await page.request.get('/api/listings/user')).json()) as { title: string; imageUrl: string | null }[];
  expect(posted.find((sale) => sale.title === title)?.imageUrl).toMatch(/^\/uploads\//);
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });

  await page.goto('/post');
  await expect(page.getByLabel('Title')).toHaveValue('Yard Sale');
  await expect(keptNotice(page)).toHaveCount(0);
});

/** Whether each chosen photo is the red or the blue one, in the order shown (their corners, JPEG-close). */
const photoColours = (page: Page) =>
  page
    .getByRole('list', { name: /^Chosen photos/ })
    .getByRole('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const [red = 0, , blue = 0] = context.getImageData(4, 4, 1, 1).data;
        return red > blue ? 'red' : 'blue';
      }),
    );

test("a classified's draft keeps its photos in their order; without them it asks for them again; signing out forgets it", async ({ page }) => {
  const { email, password, user } = await createVerifiedUser(page);
  await guidelinesAgreedBefore(page, (user as { id: string }).id);
  await page.goto('/add-listing');
  await page.getByLabel('Title').fill('Oak desk');
  await page.getByLabel('Price').fill('80');
  await page.getByTestId('classified-file-input').setInputFiles([await drawPhoto(page, '#1a237e', 'top', 320, 240), await drawPhoto(page, '#b71c1c', 'side', 320, 240)]);
  await page.getByRole('button', { name: 'Move photo 1 right' }).click();
  await expect.poll(() => photoColours(page)).toEqual(['red', 'blue']);

  await page.reload();
  await expect(keptNotice(page)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Oak desk');
  await expect(page.getByLabel('Price')).toHaveValue('80');
  await expect.poll(() => photoColours(page)).toEqual(['red', 'blue']);
  await expect(keptNotice(page)).not.toContainText('Photos you chose need choosing again.');

  // Start over empties the form; its toast's Undo brings the draft back, photos and all, and keeps it again.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('list', { name: /^Chosen photos/ })).toHaveCount(0);
  await toast(page, 'Form cleared').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Form cleared')).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue('Oak desk');
  await expect.poll(() => photoColours(page)).toEqual(['red', 'blue']);
  await expect(keptNotice(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Price')).toHaveValue('80');
  await expect.poll(() => photoColours(page)).toEqual(['red', 'blue']);

  // Photos the browser lost (storage cleared) are asked for again; the text is still there.
  await page.evaluate(() => indexedDB.deleteDatabase('form-draft-photos'));
  await page.reload();
  await expect(keptNotice(page)).toContainText('Photos you chose need choosing again.');
  await expect(page.getByLabel('Title')).toHaveValue('Oak desk');
  await expect(page.getByRole('list', { name: /^Chosen photos/ })).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/add-listing');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(keptNotice(page)).toHaveCount(0);
});
