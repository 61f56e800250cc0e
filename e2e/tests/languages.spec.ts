import { SALE_FORM_MESSAGES } from '@yardsale/core/schemas/listing-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { APPEAL_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, createVerifiedUser, logIn, registerViaApi, uniqueEmail } from '../support/accounts';
import { openDesk } from '../support/admin';
import { reloadUnderTheWorker } from '../support/service-worker';
import { chooseOption, openSettings, settingsLoaded } from '../support/settings';
import { guidelinesAgreedBefore } from '../support/classifieds';
import { appTookOver, expect, test } from '../support/fixtures';
import { toast, toastWith } from '../support/toast';
import { translated, translatedMessage } from '../support/translations';

test.describe('a browser set to Canadian French', () => {
  test.use({ locale: 'fr-CA' });
  const french = (namespace: string, key: string) => translated('fr', namespace, key);

  test('is spoken to in French from the sign-in page on, and a new account keeps French', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('tab', { name: french('auth', 'register.tab') }).click();
    const form = page.getByRole('form', { name: french('auth', 'register.tab') });
    await form.getByRole('textbox', { name: french('auth', 'fields.email') }).fill(uniqueEmail('francais'));
    await form.getByRole('textbox', { name: french('auth', 'fields.password'), exact: true }).fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: french('auth', 'register.submit'), exact: true }).click();

    await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json())?.preferences?.language).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('is told in French that a data deletion request was received, not in the API’s English', async ({ page }) => {
    await page.goto('/data-deletion');
    await page.getByRole('textbox', { name: french('dataDeletion', 'form.email') }).fill(uniqueEmail('depart'));
    await page.getByRole('button', { name: french('dataDeletion', 'form.submit') }).click();
    const received = french('dataDeletion', 'toast.successText').replace('{{days}}', '30');
    await expect(toastWith(page, received)).toContainText(french('dataDeletion', 'toast.success'));
    await expect(page.getByText('We will process')).toHaveCount(0);
  });

  test("is told what a sale lacks in French, the shared schemas' messages too", async ({ page }) => {
    await createVerifiedUser(page);
    // An account's saved language wins over the browser's: this one was made in English by the API.
    expect((await page.request.patch('/api/users/profile', { data: { preferences: { language: 'fr' } } })).status()).toBe(200);
    await page.goto('/post');
    await expect(page.getByRole('heading', { level: 1, name: french('post', 'title') })).toBeVisible({ timeout: 15_000 });
    // The spec's default title and description, and the categories, in the seller's language.
    await expect(page.getByRole('textbox', { name: french('post', 'titleLabel') })).toHaveValue(french('post', 'defaults.title'));
    await expect(page.getByRole('button', { name: french('sales', 'categories.Furniture'), exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: french('post', 'submit') }).click();
    // 'Missing Address: Please enter your address', split at French's ' : ' into a title and a text.
    const [title, text] = translatedMessage('fr', SALE_FORM_MESSAGES.missingAddress).split(/\s:\s/);
    await expect(toast(page, title!)).toContainText(text!);
  });

  test('reads the classifieds\' categories and conditions in French', async ({ page }) => {
    const { user } = await createVerifiedUser(page);
    await guidelinesAgreedBefore(page, (user as { id: string }).id);
    expect((await page.request.patch('/api/users/profile', { data: { preferences: { language: 'fr' } } })).status()).toBe(200);
    await page.goto('/add-listing');
    await page.getByRole('combobox', { name: french('addListing', 'fields.condition') }).click();
    await expect(page.getByRole('option', { name: french('classifieds', 'conditions.Like New') })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/classifieds');
    const category = page.getByRole('combobox', { name: french('classifieds', 'category') });
    await expect(category.getByRole('option').first()).toHaveText(french('classifieds', 'allCategories'));
    await category.selectOption({ label: french('sales', 'categories.Housing') });
    await expect(category).toHaveValue('Housing'); // the API's value stays English
  });

  /** Fills and sends the Login form of /auth, in French. */
  async function logInInFrench(page: Page, email: string, password: string) {
    const form = page.getByRole('form', { name: french('auth', 'login.tab') });
    await form.getByRole('textbox', { name: french('auth', 'fields.email') }).fill(email);
    await form.getByRole('textbox', { name: french('auth', 'fields.password'), exact: true }).fill(password);
    await form.getByRole('button', { name: french('auth', 'login.submit') }).click();
    return form;
  }

  test('is told in French that signing in is paused after too many wrong passwords, not in the API’s English', async ({ page }) => {
    const { email } = await registerViaApi(page, uniqueEmail('essais'));
    await page.request.post('/api/logout');
    // Wrong passwords until the API's limit (its own to set) refuses the next one.
    let status = 401;
    for (let attempt = 0; status === 401 && attempt < 30; attempt++) {
      status = (await page.request.post('/api/login', { data: { username: email, password: 'Wrong!Guess2025' } })).status();
    }
    expect(status).toBe(429);

    await page.goto('/auth');
    await logInInFrench(page, email, 'Wrong!Guess2025');
    await expect(toastWith(page, translatedMessage('fr', REQUEST_MESSAGES.tooManyLogins))).toBeVisible();
    await expect(page.getByText('Too many', { exact: false })).toHaveCount(0);
  });

  test('is told in French that the account is suspended, with the reason as the administrator wrote it', async ({ browser, page }) => {
    const { email, password, user } = await createVerifiedUser(page, uniqueEmail('suspendu'));
    await page.request.post('/api/logout');
    const desk = await openDesk(browser);
    const reason = `Billets contrefaits ${Date.now()}`;
    expect((await desk.page.request.post(`/api/admin/users/${user.id}/suspend`, { data: { note: reason } })).status()).toBe(200);
    await desk.context.close();

    await page.goto('/auth');
    const form = await logInInFrench(page, email, password);
    const notice = form.getByRole('alert');
    await expect(notice).toContainText(french('validation', 'filled.suspended').replace('{{reason}}', reason));

    // The appeal it offers is answered in French too.
    await notice.getByRole('button', { name: french('auth', 'appeal.open') }).click();
    const dialog = page.getByRole('dialog', { name: french('auth', 'appeal.title') });
    await dialog.getByRole('textbox', { name: french('auth', 'appeal.field') }).fill('Ce sont de vrais billets.');
    await dialog.getByRole('button', { name: french('auth', 'appeal.send') }).click();
    await expect(toast(page, translatedMessage('fr', APPEAL_MESSAGES.sent))).toBeVisible();
  });
});

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('is told in German that a verification link is invalid or has expired', async ({ page }) => {
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: translated('de', 'auth', 'verifyPage.errorTitle') })).toBeVisible();
    await expect(page.getByText(translatedMessage('de', REQUEST_MESSAGES.verificationLinkInvalid))).toBeVisible();
  });
});

test.describe('a browser set to Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('breaks lines between words, as Korean is written, not inside them', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const breaking = await page.locator('h1').first().evaluate((heading) => getComputedStyle(heading).wordBreak);
    expect(breaking).toBe('keep-all');
  });
});

test('a language chosen in settings stays on the device after signing out', async ({ page }) => {
  await createVerifiedUser(page);
  expect((await page.request.patch('/api/users/profile', { data: { preferences: { language: 'ja' } } })).status()).toBe(200);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect((await page.request.post('/api/logout')).status()).toBe(200);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: translated('ja', 'faq', 'title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a visitor picks a language on the sign-in page, and this device keeps it', async ({ page }) => {
  await page.goto('/auth');
  const languages = page.getByRole('navigation', { name: 'Languages' });
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('tab', { name: translated('fr', 'auth', 'login.tab') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: translated('fr', 'auth', 'footer.languages') }).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(page.getByRole('tab', { name: translated('fr', 'auth', 'login.tab') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test("an account's language whose strings did not download at sign-in comes once the phone is back online", async ({ page }) => {
  const { email, password } = await createVerifiedUser(page, uniqueEmail('language-later'));
  expect((await page.request.patch('/api/users/profile', { data: { preferences: { language: 'ko' } } })).status()).toBe(200);
  expect((await page.request.post('/api/logout')).status()).toBe(200);
  // The signal drops as the account signs in: Korean's strings do not come.
  const korean = /\/assets\/locale-ko-[\w-]+\.js(\?again=\d+)?$/;
  await page.route(korean, (route) => route.abort('internetdisconnected'));
  await page.goto('/auth');
  await logIn(page, email, password);
  const map = (language: string) => page.getByRole('region', { name: translated(language, 'home', 'mapLabel') });
  await expect(map('en')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The signal is back: the browser says so ('online'; Playwright's setOffline does not always make it).
  await page.unroute(korean);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(map('ko')).toBeVisible();
});

// Offline, a language whose strings were never fetched (another language's are not precached) cannot
// come: the page says so and stays as it was. Chosen again once back online, it comes.
test.describe('a language chosen without a signal', () => {
  test.use({ serviceWorkers: 'allow' });
  const NOT_REACHED = 'We could not reach the server. Check your connection and try again.';

  test('in Settings, does not come: the field and the page stay English and say why; back online, it comes', async ({ page, context }) => {
    await openSettings(page, 'offline-language');
    await reloadUnderTheWorker(page);
    await settingsLoaded(page);
    await context.setOffline(true);
    await chooseOption(page, 'Language', 'Deutsch');
    await expect(toast(page, NOT_REACHED)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await context.setOffline(false);
    await chooseOption(page, 'Language', 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: translated('de', 'settings', 'title') })).toBeVisible();
  });

  test('on the sign-in page, does not come, and this device does not keep it; back online, it comes', async ({ page, context }) => {
    await page.goto('/auth');
    await appTookOver(page); // the app, and with it the worker, starts when the visitor acts
    await reloadUnderTheWorker(page);
    await appTookOver(page);
    await context.setOffline(true);
    const languages = page.getByRole('navigation', { name: 'Languages' });
    await languages.getByRole('button', { name: '日本語' }).click();
    await expect(toast(page, NOT_REACHED)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => Object.values(localStorage))).not.toContain('ja');

    await context.setOffline(false);
    await languages.getByRole('button', { name: '日本語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('tab', { name: translated('ja', 'auth', 'login.tab') })).toBeVisible();
  });
});
