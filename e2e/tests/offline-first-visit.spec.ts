// Decision 0041 on the app's first visit, before any reload: the first service worker takes the page
// that installed it, and a screen that cannot load offline says so.
import { createVerifiedUser } from '../support/accounts';
import { appTookOver, expect, test, visitorActs } from '../support/fixtures';
import { spotFor, standAt } from '../support/geolocation';
import { OFFLINE_AREA, ROUTE_ANSWERS, routeStops, saleJustNorthOf, signalBack, twoSalesNorthOf } from '../support/offline';
import { reloadUnderTheWorker, savedAnswerPaths } from '../support/service-worker';
import { toast } from '../support/toast';

test.use({ serviceWorkers: 'allow' });

test("a route planned in the app's first visit is kept for a sale day offline", async ({ page, context }) => {
  const here = spotFor(OFFLINE_AREA, 9);
  await standAt(context, here);
  const sales = await twoSalesNorthOf(page, here);
  await page.request.post('/api/logout');
  await createVerifiedUser(page);
  for (const sale of sales) await page.request.post('/api/favorites', { data: { listingId: sale.id } });

  await page.goto('/find');
  await visitorActs(page); // the app, which registers the worker, runs once the visitor acts (decision 0031)
  // No reload: the new worker takes this very page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('link', { name: 'Plan a route' }).click();
  await expect(routeStops(page)).toHaveCount(2);
  await expect.poll(() => savedAnswerPaths(page)).toEqual(expect.arrayContaining(ROUTE_ANSWERS));

  await context.setOffline(true);
  await page.reload();
  await expect(routeStops(page)).toHaveCount(2);
  await context.setOffline(false);
});

test('offline with nothing saved for the map, /home says its sales could not be loaded, and shows them once the signal is back', async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 10);
  const sale = await saleJustNorthOf(browser, here, 'Loft');

  await standAt(context, here);
  await page.goto('/find');
  await visitorActs(page);
  await reloadUnderTheWorker(page);
  await context.setOffline(true);
  await page.goto('/home'); // the worker has the screen, and no answer of the map's pins
  await appTookOver(page);
  await expect(toast(page, 'Error loading sales')).toBeVisible();
  await signalBack(context, page);
  await expect(page.getByRole('button', { name: sale.title, exact: true })).toBeVisible();
});

test("offline, a signed-in buyer's /home whose pins were never saved says they could not be loaded, not that it shows saved ones", async ({ page, context }) => {
  await createVerifiedUser(page);
  await standAt(context, spotFor(OFFLINE_AREA, 11));
  await page.goto('/find');
  await reloadUnderTheWorker(page); // the worker saves Find's list and the favorites, not the map's pins
  await expect.poll(() => savedAnswerPaths(page)).toContain('/api/favorites');
  await context.setOffline(true);
  const savedFavorites = page.waitForResponse((response) => response.url().endsWith('/api/favorites') && response.headers()['x-saved-copy'] !== undefined);
  await page.goto('/home');
  await appTookOver(page);
  await savedFavorites; // what made the notice say 'saved' over a map without pins
  await expect(toast(page, 'Error loading sales')).toBeVisible();
  const savedNotice = page.getByRole('status').filter({ hasText: 'Showing what this phone saved' });
  await expect(savedNotice).toHaveCount(0);
  // Find's list is the saved copy, and says so; back on the map, which has none, the notice goes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Sale' }).click();
  await expect(savedNotice).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(savedNotice).toHaveCount(0);
  await signalBack(context, page);
});
