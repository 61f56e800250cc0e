import { expect, isolateFromInternet, test, uniqueClientAddress } from '../support/fixtures';
import { chooseOption, drawPng, openSettings, profileSaved, settingsLoaded } from '../support/settings';
import { toast } from '../support/toast';
import { translated } from '../support/translations';

test('shows the account and saves only what changed', async ({ page }) => {
  const account = await openSettings(page);
  await expect(page.getByText(account.email, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Verified Account')).toBeVisible();

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'No Changes')).toBeVisible();

  await page.getByRole('textbox', { name: 'Display Name' }).fill('  Garage Gus  ');
  await page.getByRole('radio', { name: 'Kilometers' }).check();
  const saved = profileSaved(page);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ displayName: 'Garage Gus', preferences: { units: 'km' } });
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByText('Garage Gus', { exact: true })).toBeVisible();

  await page.reload();
  await settingsLoaded(page);
  await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Garage Gus');
  await expect(page.getByRole('radio', { name: 'Kilometers' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Display Name' }).fill('   ');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'No Changes')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Garage Gus');
});

test('a display name that reads like staff is refused, and says why (decision 0089)', async ({ page }) => {
  await openSettings(page);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/profile') && request.method() === 'PATCH') sent = true;
  });
  const name = page.getByRole('textbox', { name: 'Display Name' });
  await name.fill('Support Team ✔');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(name).toHaveAccessibleDescription('Display name cannot suggest you are staff, such as Admin or Support');
  await expect(name).toBeFocused();
  expect(sent).toBe(false);

  await name.fill('Garage Gus');
  await expect(name).not.toHaveAccessibleDescription(/staff/);
});

test('a failed profile save says why', async ({ page }) => {
  await openSettings(page);
  await page.route('**/api/users/profile', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Try again soon' }) }),
  );
  await page.getByRole('radio', { name: 'Kilometers' }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Update Failed')).toContainText('Try again soon');
});

test('the theme is saved at once and follows the user to another device', async ({ page, browser, baseURL }) => {
  test.slow();
  const account = await openSettings(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const saved = profileSaved(page);
  await chooseOption(page, 'Theme', 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await saved).request().postDataJSON()).toEqual({ preferences: { theme: 'dark' } });

  await page.reload();
  await settingsLoaded(page);
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveText('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const otherDevice = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientAddress() } });
  await isolateFromInternet(otherDevice);
  const login = await otherDevice.request.post('/api/login', { data: { username: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  const otherPage = await otherDevice.newPage();
  await otherPage.goto('/settings');
  await settingsLoaded(otherPage);
  await expect(otherPage.getByRole('combobox', { name: 'Theme' })).toHaveText('Dark');
  await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark');
  await otherDevice.close();
});

test('a theme that cannot be saved says so', async ({ page }) => {
  await openSettings(page);
  await page.route('**/api/users/profile', (route) => route.fulfill({ status: 500, body: '' }));
  await chooseOption(page, 'Theme', 'System');
  await expect(toast(page, 'Theme Save Failed')).toBeVisible();
});

test('choosing a language switches the app at once and is kept after saving', async ({ page }) => {
  await openSettings(page);
  const spanish = (key: string) => translated('es', 'settings', key);
  await chooseOption(page, 'Language', 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: spanish('title') })).toBeVisible();
  const saved = profileSaved(page);
  await page.getByRole('button', { name: spanish('profile.save') }).click();
  expect((await saved).request().postDataJSON()).toEqual({ preferences: { language: 'es' } });
  await expect(toast(page, spanish('profile.updated'))).toBeVisible();

  await page.reload();
  await settingsLoaded(page, 'es');
  await expect(page.getByRole('combobox', { name: spanish('profile.language') })).toHaveText('Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Every screen speaks it: the map's bottom bar and zoom buttons too.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: translated('es', 'home', 'nav.findSale') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: translated('es', 'common', 'map.zoomIn') })).toBeVisible();
});

test('a new photo is uploaded at once and shown; other files are refused', async ({ page }) => {
  await openSettings(page);
  const photoButton = page.getByRole('button', { name: 'Change profile photo' });

  let chooser = page.waitForEvent('filechooser');
  await photoButton.click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(toast(page, 'Invalid Image')).toContainText('Please choose an image file');

  const png = await drawPng(page);
  chooser = page.waitForEvent('filechooser');
  const saved = profileSaved(page);
  await photoButton.click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  expect((await saved).request().headers()['content-type']).toContain('multipart/form-data');
  const image = photoButton.locator('img');
  await expect(image).toHaveAttribute('src', /^\/uploads\/avatars\/[\w-]+\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await settingsLoaded(page);
  await expect(photoButton.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\/[\w-]+\.webp$/);
});

test('notification switches are saved at once; push asks for permission and says when this browser cannot subscribe', async ({ page, context }) => {
  await openSettings(page);
  await context.grantPermissions(['notifications']);
  const email = page.getByRole('switch', { name: 'Email Notifications' });
  const push = page.getByRole('switch', { name: 'Push Notifications' });
  const sms = page.getByRole('switch', { name: 'SMS Notifications' });
  await expect(email).toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(sms).not.toBeChecked();
  await expect(page.getByText('Get a text when someone messages you while you are away. Needs a US or Canadian mobile number.')).toBeVisible();

  let saved = profileSaved(page);
  await push.check();
  expect((await saved).request().postDataJSON()).toEqual({ notificationSettings: { push: true } });
  // Browser tests block the service worker, which a push subscription needs.
  await expect(toast(page, 'Push Notifications Unavailable Here')).toContainText('Reload the page');
  saved = profileSaved(page);
  await email.uncheck();
  await saved;

  await page.reload();
  await settingsLoaded(page);
  await expect(email).not.toBeChecked();
  await expect(push).toBeChecked();
  await expect(sms).not.toBeChecked();
});

test('push stays off when the browser blocks notifications', async ({ page }) => {
  await openSettings(page);
  await page.evaluate(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  const push = page.getByRole('switch', { name: 'Push Notifications' });
  await push.click();
  await expect(toast(page, 'Notifications Blocked')).toBeVisible();
  await expect(push).not.toBeChecked();
});

test('a switch reached with the keyboard shows a ring around its thumb', async ({ page }) => {
  await openSettings(page);
  const sms = page.getByRole('switch', { name: 'SMS Notifications' });
  const thumb = sms.locator('xpath=following-sibling::*[contains(@class, "MuiSwitch-thumb")]');
  await expect(thumb).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Tab'); // the keyboard is in use: focus is shown
  await sms.focus();
  await expect(thumb).toHaveCSS('outline-style', 'solid');
  await expect(thumb).toHaveCSS('outline-width', '2px');
});
