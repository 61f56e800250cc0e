// First screens drawn by the server for a guest who has not allowed location (decision 0032's
// addendum, decision 0034's): what the app shows without a position, at the default centre or at a
// place chosen instead, arrives as HTML before the app runs.
import { createVerifiedUser } from '../support/accounts';
import { createClassifiedViaApi, drawPhoto } from '../support/classifieds';
import { expect, test, visitorActs } from '../support/fixtures';
import { isReacts, salesNearAGuest } from '../support/first-screens';
import { spotFor, spotWithNothingNear, standAt } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';
import { holdScripts, PRERENDER_AREA } from '../support/page-load';

test.describe('first screens without location, drawn by the server for a guest (decisions 0032, 0034, 0088)', () => {
  test('a place chosen instead of the position: Find and /home show a guest without location the sales there, /classifieds the classifieds around it', async ({ page, context }) => {
    const { here, stamp, cards } = await salesNearAGuest(page, 12);
    await createVerifiedUser(page);
    await createClassifiedViaApi(page, { title: `Armchair ${stamp}`, latitude: here.latitude + 0.01, longitude: here.longitude });
    await page.request.post('/api/logout');
    await context.clearPermissions();
    await page.goto('/faq');
    const place = { label: `Test Place ${stamp}`, lat: here.latitude, lng: here.longitude };
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: 'classifieds-place', value: JSON.stringify(place) });

    await page.goto('/find');
    const note = page.getByRole('status').filter({ hasText: `Without your location, these are the sales near Test Place ${stamp}.` });
    await expect(note).toBeVisible();
    await expect(cards.nth(0)).toContainText(`Near sale ${stamp}`);
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    expect(await cards.nth(0).evaluate(isReacts)).toBe(false);
    await visitorActs(page);
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(note).toBeVisible();
    await expect(cards.nth(0)).toContainText(`Near sale ${stamp}`);
    expect(await cards.nth(0).evaluate(isReacts)).toBe(true);

    await page.goto('/home');
    const pin = page.getByRole('region', { name: 'Map of yard sales' }).getByRole('button', { name: `Near sale ${stamp}`, exact: true });
    await expect(pin).toBeVisible();
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    await visitorActs(page);
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(pin).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Location Access Required' })).toHaveCount(0);

    // /classifieds browses around the place wherever the guest stands (decision 0064).
    await standAt(context, spotWithNothingNear(3));
    await page.goto('/classifieds');
    const item = page.getByRole('listitem').filter({ hasText: `Armchair ${stamp}` });
    await expect(item).toContainText(/away/);
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    await visitorActs(page);
    await expect(page.getByRole('button', { name: new RegExp(`^Near Test Place ${stamp}`) })).toBeVisible();
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(item).toContainText(/away/);
  });

  test("Find shows a guest who has not allowed location the sales near the default centre under the note that says so; the app's own take their place", async ({ page, context }) => {
    await createVerifiedUser(page);
    await createSaleViaApi(page); // at the default centre, whatever else is there
    await page.request.post('/api/logout');
    await context.clearPermissions();
    const releaseScripts = await holdScripts(page);
    const releaseListings = await holdScripts(page, /\/api\/listings\?/);
    await page.goto('/find', { waitUntil: 'domcontentloaded' });
    const served = page.locator('.first-screen');
    const note = page.getByRole('status').filter({ hasText: 'Your location is not available, so these are the sales near London, ON.' });
    await expect(served.locator('[data-first-screen-group]')).toBeVisible();
    await expect(note).toHaveCount(1);
    await expect(served.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('Getting your location...')).toBeHidden();
    // The page waits for the visitor, who is asked for the position once the app runs, not unbidden.
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    // The tap starts the app, which is held back: the root is aria-disabled, which Playwright would wait out.
    await note.getByRole('button', { name: 'Choose a Place' }).click({ force: true });
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');

    releaseScripts();
    // The app waits for its own cards under the server's, note and all: one note all along.
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    await expect(served.locator('[data-first-screen-group]')).toBeVisible();
    await expect(note).toHaveCount(1);
    releaseListings();
    await expect(served).toHaveCount(0);
    // The tap on the server's note is carried out on the app's once its cards are drawn.
    const dialog = page.getByRole('dialog', { name: 'Choose a Place' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('listitem').first()).toBeVisible();
  });

  test('/classifieds shows a guest who has not allowed location the newest classifieds, as the app lists them without a position', async ({ page, context }) => {
    const here = spotFor(PRERENDER_AREA, 11);
    const stamp = `${Date.now()}`.slice(-7);
    await createVerifiedUser(page);
    const photo = await drawPhoto(page, '#2e7d32', 'lamp');
    await createClassifiedViaApi(page, { title: `Desk lamp ${stamp}`, price: '15', latitude: here.latitude, longitude: here.longitude, photos: [photo] });
    await page.request.post('/api/logout');
    await context.clearPermissions();
    const release = await holdScripts(page);
    await page.goto('/classifieds', { waitUntil: 'domcontentloaded' });
    const served = page.locator('.first-screen').getByRole('listitem').filter({ hasText: `Desk lamp ${stamp}` });
    await expect(served).toContainText('$15');
    await expect(served).not.toContainText(/away/);
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);

    release();
    await visitorActs(page);
    await expect(page.getByRole('button', { name: /^Everywhere/ })).toBeVisible();
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: `Desk lamp ${stamp}` })).toContainText('$15');
  });

  test("/home shows a guest who has not allowed location the map's default view while the app starts, then its dialog over the app's own map", async ({ page, context }) => {
    await context.clearPermissions();
    const release = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    const pictured = page.locator('.first-screen img.leaflet-tile').first();
    await expect(pictured).toBeVisible();
    await expect(page.getByText('Loading map...')).toBeHidden();
    // The app was started at once (its dialog must ask), and is held back: the root waits for it.
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    const tile = await pictured.getAttribute('src');
    const drawn = await pictured.boundingBox();

    release();
    await expect(page.getByRole('dialog', { name: 'Location Access Required' })).toBeVisible();
    await expect(page.locator('.first-screen')).toHaveCount(0);
    // The app's map opened on the same view: the same tile where the picture had it.
    const live = await page.locator(`img.leaflet-tile[src="${tile}"]`).boundingBox();
    expect(Math.abs(live!.x - drawn!.x), 'across').toBeLessThanOrEqual(2);
    expect(Math.abs(live!.y - drawn!.y), 'down').toBeLessThanOrEqual(2);
  });
});
