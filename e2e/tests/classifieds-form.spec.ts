import type { Page } from '@playwright/test';
import { acceptTerms, createVerifiedUser, registerViaApi } from '../support/accounts';
import { createClassifiedViaApi, drawPhoto, guidelinesAgreedBefore, KENORA, ownClassifieds, typeAddress } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { loseFirstAnswer } from '../support/network';
import { toast } from '../support/toast';

/** A verified seller on /add-listing who has agreed to the guidelines before (the per-user flag). */
async function openForm(page: Page) {
  const { user } = await createVerifiedUser(page);
  await guidelinesAgreedBefore(page, (user as { id: string }).id);
  await page.goto('/add-listing');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Listing' })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillValidForm(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Works well.');
  await choose(page, 'Condition', 'Good');
  await page.getByLabel('Price').fill('0');
  await choose(page, 'Category', 'Electronics');
  await typeAddress(page, 'Kenora, ON');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
}

const fieldError = (page: Page, text: string) => page.locator('.MuiFormHelperText-root.Mui-error', { hasText: text });

test('the guidelines come first, once per user; Cancel goes back to the classifieds', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/add-listing');
  const guidelines = page.getByRole('dialog', { name: 'Classified Posting Guidelines' });
  await expect(guidelines).toBeVisible();
  await guidelines.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/classifieds$/);

  await page.goto('/add-listing');
  await expect(guidelines.getByRole('button', { name: 'Continue to Post' })).toBeDisabled();
  await guidelines.getByRole('checkbox').check();
  await guidelines.getByRole('button', { name: 'Continue to Post' }).click();
  await expect(guidelines).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(); // it opened by itself: the focus goes on from the form's heading
  await page.reload();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(guidelines).toHaveCount(0);
});

test('each field says what is missing, prices are checked, and only a verified location is accepted', async ({ page }) => {
  test.slow(); // many steps, each answered by the form or the geocoder
  await openForm(page);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  for (const message of ['Title required', 'Description required', 'Condition required', 'Price required', 'Category required', 'Address is required to post a listing']) {
    await expect(fieldError(page, message)).toBeVisible();
  }
  // The focus goes to the first field to fix, then to the first one still to fix (a select's box).
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.getByLabel('Title').fill('Oak bookshelf');
  await page.getByLabel('Description').fill('Solid oak, five shelves.');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByRole('combobox', { name: 'Condition' })).toBeFocused();

  await page.getByLabel('Price').fill('-5');
  await expect(fieldError(page, 'Price cannot be negative')).toBeVisible();
  await page.getByLabel('Price').fill('12.345');
  await expect(fieldError(page, 'Price can have at most 2 decimal places')).toBeVisible();
  await page.getByLabel('Price').fill('12.50');
  await expect(fieldError(page, 'Price')).toHaveCount(0);

  // Verify: a blank address, an unknown one, a failing lookup, then a found one.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Please enter an address')).toContainText('Address is required to post a listing');
  const address = page.getByRole('combobox', { name: 'Location' });
  await typeAddress(page, 'Qqqzzx Nowhere Lane');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Location not found')).toContainText('Please check your address and try again');
  await expect(fieldError(page, 'Please verify your location')).toBeVisible();
  await page.route('**/api/geocode/forward?*', (route) => route.fulfill({ status: 500, body: '' }));
  await typeAddress(page, 'Kenora, ON');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Error verifying location')).toBeVisible();
  await page.unroute('**/api/geocode/forward?*');
  // The suggestions open under the field and leave Verify, beside it, free to tap.
  await typeAddress(page, 'Kenora');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Location verified')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(fieldError(page, 'Please verify your location')).toHaveCount(0);
  // Changing the address undoes the verification.
  await address.pressSequentially(' ');
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await expect(fieldError(page, 'Please verify your location')).toBeVisible();
});

test('photos moved and removed by keyboard keep focus in the list, then on its heading', async ({ page }) => {
  await openForm(page);
  const photos = await Promise.all(['#b71c1c', '#1a237e', '#33691e'].map((colour, index) => drawPhoto(page, colour, `photo ${index + 1}`, 320, 240)));
  await page.getByTestId('classified-file-input').setInputFiles(photos);
  const list = page.getByRole('list', { name: /^Chosen photos/ });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // The moved photo's arrow keeps focus, so pressing again moves it on; at the end, the arrow back.
  await page.getByRole('button', { name: 'Move photo 1 right' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move photo 2 right' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move photo 3 left' })).toBeFocused();

  // A removed photo's place goes to the photo that took it; the last one's to the section's heading.
  await page.getByRole('button', { name: 'Remove photo 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(1)).toBeFocused();
  for (const name of ['Remove photo 2', 'Remove photo 1']) {
    await page.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeFocused();
});

test('photos: at most ten, reordered and removed, and the API gets them in that order', async ({ page }) => {
  test.slow(); // eleven photos drawn, shrunk and two re-encoded by the server
  await openForm(page);
  const colours = ['#b71c1c', '#880e4f', '#4a148c', '#1a237e', '#01579b', '#004d40', '#33691e', '#f57f17', '#e65100', '#3e2723', '#263238'];
  const photos = await Promise.all(colours.map((colour, index) => drawPhoto(page, colour, `photo ${index + 1}`, 320, 240)));
  await page.getByTestId('classified-file-input').setInputFiles(photos);
  await expect(toast(page, 'Too many images')).toContainText('You can upload up to 10 images');
  const list = page.getByRole('list', { name: /^Chosen photos/ });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Upload Photos' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Take Photo' })).toBeDisabled();

  const sources = () => list.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const before = await sources();
  await page.getByRole('button', { name: 'Move photo 1 right' }).click();
  await expect.poll(sources).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move photo 10 right' })).toBeDisabled();
  for (let count = 10; count > 2; count--) await page.getByRole('button', { name: `Remove photo ${count}` }).click();
  await expect(page.getByRole('list', { name: 'Chosen photos, 2 of 10' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Upload Photos' })).toBeEnabled();

  // A photo over 15MB is refused before it is sent.
  await page.getByTestId('classified-file-input').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
  await expect(toast(page, 'File Too Large')).toContainText('Image must be smaller than 15MB');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // So is a file no browser can draw, when picked; the pictures picked with it are kept.
  await page.getByTestId('classified-file-input').setInputFiles([{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') }, await drawPhoto(page, '#2e7d32', 'c', 320, 240)]);
  await expect(toast(page, 'Failed to process photo')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove photo 3' }).click();

  const title = `Two photos ${Date.now()}`;
  await fillValidForm(page, title);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/classifieds') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  const body = (await sent).postDataBuffer()!.toString('latin1');
  expect(body).toContain('["new:0","new:1"]');
  await expect(toast(page, 'Listing created successfully')).toBeVisible();
  const posted = (await ownClassifieds(page)).find((own) => own.title === title)!;
  expect(posted).toMatchObject({ price: '0.00', category: 'Electronics' });
  expect(posted.imageUrls).toHaveLength(2);
  expect(posted.thumbnailUrls).toHaveLength(2);
});

test("the API's own refusals show on the form, which keeps what was entered", async ({ page }) => {
  await openForm(page);
  await fillValidForm(page, 'Refused title');
  await page.route('**/api/classifieds', (route) =>
    route.fulfill({ status: 400, json: { message: 'Validation failed: title: Title must be at most 120 characters', errors: { title: 'Title must be at most 120 characters' } } }),
  );
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Failed to save listing')).toContainText('Validation failed: title: Title must be at most 120 characters');
  await expect(fieldError(page, 'Title must be at most 120 characters')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Refused title');
  await expect(page.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
});

test('a classified whose answer was lost, then changed, is posted once, as the seller last wrote it, with its photo', async ({ page }) => {
  await openForm(page);
  const title = `Lost answer lamp ${Date.now()}`;
  await fillValidForm(page, title);
  await page.getByTestId('classified-file-input').setInputFiles([await drawPhoto(page, '#01579b', 'lamp', 320, 240)]);
  await loseFirstAnswer(page, '**/api/classifieds');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Failed to save listing')).toContainText('your listing may already be saved');

  // Sent again with the key of the first try, whatever changed: one post, then the change saved to it (decision 0094).
  await page.getByLabel('Description').fill('Works well. Bulb included.');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/classifieds$/);
  const posted = (await ownClassifieds(page)).filter((own) => own.title === title);
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({ description: 'Works well. Bulb included.' });
  expect(posted[0]!.imageUrls).toHaveLength(1);
});

test('an unverified seller is told to verify the e-mail first', async ({ page }) => {
  const { user } = await registerViaApi(page);
  await acceptTerms(page);
  await guidelinesAgreedBefore(page, (user as { id: string }).id);
  await page.goto('/add-listing');
  await fillValidForm(page, 'Unverified');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(toast(page, 'Email verification required before posting classifieds')).toContainText('Please verify your email before creating listings.');
});

test("a seller whose session ended is asked to log in, with Go to Login, and taken to /auth 2 s later", async ({ page }) => {
  await openForm(page);
  await fillValidForm(page, 'Session test');
  await page.request.post('/api/logout'); // as if the session expired: the save answers 401
  await page.getByRole('button', { name: 'Create Listing' }).click();
  const notice = toast(page, 'Please log in');
  await expect(notice).toContainText('You must be logged in to post classifieds');
  await expect(notice.getByRole('button', { name: 'Go to Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/add-listing$/); // the message first
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
});

test('a guest opening /add-listing is sent to log in', async ({ page }) => {
  await page.goto('/add-listing');
  await expect(page).toHaveURL(/\/auth$/);
});

test("'Use my location' fills the town and verifies it", async ({ page, context }) => {
  await context.setGeolocation(KENORA);
  await openForm(page);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(toast(page, 'Location verified')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Kenora, ON/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test("'Use my location' says to type the location instead", async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(toast(page, 'Location access denied')).toContainText('Please enter your location manually');
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  });
});

test("someone else's classified cannot be opened for editing", async ({ page, browser }) => {
  const other = await browser.newPage();
  await createVerifiedUser(other);
  const theirs = await createClassifiedViaApi(other, { title: 'Not yours' });
  await other.close();
  await openForm(page);
  await page.goto(`/add-listing?edit=${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Classified' })).toBeVisible();
  await expect(page.getByText('You can only edit your own classifieds.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
});
