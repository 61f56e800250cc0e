import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expect, newVisitor, test, visitorActs } from '../support/fixtures';
import { collectErrors, holdScripts, hydrated, hydrationErrors, PRERENDER_AREA, requestsTo, withWaitingPage } from '../support/page-load';
import { spotFor, standAt } from '../support/geolocation';
import { createClassifiedViaApi, drawPhoto } from '../support/classifieds';
import { createSaleViaApi, uploadSalePhotoViaApi } from '../support/listings';

// The screens written to HTML at build time (web/src/prerender/pages.ts); those whose app waits for
// the visitor (/home, Find and /classifieds: for a guest whose location is known, as every test's is
// unless it says otherwise).
const PUBLIC_PAGES = ['/', '/auth', '/faq', '/terms', '/privacy', '/data-deletion', '/install-pwa'];
const WAITING_PAGES = ['/auth', '/faq', '/terms', '/privacy', '/data-deletion', '/home', '/find', '/classifieds'];
const FRAMES = ['/home', '/find', '/classifieds'];

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PAGES) {
    test(`${path} arrives as HTML with its content`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.locator('#root[data-prerendered]')).toBeAttached();
      // The tab is named after the page from the start (the splash's heading is the app's name).
      const name = await heading.textContent();
      await expect(page).toHaveTitle(name === 'Yard Sale Finder' ? name : `${name} · Yard Sale Finder`);
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
      if (WAITING_PAGES.includes(path)) await visitorActs(page);
      await hydrated(page);
      expect(hydrationErrors(errors)).toEqual([]);
    });
  }

  test("a shared post's link takes over Find's and /classifieds' HTML without a mismatch, then opens the post", async ({ page, browser }) => {
    const here = spotFor(PRERENDER_AREA, 3);
    await createVerifiedUser(page);
    const stamp = Date.now();
    const sale = await createSaleViaApi(page, { title: `Linked sale ${stamp}`, ...here });
    const item = await createClassifiedViaApi(page, { title: `Linked lamp ${stamp}`, ...here });
    const friend = await newVisitor(browser);
    await standAt(friend.context, here);
    const errors = collectErrors(friend.page);
    for (const [link, title] of [[`/find?sale=${sale.id}`, sale.title], [`/classifieds?item=${item.id}`, item.title]] as const) {
      await friend.page.goto(link);
      await expect(friend.page.getByRole('dialog', { name: title })).toBeVisible();
    }
    expect(hydrationErrors(errors)).toEqual([]);
    await friend.context.close();
  });

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
  /** When the first paint and the first request for a script started, in the page's own clock. */
  const firstPaintAndScript = (page: Page) =>
    page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime ?? 0,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));

  test('the page says it is not ready yet, and its scripts start only after it has painted', async ({ page }) => {
    const release = await holdScripts(page);
    // Not until 'load': scripts requested before it (after the first paint) hold that event back.
    await page.goto('/install-pwa', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    const { firstPaint, firstScript } = await firstPaintAndScript(page);
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
  });

  test('a document fetches its scripts after painting and runs them only once the visitor acts', async ({ page }) => {
    const scripts = requestsTo(page, /\/assets\/.*\.js$/);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    const { firstPaint, firstScript } = await firstPaintAndScript(page);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    // Every file of the first load is in the cache, and not one has run: the page is still only HTML.
    const listed = await page.evaluate(() => JSON.parse(document.getElementById('first-load')!.textContent!) as string[]);
    expect(listed.filter((file) => file.endsWith('.js')).every((file) => scripts.some((url) => url.endsWith(file)))).toBe(true);
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    expect(await page.evaluate(() => Object.keys(document.querySelector('#root h1')!).some((key) => key.startsWith('__react')))).toBe(false);

    await visitorActs(page);
    await hydrated(page);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
  });

  test("the files fetched ahead are those the app then runs, from the browser's cache (decision 0035)", async ({ browser, baseURL }) => {
    await withWaitingPage(browser, baseURL, '/faq', async (page) => {
      await visitorActs(page);
      await hydrated(page);
      const listed = await page.evaluate(() => JSON.parse(document.getElementById('first-load')!.textContent!) as string[]);
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, bytes: (entry as PerformanceResourceTiming).transferSize })));
      const firstLoad = loaded.filter(({ name }) => listed.some((file) => name.endsWith(file)));
      expect(firstLoad.length).toBe(listed.length);
      expect(firstLoad.filter(({ bytes }) => bytes > 0)).toEqual([]);
    });
  });

  test("/auth's worker also fetches the form's checks and its dialogs, which the app then prefetches from the cache", async ({ browser, baseURL }) => {
    // On a slow network these downloaded as the visitor signed in.
    await withWaitingPage(browser, baseURL, '/auth', async (page) => {
      const ahead = await page.evaluate(() => JSON.parse(document.getElementById('fetched-ahead')!.textContent!) as string[]);
      expect(ahead.some((file) => file.includes('/account-schemas-'))).toBe(true);
      await visitorActs(page);
      await hydrated(page);
      // The app links each once it has loaded (usePrefetchAfterLoad): not one byte comes over the network.
      const loadedAhead = () =>
        page.evaluate(
          (files) => performance.getEntriesByType('resource').filter((entry) => files.some((file) => entry.name.endsWith(file))).map((entry) => (entry as PerformanceResourceTiming).transferSize),
          ahead,
        );
      await expect.poll(async () => (await loadedAhead()).length).toBe(ahead.length);
      expect((await loadedAhead()).filter((bytes) => bytes > 0)).toEqual([]);
    });
  });

  test('a visitor who saves data is sent nothing ahead: the files come when they act', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { get: () => ({ saveData: true }) }));
    const fetched = requestsTo(page, /\/assets\/.*\.js$|prefetch-worker/);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await visitorActs(page);
    await hydrated(page);
    expect(fetched.some((url) => url.endsWith('.js') && !url.includes('prefetch-worker'))).toBe(true);
    expect(fetched.filter((url) => url.includes('prefetch-worker'))).toEqual([]);
  });

  test('a signed-in visitor of /auth is sent on at once, without doing anything', async ({ page }) => {
    await createVerifiedUser(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('what was typed is kept and sent once the app is live; sending earlier is held back', async ({ page }) => {
    const { email, password } = await createVerifiedUser(page);
    await page.request.post('/api/logout');
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Login' });
    // Focusing the field starts the app; the root is aria-disabled from then on, which would make
    // Playwright wait, as it does in every other test: force.
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password, { force: true });
    await form.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    // The browser did not send the form as a GET with the password in the address.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    release();
    // The held submission is made once the app is live, with what was typed.
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a tap on a tab before the app is live is replayed once it is', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const register = page.getByRole('tab', { name: 'Create Account' });
    await register.click();
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    await expect(register).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Create Account' })).toBeVisible();
  });

  test('a control reached by Tab before the app is live shows its focus ring once it is', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Tab');
    const login = page.getByRole('tab', { name: 'Login' });
    await expect(login).toBeFocused();
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    await expect(login).toHaveClass(/Mui-focusVisible/);
  });

  test('Forward (or Back) to a screen the app opened before a reload loads that screen, though the visitor has not acted yet', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await page.reload(); // /auth's HTML again, its app waiting for the visitor
    await page.goForward(); // to the entry the app had made for the terms: this document's own
    await expect(page).toHaveURL(/\/terms\?from=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(hydrationErrors(errors)).toEqual([]);
  });

  test("the session and the settings are asked for once, while the screen's code is still on its way", async ({ page }) => {
    const sent = requestsTo(page, /\/api\/(auth\/user|config)$/);
    const asked = () => sent.map((url) => new URL(url).pathname).sort();
    const release = await holdScripts(page, /\/assets\/faq-[\w-]+\.js$/);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await visitorActs(page);
    await expect.poll(asked).toEqual(['/api/auth/user', '/api/config']);
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    // The deployment's own address (SUPPORT_EMAIL) replaces the one the page was prerendered with.
    await expect(page.getByRole('link', { name: 'help@e2e.test' }).first()).toBeVisible();
    // The answers that arrived early were used, not asked for again.
    await page.waitForLoadState('networkidle');
    expect(asked()).toEqual(['/api/auth/user', '/api/config']);
  });

  test("Find asks for the fix, the sales near it and their photos while its code is still on its way", async ({ page, context }) => {
    await createVerifiedUser(page);
    const here = spotFor(PRERENDER_AREA, 0);
    const title = `Early sale ${Date.now()}`;
    const photoUrl = await uploadSalePhotoViaApi(page, await drawPhoto(page, '#2e7d32', 'early'));
    await createSaleViaApi(page, { title, latitude: here.latitude + 0.002, longitude: here.longitude, imageUrls: [photoUrl] });
    await standAt(context, here);
    await page.addInitScript(() => {
      const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      (window as unknown as { fixesAsked: number }).fixesAsked = 0;
      navigator.geolocation.getCurrentPosition = (...args) => {
        (window as unknown as { fixesAsked: number }).fixesAsked += 1;
        ask(...args);
      };
    });
    const searches = requestsTo(page, /\/api\/listings\?/);
    const photos = requestsTo(page, /\.thumb\.webp$/);
    const release = await holdScripts(page, /\/assets\/find-[\w-]+\.js$/);
    await page.goto('/find', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => searches.length).toBe(1);
    expect(new URL(searches[0]!).searchParams.get('near')).toBe(`${here.latitude},${here.longitude}`);
    // The first screen's photos are on their way before any card is drawn.
    const thumbnailUrl = photoUrl.replace(/\.webp$/, '.thumb.webp');
    await expect.poll(() => photos.some((url) => url.endsWith(thumbnailUrl))).toBe(true);
    release();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { fixesAsked: number }).fixesAsked)).toBe(1);
  });

  test('/classifieds asks for its first page near the visitor while its code is still on its way', async ({ page, context }) => {
    const here = spotFor(PRERENDER_AREA, 1);
    await standAt(context, here);
    const searches = requestsTo(page, /\/api\/classifieds\?/);
    const release = await holdScripts(page, /\/assets\/classifieds-[\w-]+\.js$/);
    await page.goto('/classifieds', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => searches.length).toBe(1);
    expect(new URL(searches[0]!).searchParams.get('near')).toBe(`${here.latitude},${here.longitude}`);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searches).toHaveLength(1);
  });
});
