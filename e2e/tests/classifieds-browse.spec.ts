import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createClassifiedViaApi, drawPhoto, gridStepsNorth, postedBySomeoneElse, somewhereUpNorth } from '../support/classifieds';
import { expect, newVisitor, test, visitorActs } from '../support/fixtures';
import { spotWithNothingNear, standAt } from '../support/geolocation';
import { toast } from '../support/toast';


const cardsWith = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });

test('a guest browses classifieds near them with prices, distances, filters and search, and is asked to log in to message', async ({ page, context }) => {
  test.slow(); // a seller signs up and posts three classifieds first
  const here = somewhereUpNorth(1);
  const stamp = `${Date.now()}`.slice(-7);
  await postedBySomeoneElse(page, async (seller) => {
    const photo = await drawPhoto(seller, '#6a1b9a', 'lamp');
    await createClassifiedViaApi(seller, { title: `Brass floor lamp ${stamp}`, price: '30', category: 'Home & Garden', ...here, photos: [photo] });
    await createClassifiedViaApi(seller, { title: `Moving boxes ${stamp}`, price: '0', category: 'Other', ...gridStepsNorth(here, 3) });
    await createClassifiedViaApi(seller, { title: `Basement suite ${stamp}`, price: '1450.50', category: 'Other', categories: ['Housing'], ...gridStepsNorth(here, 5) });
  });
  // Half a grid step (556 m) south of the lamp.
  await standAt(context, { latitude: here.latitude - 0.005, longitude: here.longitude });
  await page.goto('/classifieds');
  await expect(page).toHaveURL(/\/classifieds$/); // public: no detour to /auth
  await expect(page.getByRole('heading', { level: 1, name: 'Classifieds' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  await expect(page.getByRole('link', { name: 'Add Listing' }).first()).toHaveAttribute('href', '/add-listing');
  await expect(page.getByPlaceholder('Search car parts, furniture...')).toBeVisible();

  const cards = cardsWith(page, stamp);
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Showing 3 classifieds')).toBeVisible();
  const lamp = cards.filter({ hasText: 'Brass floor lamp' });
  await expect(lamp).toContainText('$30');
  await expect(lamp).toContainText(' · Nearby'); // 0.3 mi: within the ~1 km grid its place is snapped to
  await expect(lamp).toContainText('Posted today');
  // Three cards: all on the first screen, so their photos are fetched at once and first.
  await expect(lamp.locator('img')).toHaveAttribute('loading', 'eager');
  await expect(lamp.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(lamp.locator('img')).toHaveAttribute('width', '400');
  await expect(cards.filter({ hasText: 'Moving boxes' })).toContainText('Free');
  await expect(cards.filter({ hasText: 'Moving boxes' })).toContainText('2.4 mi away');
  await expect(cards.filter({ hasText: 'Basement suite' })).toContainText('$1,450.50');
  await expect(cards.filter({ hasText: 'Basement suite' })).toContainText('3.8 mi away');

  // Category filter: Free is the price, Housing a tag.
  // The browser's own list (the phone's picker).
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveValue('All Categories');
  const options = category.getByRole('option');
  await expect(options.first()).toHaveText('All Categories');
  await expect(options.nth(1)).toHaveText('Free');
  await expect(options.nth(2)).toHaveText('Housing');
  await expect(options.nth(3)).toHaveText('Automotive');
  await expect(options).toHaveCount(17);
  await category.selectOption('Free');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Moving boxes');
  await category.selectOption('Housing');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Basement suite');
  await category.selectOption('All Categories');
  await expect(cards).toHaveCount(3);

  // Newest first, unless asked for the nearest or by price (the API's orders).
  const titles = (names: string[]) => names.map((name) => new RegExp(name));
  const sort = page.getByRole('combobox', { name: 'Sort' });
  await expect(sort).toHaveValue('newest');
  await expect(cards).toContainText(titles(['Basement suite', 'Moving boxes', 'Brass floor lamp']));
  await sort.selectOption('Price: low to high');
  await expect(cards).toContainText(titles(['Moving boxes', 'Brass floor lamp', 'Basement suite']));
  await sort.selectOption('Price: high to low');
  await expect(cards).toContainText(titles(['Basement suite', 'Brass floor lamp', 'Moving boxes']));
  await sort.selectOption('Nearest first');
  await expect(cards).toContainText(titles(['Brass floor lamp', 'Moving boxes', 'Basement suite']));
  await sort.selectOption('Newest first');

  // Search: one request once typing pauses, and the hint when nothing matches.
  const searched: string[] = [];
  page.on('request', (request) => request.url().includes('/api/classifieds?') && searched.push(new URL(request.url()).searchParams.get('q') ?? ''));
  await page.getByRole('searchbox', { name: 'Search classifieds' }).pressSequentially('lamps', { delay: 40 });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Brass floor lamp');
  expect(searched).toEqual(['lamps']);
  // A word no ad has is searched as the close spellings in use, and the count says so.
  await page.getByRole('searchbox', { name: 'Search classifieds' }).fill('basemant');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Basement suite');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 classified' })).toContainText(/Includes similar words: .*basement/);
  await page.getByRole('searchbox', { name: 'Search classifieds' }).fill('xylophone');
  await expect(page.getByText('No listings found')).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter to find what you're looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create First Listing' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search classifieds' }).fill('');
  await expect(cards).toHaveCount(3);

  // The sheet, three quarters of the screen, for a guest.
  await lamp.getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: `Brass floor lamp ${stamp}` });
  await expect(sheet).toBeVisible();
  const height = (await sheet.boundingBox())!.height;
  expect(height / page.viewportSize()!.height).toBeCloseTo(0.75, 1);
  await expect(sheet.getByText('1 / 1')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: `Save Brass floor lamp ${stamp}` })).toBeVisible();
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a classified without photos says so, and the sheet closes', async ({ page, context }) => {
  const here = somewhereUpNorth(2);
  const stamp = `${Date.now()}`.slice(-7);
  await postedBySomeoneElse(page, (seller) => createClassifiedViaApi(seller, { title: `Garden hose ${stamp}`, ...gridStepsNorth(here, 1) }).then(() => undefined));
  await standAt(context, here);
  await page.goto('/classifieds');
  const card = cardsWith(page, stamp);
  await expect(card.getByRole('img', { name: 'No image' })).toBeVisible();
  await card.getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: `Garden hose ${stamp}` });
  await expect(sheet.getByRole('img', { name: 'No image' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close listing details' }).click();
  await expect(sheet).toBeHidden();
});

test("a classified's Share gives its own link, which opens it for a friend, and says so once it is gone", async ({ page, context, browser }) => {
  const here = somewhereUpNorth(5);
  const title = `Canoe paddle ${`${Date.now()}`.slice(-7)}`;
  const seller = await newVisitor(browser);
  await createVerifiedUser(seller.page);
  const item = await createClassifiedViaApi(seller.page, { title, ...gridStepsNorth(here, 1) });
  await standAt(context, here);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/classifieds');
  await cardsWith(page, title).getByRole('button').click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/classifieds?item=${item.id}`, page.url()).href);

  const friend = await newVisitor(browser);
  await friend.page.goto(link);
  const sheet = friend.page.getByRole('dialog', { name: title });
  await expect(sheet).toContainText('Posted today');
  await sheet.getByRole('button', { name: 'Close listing details' }).click();
  await expect(friend.page).toHaveURL(/\/classifieds$/);

  expect((await seller.page.request.delete(`/api/classifieds/${item.id}`)).ok()).toBe(true); // deleted
  await friend.page.goto(link);
  await expect(toast(friend.page, 'This listing is no longer available.')).toBeVisible();
  await expect(friend.page).toHaveURL(/\/classifieds$/); // said once: the link is let go
  await Promise.all([friend.context.close(), seller.context.close()]);
});

test('twelve cards then an ad, and the next page as the list scrolls', async ({ page, context }) => {
  test.slow(); // fourteen classifieds are posted first
  const here = somewhereUpNorth(3);
  const stamp = `${Date.now()}`.slice(-7);
  await postedBySomeoneElse(page, async (seller) => {
    for (let index = 0; index < 14; index++) await createClassifiedViaApi(seller, { title: `Item ${index} ${stamp}`, ...gridStepsNorth(here, index % 3) });
  });
  const pages: string[] = [];
  page.on('request', (request) => request.url().includes('/api/classifieds?') && pages.push(new URL(request.url()).searchParams.get('cursor') ?? 'first'));
  // Pages of two, so seven pages hold them.
  await page.route('**/api/classifieds?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '2');
    return route.fallback({ url: url.toString() });
  });
  await standAt(context, here);
  await page.goto('/classifieds');
  // A guest's first screen comes from the server (decision 0032); the app, which pages, starts as the visitor scrolls.
  await visitorActs(page);
  const cards = cardsWith(page, stamp);
  // Pages load as the end of the list comes near the screen, and stop short of the end: the button loads on.
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeVisible();
  // While more pages match, the count says so; once the last is in, it is exact.
  await expect(page.getByText(/^Showing (4|6|8|10|12)\+ classifieds$/)).toBeVisible();
  await expect(async () => {
    if (await more.isVisible()) await more.click({ timeout: 1000 });
    await expect(page.getByText('Showing 14 classifieds')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(cards).toHaveCount(14);
  await expect(more).toHaveCount(0);
  const cursors = pages.filter((cursor) => cursor !== 'first');
  expect(cursors).toHaveLength(6);
  expect(new Set(cursors).size).toBe(6); // each page asked for once
  const blocks = page.getByRole('region', { name: 'Classified listings' }).getByRole('list');
  await expect(blocks).toHaveCount(2);
  await expect(blocks.first().getByRole('listitem')).toHaveCount(12);
  await expect(page.locator('[data-ad-format="rectangle"]')).toHaveCount(1);
  await expect(page.getByText('Advertisement')).toHaveCount(1);
});

test('with nothing near, the way to post the first one; a skeleton of twelve cards while loading', async ({ page, context }) => {
  await standAt(context, spotWithNothingNear(0));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/classifieds?*', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/classifieds');
  const skeleton = page.getByRole('status', { name: 'Loading classifieds...' });
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('.card-skeleton')).toHaveCount(12);
  release();
  await expect(page.getByText('No listings found')).toBeVisible();
  await expect(page.getByText('Be the first to post a listing!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create First Listing' }).click();
  await expect(page).toHaveURL(/\/auth$/); // a guest logs in first
});

test('a failed load offers to try again', async ({ page, context }) => {
  await standAt(context, spotWithNothingNear(1));
  let fails = true;
  await page.route('**/api/classifieds?*', (route) => (fails ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await page.goto('/classifieds');
  // Three retries first (SPEC section 7), then the message.
  await expect(page.getByText('There was a problem loading classifieds. Please try again.')).toBeVisible({ timeout: 20_000 });
  fails = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Be the first to post a listing!')).toBeVisible();
});

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test('classifieds everywhere are listed, newest first, without distances', async ({ page }) => {
    const search = page.waitForRequest((request) => request.url().includes('/api/classifieds?') || request.url().endsWith('/api/classifieds'));
    await page.goto('/classifieds');
    // The server's newest wait for the visitor (first-screens.spec.ts): the app searches once they act.
    await visitorActs(page);
    const url = new URL((await search).url());
    expect(url.searchParams.get('near')).toBeNull();
    await expect(page.getByText(/^Showing \d+ classifieds$/)).toBeVisible();
    await expect(page.getByText(/ away$/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0); // browsing does not need a location: no alarm
    // Nothing to measure from: no nearest first.
    await expect(page.getByRole('combobox', { name: 'Sort' }).getByRole('option')).toHaveText(['Newest first', 'Price: low to high', 'Price: high to low']);
  });
});
