import { acceptTerms, createVerifiedUser, registerViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createSaleViaApi, dateInZone, pickAddress } from '../support/listings';
import { fillSale, ownSales, pickDate, POST_ZONE, submitSale } from '../support/post-sale';
import { loseFirstAnswer } from '../support/network';
import { drawPng } from '../support/settings';
import { toast, toastWith } from '../support/toast';

// The browser stands in eastern Ontario, where the sales below are; "today" is that zone's today.
test.use({ timezoneId: POST_ZONE });

test('a verified seller posts a sale with an autocompleted address, two days, a photo, a type and categories', async ({ page }) => {
  await createVerifiedUser(page);
  const title = `Porch sale ${Date.now()}`;
  await page.goto('/post');
  await expect(page.getByRole('heading', { name: 'Post Yard Sale' })).toBeVisible();
  await pickAddress(page, '12 Oak St, Perth, ON', '12 Oak St, Perth, ON, Canada');
  // The offline geocoder knows towns, not houses: the seller is told the pin is approximate.
  await expect(toast(page, 'Address Notice')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location of your sale' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await pickDate(page, 0);
  await pickDate(page, 1);
  await expect(page.getByRole('list', { name: 'Sale dates' }).getByRole('listitem')).toHaveCount(2);
  await page.getByTestId('photo-file-input').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: await drawPng(page) });
  await expect(page.getByRole('img', { name: 'Photo of your sale' })).toBeVisible();
  await page.getByLabel('Estate Sale').check();
  await page.getByRole('button', { name: 'Books' }).click();
  await page.getByRole('button', { name: 'Toys & Games' }).click();
  await expectNoAxeViolations(page);

  await submitSale(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();
  // Locked until the app leaves the form, so a second tap cannot post the sale twice.
  await expect(page.getByRole('button', { name: 'Sale Posted Successfully!' })).toBeDisabled();
  await expect(page.getByLabel('Title')).toBeDisabled();
  await expect(page).toHaveURL(/\/home$/);

  const posted = (await ownSales(page)).filter((own) => own.title === title);
  expect(posted).toHaveLength(1);
  const sale = posted[0]!;
  expect(sale).toMatchObject({
    address: '12 Oak St, Perth, ON, Canada',
    dates: [dateInZone(POST_ZONE), dateInZone(POST_ZONE, 1)],
    category: 'Books',
    categories: ['Books', 'Toys & Games'],
    isEstateSale: true,
    startTime: '09:00',
    endTime: '17:00',
  });
  expect(sale.latitude).toBeCloseTo(44.9, 1);
  expect(sale.imageUrl).toMatch(/^\/uploads\/photos\/.+\.webp$/);
  expect((await page.request.get(sale.imageUrl!)).headers()['content-type']).toBe('image/webp');
});

test('a sale whose answer was lost on a weak network is posted once when the seller taps again', async ({ page }) => {
  await createVerifiedUser(page);
  const title = `Lost answer sale ${Date.now()}`;
  await fillSale(page, title);
  await loseFirstAnswer(page, '**/api/listings');

  await submitSale(page);
  await expect(toast(page, 'Failed to create listing')).toContainText('your yard sale may already be posted');
  await submitSale(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();
  expect((await ownSales(page)).filter((own) => own.title === title)).toHaveLength(1);
});

test('a sale whose answer was lost, then changed or reloaded, is still posted once, as the seller last wrote it', async ({ page }) => {
  await createVerifiedUser(page);
  const title = `Lost then changed ${Date.now()}`;
  await fillSale(page, title);
  await loseFirstAnswer(page, '**/api/listings');
  await submitSale(page);
  await expect(toast(page, 'Failed to create listing')).toBeVisible();

  // The seller reloads (the draft comes back), fixes the title and posts again (decision 0094).
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title}, Saturday`);
  await submitSale(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();
  const posted = (await ownSales(page)).filter((own) => own.title.startsWith(title));
  expect(posted.map((own) => own.title)).toEqual([`${title}, Saturday`]);
});

test('a photo upload shows its progress, and one that stalls gives up after 30 s without moving, says so and keeps the form', async ({ page }) => {
  await createVerifiedUser(page);
  await page.clock.install();
  const title = `Stalled photo ${Date.now()}`;
  await fillSale(page, title);
  await page.getByTestId('photo-file-input').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: await drawPng(page) });
  let uploading = false;
  await page.route('**/api/listings/photo', () => void (uploading = true)); // a connection that stalls: no answer, no failure

  await submitSale(page);
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  await expect.poll(() => uploading).toBe(true); // the photo is shrunk first
  // The seller sees the upload under way, not only a busy button.
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(toast(page, 'Failed to create listing')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Post Yard Sale' })).toBeEnabled();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  expect((await ownSales(page)).filter((own) => own.title === title)).toHaveLength(0);
});

test('a post the network never answers gives up after 30 s, says so and keeps the form', async ({ page }) => {
  await createVerifiedUser(page);
  await page.clock.install();
  const title = `Stalled sale ${Date.now()}`;
  await fillSale(page, title);
  await page.route('**/api/listings', () => undefined); // a connection that stalls: no answer, no failure

  await submitSale(page);
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
  await page.clock.runFor(30_000);
  await expect(toast(page, 'Failed to create listing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Yard Sale' })).toBeEnabled();
  await expect(page.getByLabel('Title')).toHaveValue(title);
});

test('the submit checks run in the spec order and keep what was entered', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  await page.getByLabel('Title').fill('');
  await page.getByLabel('Description').fill('');
  await submitSale(page);
  await expect(toast(page, 'Missing Address')).toContainText('Please enter your address');
  // The field itself is marked, says why and has the focus (the toast alone is gone in 5 s).
  const address = page.getByRole('combobox', { name: 'Address' });
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription('Please enter your address');
  await pickAddress(page, 'Perth, ON', 'Perth, ON, Canada');
  await expect(address).toHaveAttribute('aria-invalid', 'false'); // filled in: no longer marked
  await submitSale(page);
  await expect(toast(page, 'Missing Title')).toContainText('Please enter a title for your yard sale');
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.getByLabel('Title').fill('Garage clear-out');
  await submitSale(page);
  await expect(toast(page, 'Missing Date')).toContainText('Please select at least one date for your yard sale');
  await expect(page.getByLabel('Add a date')).toBeFocused();
  await expect(page.getByLabel('Add a date')).toHaveAttribute('aria-invalid', 'true');
  await pickDate(page, 2);
  await submitSale(page);
  await expect(toast(page, 'Missing Description')).toContainText('Please enter a description for your yard sale');
  await page.getByLabel('End time').fill('08:00');
  await page.getByLabel('Description').fill('Everything must go');
  await submitSale(page);
  await expect(page.getByRole('alert').filter({ hasText: 'End time must be after start time' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Garage clear-out');
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('Perth, ON, Canada');
  await expectNoAxeViolations(page);
});

test('a title too long and an end time before the start say so under their fields as they are typed', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  const title = page.getByLabel('Title');
  await title.fill('x'.repeat(121));
  await expect(title).toHaveAccessibleDescription('Title must be at most 120 characters');
  await title.fill('x'.repeat(120));
  await expect(title).not.toHaveAccessibleDescription(/at most/);
  await page.getByLabel('Start time').fill('15:00');
  await page.getByLabel('End time').fill('10:00');
  await expect(page.getByLabel('End time')).toHaveAccessibleDescription('End time must be after start time');
});

test('dates are up to three consecutive days and categories up to four', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  await expect(page.getByLabel('Title')).toHaveValue('Yard Sale');
  await expect(page.getByLabel('Start time')).toHaveValue('09:00');
  await pickDate(page, 1);
  await pickDate(page, 3);
  await expect(toast(page, 'Invalid Selection')).toContainText('Please select consecutive dates only');
  await pickDate(page, 2);
  await pickDate(page, 3);
  await pickDate(page, 4);
  await expect(toast(page, 'Maximum Dates Selected')).toContainText('You can only select up to 3 consecutive days');
  const chosen = page.getByRole('list', { name: 'Sale dates' }).getByRole('listitem');
  await expect(chosen).toHaveCount(3);
  await chosen.first().getByRole('button').click();
  await expect(chosen).toHaveCount(2);

  for (const category of ['Furniture', 'Electronics', 'Clothing', 'Books']) await page.getByRole('button', { name: category }).click();
  await page.getByRole('button', { name: 'Automotive' }).click();
  await expect(toast(page, 'Maximum Categories Selected')).toContainText('You can only select up to 4 categories');
  await expect(page.getByRole('button', { name: 'Automotive' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');
});

test('a day or the photo removed by keyboard leaves focus where the seller goes on', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  for (const days of [2, 3, 4]) await pickDate(page, days);
  const chosen = page.getByRole('list', { name: 'Sale dates' }).getByRole('listitem');
  await expect(chosen).toHaveCount(3);
  const removeDay = (nth: number) => chosen.nth(nth).getByRole('button');

  // The middle day cannot go (the rest would not be consecutive): nothing moves, focus included.
  await removeDay(1).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Invalid Selection')).toBeVisible();
  await expect(removeDay(1)).toBeFocused();
  // A removed day's place goes to the day that took it; the last one's to the section's heading.
  await removeDay(0).focus();
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.first()).toBeFocused();
  for (const nth of [1, 0]) {
    await removeDay(nth).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'When' })).toBeFocused();

  // Removing the photo puts focus on Upload Photo, where a new one comes from.
  await page.getByTestId('photo-file-input').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: await drawPng(page) });
  await page.getByRole('button', { name: 'Remove photo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'Photo of your sale' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeFocused();
});

test('a photo over 15MB or one no browser can draw is refused, and an address nobody knows falls back near London, Ontario', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  await page.getByTestId('photo-file-input').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
  await expect(toast(page, 'File Too Large')).toContainText('Image must be smaller than 15MB');
  // Refused when picked, not after the form is sent.
  const broken = { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') };
  await page.getByTestId('photo-file-input').setInputFiles(broken);
  await expect(toast(page, 'Failed to process photo')).toBeVisible();
  await page.getByTestId('photo-camera-input').setInputFiles(broken);
  await expect(toast(page, 'Failed to capture photo')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of your sale' })).toHaveCount(0);

  const address = page.getByRole('combobox', { name: 'Address' });
  await address.fill('Qqqzzx Nowhere Lane');
  await address.blur();
  await expect(page.getByText('Using approximate location for your yard sale. Pin may not be exact.').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location of your sale' })).toBeVisible();
});

test('an unverified seller is told to verify before posting', async ({ page }) => {
  await registerViaApi(page);
  await acceptTerms(page);
  await page.goto('/post');
  await submitSale(page);
  await expect(toast(page, 'Email verification required')).toContainText('Please verify your email before creating listings.');
  await expect(toast(page, 'Email verification required').getByRole('button', { name: 'Go to Login' })).toBeVisible();
});

test('a seller whose session ended is told to log in, with Go to Login, and taken to /auth 2 s later', async ({ page }) => {
  await createVerifiedUser(page);
  const sale = await createSaleViaApi(page, { title: 'Session test sale' });
  await page.goto(`/post?edit=${sale.id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Session test sale');
  await page.request.post('/api/logout'); // as if the session expired: the next save answers 401
  await page.getByRole('button', { name: 'Update Yard Sale' }).click();
  const notice = toastWith(page, 'You must be logged in to create a listing. Please log in and try again.');
  await expect(notice.getByRole('button', { name: 'Go to Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/post\?edit=/); // the message first
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
});

test('a date can be typed with the keyboard, digit by digit, without being refused halfway', async ({ page }) => {
  await createVerifiedUser(page);
  await page.goto('/post');
  const [year, month, day] = dateInZone(POST_ZONE, 2).split('-');
  await page.getByLabel('Add a date').focus();
  await page.keyboard.type(`${month}${day}${year}`); // mm/dd/yyyy in en-US
  const chosen = page.getByRole('list', { name: 'Sale dates' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.first()).toHaveAttribute('data-date', `${year}-${month}-${day}`);
  await expect(toast(page, 'Invalid Date')).toHaveCount(0);
});
