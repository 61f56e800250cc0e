import type { Page } from '@playwright/test';
import { appTookOver, expect, freezeClock, runClockUntilVisible, test, visitorActs } from '../support/fixtures';
import { offerInstall } from '../support/install-offer';
import { reloadUnderTheWorker } from '../support/service-worker';

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest names the app, its icons and standalone display', async ({ page, request }) => {
    await page.goto('/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Yard Sale Finder', display: 'standalone', start_url: '/', theme_color: '#2e7d32' });
    const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('the service worker registers and the shell reloads offline', async ({ page, context }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app, which registers the worker, runs once the visitor acts (decision 0031).
    await visitorActs(page);
    await reloadUnderTheWorker(page);

    // Offline, the worker answers with the same prerendered pages the server sends, not the bare shell.
    await context.setOffline(true);
    for (const visit of [() => page.reload(), () => page.goto('/faq'), () => page.goto('/')]) {
      const response = (await visit())!;
      expect(response.fromServiceWorker()).toBe(true);
      expect(await response.text()).toContain('<div id="root" data-prerendered');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await context.setOffline(false);
  });

  test("of the API's answers the service worker keeps only a sale day's (decision 0041): here a guest's session check", async ({ page }) => {
    await page.goto('/auth');
    await visitorActs(page);
    await reloadUnderTheWorker(page);
    await page.evaluate(() => fetch('/api/health').then((response) => response.json()));
    await appTookOver(page); // its session check finds a guest
    const keptApiPaths = () =>
      page.evaluate(async () => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith('/api/')) found.push(new URL(request.url).pathname);
        }
        return found;
      });
    await expect.poll(keptApiPaths).toEqual(['/api/auth/user']);
  });
});

test.describe('install banner', () => {
  async function openWithInstallOffer(page: Page) {
    await freezeClock(page);
    await page.goto('/auth');
    const elapsed = await runClockUntilVisible(page, page.getByRole('tab', { name: 'Create Account' }));
    expect(elapsed).toBeLessThan(2000);
    await appTookOver(page);
    await offerInstall(page);
  }

  test('offers installation after 3 s and remembers Not Now', async ({ page }) => {
    await openWithInstallOffer(page);
    await page.clock.runFor(1000);
    const banner = page.getByRole('region', { name: 'Install the app' });
    await expect(banner).toBeHidden();
    await page.clock.runFor(2000);
    await runClockUntilVisible(page, banner); // its code and strings download once it is due
    await banner.getByRole('button', { name: 'Not Now' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pwa-prompt-dismissed'))).toBe('true');

    await openWithInstallOffer(page);
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();
  });

  test('the banner stays under a dialog, whose buttons it would cover', async ({ page }) => {
    await page.goto('/find');
    await appTookOver(page);
    await offerInstall(page);
    const banner = page.getByRole('region', { name: 'Install the app' });
    await expect(banner).toBeVisible(); // 3 s after the offer
    const box = (await banner.boundingBox())!;
    await page.getByRole('button', { name: 'Filter sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Sales' });
    await expect(dialog).toBeVisible();

    const atBannerCentre = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="region"]')?.getAttribute('aria-label') ?? 'not the banner',
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(atBannerCentre).toBe('not the banner'); // the dialog or its backdrop
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeVisible();
  });

  test('Install runs the browser prompt and hides the banner', async ({ page }) => {
    await openWithInstallOffer(page);
    await page.clock.runFor(3000);
    const banner = page.getByRole('region', { name: 'Install the app' });
    await runClockUntilVisible(page, banner);
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await page.clock.runFor(200); // a polite toast's words come a moment after it (toast-provider.tsx)
    await expect(page.getByText('Installation Started')).toBeVisible();
  });
});
