import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The screens written to HTML at build time (web/src/prerender/pages.ts).
const PUBLIC_PAGES = ['/', '/auth', '/faq', '/terms', '/privacy', '/data-deletion', '/install-pwa'];
const FRAMES = ['/home', '/find', '/classifieds'];

/** Errors the page reports: React names a hydration mismatch in a console error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React has taken over the page's heading: the markup was adopted, not replaced. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PAGES) {
    test(`${path} arrives as HTML with its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root[data-prerendered]')).toBeAttached();
    });
  }

  for (const path of FRAMES) {
    test(`${path} arrives with its frame: header, heading and a loading state`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').first()).toBeVisible();
    });
  }

  test('an address that is not prerendered gets the app shell', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('Yard Sale Finder');
  });
});

test.describe('hydration', () => {
  for (const path of [...PUBLIC_PAGES, ...FRAMES]) {
    test(`${path} takes over its HTML without a mismatch`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await hydrated(page);
      expect(errors.filter((text) => /hydrat|did not match|minified react error/i.test(text))).toEqual([]);
    });
  }

  test('a dark theme chosen earlier is on the page before it is drawn', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The attribute is read before any module script has run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 20, 18)');
  });
});

test.describe('before the app has taken the page over', () => {
  /** Holds the page's scripts back until the returned function is called. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('the page says it is not ready yet, and its scripts start only after it has painted', async ({ page }) => {
    const release = await holdScripts(page);
    // Not until 'load': scripts requested before it (after the first paint) hold that event back.
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint!);
  });

  test('what was typed is kept and sent once the app is live; sending earlier is held back', async ({ page }) => {
    const { email, password } = await createVerifiedUser(page);
    await page.request.post('/api/logout');
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Login' });
    // force: the root is aria-disabled, which would make Playwright wait, as it does in every other test.
    await form.getByRole('textbox', { name: 'Email' }).fill(email, { force: true });
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password, { force: true });
    await form.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    // The browser did not send the form as a GET with the password in the address.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
