import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appTookOver, expect, freezeClock, newVisitor, test, visitorActs } from '../support/fixtures';
import { spotFor, spotWithNothingNear, standAt, type Point } from '../support/geolocation';
import { drawPhoto } from '../support/classifieds';
import { createSaleViaApi, uploadSalePhotoViaApi } from '../support/listings';
import { requestsTo } from '../support/page-load';
import { toast } from '../support/toast';

// Eastern Ontario, where only this spec posts.
const FIND_AREA: Point = { latitude: 44.3, longitude: -79 };
const KM_PER_DEGREE_OF_LATITUDE = (6371 * Math.PI) / 180;
const kmNorthOf = (point: Point, km: number) => ({
  latitude: point.latitude + km / KM_PER_DEGREE_OF_LATITUDE,
  longitude: point.longitude,
});

/** This test's cards, in page order (other tests' sales nearby may sit between them). */
const cardsWith = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });

test('Find lists nearby sales nearest first with their distance, in the units the user chose', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = spotFor(FIND_AREA, 0);
  const stamp = `${Date.now()}`;
  // Posted out of order: the list order comes from the distance.
  await createSaleViaApi(page, { title: `Far sale ${stamp}`, ...kmNorthOf(here, 6) });
  await createSaleViaApi(page, { title: `Close sale ${stamp}`, ...kmNorthOf(here, 0.4) });
  await createSaleViaApi(page, {
    title: `Middle sale ${stamp}`,
    ...kmNorthOf(here, 2.5),
    address: '12 Middle Road, Perth, ON',
    description: 'Oak dresser, two lamps\nCash only, please.',
    category: 'Furniture',
    categories: ['Furniture', 'Books'],
    startTime: '08:30',
    isEstateSale: true,
    isMovingSale: true,
  });
  await standAt(context, here);
  await page.goto('/find');

  const cards = cardsWith(page, stamp);
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(`Close sale ${stamp}`);
  await expect(cards.nth(0)).toContainText('0.2 mi away');
  await expect(cards.nth(1)).toContainText(`Middle sale ${stamp}`);
  await expect(cards.nth(1)).toContainText('1.6 mi away');
  await expect(cards.nth(2)).toContainText(`Far sale ${stamp}`);
  await expect(cards.nth(2)).toContainText('3.7 mi away');
  // Top and bottom, and one between each group of six (other tests' sales may stand nearby, and
  // the grid grows a few groups per frame: counted again until both counts agree).
  const results = page.getByRole('region', { name: 'Yard sales near you, nearest first' });
  await expect(async () => {
    const cardCount = await results.getByRole('listitem').count();
    await expect(page.getByText('Advertisement')).toHaveCount(1 + Math.ceil(cardCount / 6), { timeout: 500 });
  }).toPass();
  await expectNoAxeViolations(page);

  // The half-screen sheet of a sale.
  await cards.nth(1).getByRole('button', { name: new RegExp(`Middle sale ${stamp}`) }).first().click();
  const sheet = page.getByRole('dialog', { name: `Middle sale ${stamp}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Estate Sale')).toBeVisible();
  await expect(sheet.getByText('Moving Sale')).toBeVisible();
  await expect(sheet.getByText('12 Middle Road, Perth, ON')).toBeVisible();
  // Every category the seller chose, and what is for sale in their words, line by line.
  await expect(sheet.getByRole('definition').filter({ hasText: 'Furniture, Books' })).toBeVisible();
  await expect(sheet.getByText('Categories', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('definition').filter({ hasText: 'Oak dresser, two lamps' })).toHaveText('Oak dresser, two lamps\nCash only, please.');
  await expect(sheet.getByText('8:30 AM – 11:59 PM')).toBeVisible();
  await expect(sheet.getByText(/^\w{3}, \w{3} \d{1,2}\s*–\s*\w{3}, (\w{3} )?\d{1,2}$/)).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'No image' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Open the photo full screen' })).toHaveCount(0); // nothing to open
  await expect(sheet.getByRole('button', { name: `Add Middle sale ${stamp} to favorites` })).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Close sale details' }).click();
  await expect(sheet).toBeHidden();

  // Kilometres once chosen in the profile.
  const saved = await page.request.patch('/api/users/profile', { data: { preferences: { units: 'km' } } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(cards.nth(0)).toContainText('400m away');
  await expect(cards.nth(1)).toContainText('2.5 km away');
  await expect(cards.nth(2)).toContainText('6.0 km away');
});

test('Find puts an ad between groups of six and filters by sale type', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = spotFor(FIND_AREA, 1);
  const stamp = `${Date.now()}`;
  for (let index = 0; index < 7; index++) {
    await createSaleViaApi(page, { title: `Sale ${index} ${stamp}`, ...kmNorthOf(here, 0.2 + index * 0.1), isCommunitySale: index === 6 });
  }
  await standAt(context, here);
  await page.goto('/find');
  await expect(cardsWith(page, stamp)).toHaveCount(7);
  const results = page.getByRole('region', { name: 'Yard sales near you, nearest first' });
  const groups = results.getByRole('list');
  await expect(async () => {
    const cardCount = await results.getByRole('listitem').count();
    await expect(groups).toHaveCount(Math.ceil(cardCount / 6), { timeout: 500 });
    await expect(page.getByText('Advertisement')).toHaveCount(2 + Math.ceil(cardCount / 6) - 1, { timeout: 500 });
  }).toPass();
  await expect(groups.first().getByRole('listitem')).toHaveCount(6);

  // Four columns on a wide screen: the ad takes the two cells beside the group's last two cards.
  await page.setViewportSize({ width: 1280, height: 900 });
  const sixthCard = (await results.getByRole('listitem').nth(5).boundingBox())!;
  const ad = (await results.getByText('Advertisement').first().boundingBox())!;
  expect(ad.x).toBeGreaterThan(sixthCard.x + sixthCard.width);
  expect(ad.y).toBeGreaterThan(sixthCard.y);
  expect(ad.y + ad.height).toBeLessThan(sixthCard.y + sixthCard.height);
  // A sale's sheet keeps a phone's width there, its buttons beside its words.
  await results.getByRole('listitem').first().getByRole('button').first().click();
  const sheet = (await page.getByRole('dialog').boundingBox())!;
  expect(sheet.width).toBeLessThanOrEqual(600);
  await page.getByRole('dialog').getByRole('button', { name: 'Close sale details' }).click();
  await page.setViewportSize({ width: 412, height: 839 });

  await page.getByRole('button', { name: 'Filter sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Sales' });
  await expect(dialog.getByText('Select which types of sales and categories you want to see')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Community Sale' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(cardsWith(page, stamp)).toHaveCount(1);
  await expect(cardsWith(page, stamp)).toContainText(`Sale 6 ${stamp}`);
});

test("Find's cards and the sale sheet show a photo's card-sized copy, and the photo itself when the copy fails to load", async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = spotFor(FIND_AREA, 2);
  const title = `Porch photo sale ${Date.now()}`;
  const photoUrl = await uploadSalePhotoViaApi(page, await drawPhoto(page, '#1565c0', 'porch', 1200, 900));
  await createSaleViaApi(page, { title, ...kmNorthOf(here, 0.3), imageUrls: [photoUrl] });
  await standAt(context, here);
  const thumbnailUrl = photoUrl.replace(/\.webp$/, '.thumb.webp');
  const cardPhoto = cardsWith(page, title).locator('img');

  await page.goto('/find');
  await expect(cardPhoto).toHaveAttribute('src', thumbnailUrl);
  await expect(cardPhoto).toHaveJSProperty('naturalWidth', 400);
  await cardsWith(page, title).getByRole('button', { name: new RegExp(title) }).first().click();
  const openPhoto = page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Open the photo full screen' });
  await expect(openPhoto.locator('img')).toHaveAttribute('src', thumbnailUrl);
  // A tap shows the photo itself, full screen, until it is closed.
  await openPhoto.click();
  const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  await expect(viewer.getByRole('img', { name: `${title}, photo 1 of 1` })).toHaveJSProperty('naturalWidth', 1200);
  await expect(viewer.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Close photo viewer' }).click();
  await expect(viewer).toBeHidden();
  await expect(openPhoto).toBeFocused();

  // A copy that cannot be loaded (a photo stored before copies were made): the photo itself.
  await page.route('**/*.thumb.webp', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await expect(cardPhoto).toHaveAttribute('src', photoUrl);
  await expect(cardPhoto).toHaveJSProperty('naturalWidth', 1200);
});

test("a sale's sheet gives directions, and a link to share that opens the sale for a friend until it is gone", async ({ page, context, browser }) => {
  await createVerifiedUser(page);
  const here = spotFor(FIND_AREA, 3);
  const title = `Shared sale ${Date.now()}`;
  const sale = await createSaleViaApi(page, { title, ...kmNorthOf(here, 1) });
  await standAt(context, here);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/find');
  await page.getByRole('button', { name: new RegExp(title) }).first().click();
  const sheet = page.getByRole('dialog', { name: title });

  const destination = encodeURIComponent(`${sale.latitude.toFixed(6)},${sale.longitude.toFixed(6)}`);
  const directions = sheet.getByRole('link', { name: 'Directions' });
  await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${destination}&travelmode=driving`);
  await expect(directions).toHaveAttribute('target', '_blank');

  // This browser has no share sheet: the link is copied.
  await sheet.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/find?sale=${sale.id}`, page.url()).href);

  // A friend's phone opens the sale from the link, and its share sheet (stood in for) gets the same link.
  const friend = await newVisitor(browser);
  await friend.page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => Promise.resolve(void Object.assign(window, { shared: data })) });
  });
  await friend.page.goto(link);
  const friendSheet = friend.page.getByRole('dialog', { name: title });
  await friendSheet.getByRole('button', { name: 'Share', exact: true }).click();
  await expect.poll(() => friend.page.evaluate(() => (window as { shared?: ShareData }).shared)).toEqual({ title, url: link });

  expect((await page.request.delete(`/api/listings/${sale.id}`)).ok()).toBe(true);
  await friend.page.goto(link);
  await expect(toast(friend.page, 'This sale has ended or was taken down.')).toBeVisible();
  await expect(friend.page).toHaveURL(/\/find$/); // said once: the link is let go
  await friend.context.close();
});

test('Find offers to retry a failed load, says so when no sale is near and searches farther when asked', async ({ page, context }) => {
  const here = spotWithNothingNear(2);
  await createVerifiedUser(page);
  // 40 km away: outside the default 25 km circle, inside the next one (30 mi, 48.3 km).
  const { title } = await createSaleViaApi(page, { title: `Remote sale ${Date.now()}`, ...kmNorthOf(here, 40) });
  await standAt(context, here);
  // Searches are lost on the way, as on a weak network, until the person asks again.
  let networkFails = true;
  await page.route('**/api/listings?*', (route) => (networkFails ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await page.goto('/find');
  await expect(page.getByRole('alert').filter({ hasText: 'Error loading sales' })).toContainText(
    'There was a problem loading listings. Please try again.',
  );
  networkFails = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No yard sales found in your area.')).toBeVisible();
  await expect(page.getByText('Try again later or expand your search area.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Search within 30 mi' }).click();
  await expect(page).toHaveURL(/\/find\?within=30$/);
  await expect(page.getByText('Sales within 30 mi, nearest first')).toBeFocused(); // what the wider search found, not the page
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('24.9 mi away');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Search within 30 mi' })).toBeVisible();
});

test('a wider search that finds nothing says how far it looked, and offers the next circle', async ({ page, context }) => {
  // More than 30 mi (48.3 km) from the remote sale above.
  await standAt(context, spotWithNothingNear(0));
  await page.goto('/find?within=30');
  await expect(page.getByText('No yard sales found in your area.')).toBeVisible();
  await expect(page.getByText('Nothing within 30 mi either.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search within 60 mi' })).toBeVisible();
});

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test('without location access Find searches around the default centre and says why', async ({ page }) => {
    const search = page.waitForRequest((request) => request.url().includes('/api/listings?'));
    await page.goto('/find');
    // The server's cards near the default centre wait for the visitor: the app asks once they act.
    await visitorActs(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Location Access Denied' })).toContainText(
      'Location access has been denied. Please enable location access in your browser or device settings to use the product.',
    );
    expect(new URL((await search).url()).searchParams.get('near')).toBe('42.98,-81.25');
    // It names the place, and offers another (decision 0088).
    const note = page.getByRole('status').filter({ hasText: 'Your location is not available, so these are the sales near London, ON.' });
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: 'Choose a Place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a Place' });
    await dialog.getByRole('combobox', { name: 'Town or postal code' }).fill('Moose Jaw');
    await page.getByRole('option', { name: 'Moose Jaw, SK, Canada' }).click();
    const there = page.waitForRequest((request) => request.url().includes('/api/listings?') && !request.url().includes('near=42.98'));
    await dialog.getByRole('button', { name: 'Browse Here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Without your location, these are the sales near Moose Jaw, SK.' })).toBeVisible();
    expect(new URL((await there).url()).searchParams.get('near')).toMatch(/^50\.\d+,-105\.\d+$/);
  });

  test('Find waits 5 s for a slow location, then searches around the default centre', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => {}; // a device whose fix never comes
    });
    await freezeClock(page);
    const searches = requestsTo(page, /\/api\/listings\?/);
    await page.goto('/find');
    // Meanwhile the server's first screen shows the sales there, if it came before the app took over
    // (first-screens.spec.ts), or the spinner says what the app waits for: the app does not search yet.
    await appTookOver(page);
    await page.clock.runFor(4900);
    expect(searches).toEqual([]);
    const search = page.waitForRequest((request) => request.url().includes('/api/listings?'));
    await page.clock.runFor(200);
    expect(new URL((await search).url()).searchParams.get('near')).toBe('42.98,-81.25');
  });
});
