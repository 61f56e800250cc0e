// First screens drawn by the server for a guest (decisions 0032, 0034): Find's and /classifieds' first
// cards and /home's map arrive as HTML before the app runs, and the app takes them over when the visitor acts.
// Without location: first-screens-without-location.spec.ts.
import type { Page } from '@playwright/test';
import { FIRST_SCREEN_PATHS } from '@yardsale/core/first-screen';
import { createVerifiedUser } from '../support/accounts';
import { createClassifiedViaApi, drawPhoto } from '../support/classifieds';
import { expect, test, visitorActs } from '../support/fixtures';
import { isReacts, salesNearAGuest } from '../support/first-screens';
import { spotFor, standAt } from '../support/geolocation';
import { holdScripts, hydrated, PRERENDER_AREA, requestsTo } from '../support/page-load';

test.describe('first screens, drawn by the server for a guest (decisions 0032, 0034)', () => {
  test('a guest who allowed location sees the nearest sales, photos and all, before the app runs; the app then takes them over', async ({ page, context }) => {
    const { here, stamp, cards } = await salesNearAGuest(page, 3);
    await standAt(context, here);
    await page.goto('/find');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(`Near sale ${stamp}`);
    await expect(cards.nth(0)).toContainText(/away$/);
    await expect(cards.nth(1)).toContainText(`Farther sale ${stamp}`);
    await expect.poll(() => cards.nth(0).locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('progressbar')).toBeHidden();
    // Not one of the app's scripts has run: these are the server's cards, and the page still waits.
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    expect(await cards.nth(0).evaluate(isReacts)).toBe(false);

    await visitorActs(page);
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    expect(await cards.nth(0).evaluate(isReacts)).toBe(true);
  });

  test("a tap on one of the server's cards while the app starts opens that sale once it is live", async ({ page, context }) => {
    const { here, stamp } = await salesNearAGuest(page, 4);
    await standAt(context, here);
    const release = await holdScripts(page);
    await page.goto('/find', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('button', { name: new RegExp(`Farther sale ${stamp}`) }).first();
    await expect(card).toBeVisible();
    // The tap starts the app, which is held back: the root is aria-disabled, which Playwright would wait out.
    await card.click({ force: true });
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.getByRole('dialog', { name: `Farther sale ${stamp}` })).toBeVisible();
  });

  test('a guest who keeps a sale filter or favorite sales gets the app at once, without a first screen', async ({ page, context }) => {
    const { here } = await salesNearAGuest(page, 5);
    const drawn = requestsTo(page, /\/first-screen/);
    await standAt(context, here);
    await page.goto('/faq');
    await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ saleTypes: ['estate'], categories: [] })), 'sale-filters');
    await page.goto('/find');
    await hydrated(page);
    await page.evaluate((key) => sessionStorage.removeItem(key), 'sale-filters');
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['a-favorite-sale'])), 'guest-favorites');
    await page.goto('/home');
    // Started at once, unasked.
    await expect(page.locator('head script[type="module"]')).not.toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    expect(drawn).toEqual([]);
  });

  test('/classifieds shows a guest the count and first classifieds near them before the app runs; the app then takes them over', async ({ page, context }) => {
    const here = spotFor(PRERENDER_AREA, 6);
    const stamp = `${Date.now()}`.slice(-7);
    await createVerifiedUser(page);
    const photo = await drawPhoto(page, '#6a1b9a', 'chair');
    await createClassifiedViaApi(page, { title: `Rocking chair ${stamp}`, price: '40', latitude: here.latitude + 0.01, longitude: here.longitude, photos: [photo] });
    await page.request.post('/api/logout');
    await standAt(context, here);
    await page.goto('/classifieds');
    const card = page.getByRole('listitem').filter({ hasText: `Rocking chair ${stamp}` });
    await expect(card).toContainText('$40');
    await expect(card).toContainText(/away/);
    await expect(page.getByText(/^Showing \d+ classifieds?$/)).toBeVisible();
    await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    expect(await card.evaluate(isReacts)).toBe(false);

    await page.getByRole('button', { name: new RegExp(`Rocking chair ${stamp}`) }).click();
    await expect(page.getByRole('dialog', { name: `Rocking chair ${stamp}` })).toBeVisible();
    await expect(page.locator('.first-screen')).toHaveCount(0);
  });

  test("/home shows a guest the map around them before the app runs, its pins where the live map then puts them", async ({ page, context }) => {
    const { here, stamp } = await salesNearAGuest(page, 7);
    await standAt(context, here);
    await page.goto('/home');
    const pin = (title: string) => page.getByRole('region', { name: 'Map of yard sales' }).getByRole('button', { name: `${title} ${stamp}`, exact: true });
    await expect(pin('Near sale')).toBeVisible();
    await expect(pin('Farther sale')).toBeVisible();
    await expect(page.locator('.first-screen img.leaflet-tile').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
    const attribution = page.locator('.leaflet-control-attribution');
    const credited = await attribution.innerHTML();
    // The loading state under the picture is not drawn: its spinner would repaint every frame.
    await expect(page.getByText('Loading map...')).toBeHidden();
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    const drawn = await pin('Farther sale').boundingBox();

    await visitorActs(page);
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(pin('Farther sale')).toBeVisible();
    const live = await pin('Farther sale').boundingBox();
    expect(Math.abs(live!.x - drawn!.x), 'across').toBeLessThanOrEqual(2);
    expect(Math.abs(live!.y - drawn!.y), 'down').toBeLessThanOrEqual(2);
    // The zoom buttons are a thumb's size, and the attribution line stays as the picture had it.
    expect((await page.getByRole('button', { name: 'Zoom in' }).boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expect(attribution).toHaveJSProperty('innerHTML', credited);
  });

  /** Find for a guest with its scripts held back, and the app's own listings once they run: the server's cards stay up meanwhile. */
  async function findHeldBack(page: Page, slot: number) {
    const { here, stamp } = await salesNearAGuest(page, slot);
    await standAt(page.context(), here);
    const releaseScripts = await holdScripts(page);
    const releaseListings = await holdScripts(page, /\/api\/listings\?/);
    await page.goto('/find', { waitUntil: 'domcontentloaded' });
    const heart = (title: string, saved = false) =>
      page.getByRole('button', { name: saved ? `Remove ${title} ${stamp} from favorites` : `Add ${title} ${stamp} to favorites` });
    await expect(heart('Farther sale')).toBeVisible();
    return { heart, releaseScripts, releaseListings };
  }

  test("hearts tapped on the server's cards before the app runs are all saved once it is live, not only the last", async ({ page }) => {
    const { heart, releaseScripts, releaseListings } = await findHeldBack(page, 9);
    // The taps start the app, which is held back: the root is aria-disabled, which Playwright would wait out.
    await heart('Near sale').click({ force: true });
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    await heart('Farther sale').click({ force: true });
    await heart('Farther sale').click({ force: true }); // impatient: the same heart again counts once
    releaseScripts();
    releaseListings();
    await expect(heart('Near sale', true)).toBeVisible();
    await expect(heart('Farther sale', true)).toBeVisible();
  });

  test("a heart tapped on the server's cards after the app is live, before its own cards come, is saved with the first", async ({ page }) => {
    const { heart, releaseScripts, releaseListings } = await findHeldBack(page, 10);
    await heart('Near sale').click({ force: true });
    releaseScripts();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    await expect(page.locator('.first-screen')).not.toBeEmpty();
    await heart('Farther sale').click();
    releaseListings();
    await expect(heart('Near sale', true)).toBeVisible();
    await expect(heart('Farther sale', true)).toBeVisible();
  });

  test("a tap on a pin of the server's map while the app starts opens that sale once the map is live", async ({ page, context }) => {
    const { here, stamp } = await salesNearAGuest(page, 8);
    await standAt(context, here);
    const release = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    const pin = page.getByRole('button', { name: `Farther sale ${stamp}`, exact: true });
    await expect(pin).toBeVisible();
    await pin.click({ force: true });
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.getByRole('dialog', { name: `Farther sale ${stamp}` })).toBeVisible();
  });

  test(`${FIRST_SCREEN_PATHS.home} is asked for with the size of the map`, async ({ page }) => {
    const answer = await page.request.get(`${FIRST_SCREEN_PATHS.home}?near=45.7,-79&width=412`);
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ message: 'height must be a whole number of pixels from 1 to 4096' });
    // A map is drawn wherever the guest is, sales near or not, and without a position at its default view.
    for (const near of ['near=-60,-150&', '']) {
      const map = await page.request.get(`${FIRST_SCREEN_PATHS.home}?${near}width=412&height=663`);
      expect(map.status(), near).toBe(200);
      expect(await map.text(), near).toContain('leaflet-tile');
    }
  });

  for (const path of [FIRST_SCREEN_PATHS.find, FIRST_SCREEN_PATHS.classifieds]) {
    test(`${path} refuses a position that is not one, and is empty where nothing is near`, async ({ page }) => {
      const answer = await page.request.get(`${path}?near=91,0`);
      expect(answer.status()).toBe(400);
      expect(await answer.json()).toMatchObject({ message: 'near must be lat,lng in degrees' });
      // Where nothing is near, there is nothing to draw: the app says so itself.
      const empty = await page.request.get(`${path}?near=-60,-150`);
      expect(empty.status()).toBe(204);
      expect(empty.headers()['cache-control']).toBe('private, no-store');
    });
  }
});
