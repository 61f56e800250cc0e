import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations, startInTheme } from '../support/axe';
import { expect, newVisitor, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createSaleViaApi, dateInZone } from '../support/listings';

// North of Kitchener, Ontario, where only this spec posts.
const ROUTE_AREA: Point = { latitude: 43.5, longitude: -80.9 };
const ZONE = 'America/Toronto';

/** Sales the day after tomorrow (far from any midnight), 09:00 to 15:00, 1, 2 and 3 hundredths of a degree north of `here`. */
async function threeSalesNorthOf(page: Page, here: Point, stamp: string) {
  const day = dateInZone(ZONE, 2);
  const sales = [];
  for (const [index, name] of ['Attic', 'Barn', 'Cellar'].entries()) {
    const at = { latitude: Math.round((here.latitude + (index + 1) * 0.01) * 100) / 100, longitude: here.longitude };
    const schedule = { dates: [day], startDate: day, endDate: day, startTime: '09:00', endTime: '15:00' };
    sales.push(await createSaleViaApi(page, { title: `${name} ${stamp}`, latitude: at.latitude, longitude: at.longitude, ...schedule }));
  }
  return { day, sales };
}

/** The chip of a day two days on, as the screen writes it ('Sun, Nov 29 · 3'). */
const dayChip = (day: string, count: number) =>
  `${new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))} · ${count}`;

const stops = (page: Page) => page.getByRole('list', { name: 'Stops in order' }).getByRole('listitem');
const section = (page: Page, name: string) => page.getByRole('region', { name });
const mapStops = (page: Page) => page.getByRole('region', { name: 'Map of the route' }).locator('.route-stop');

/** How many numbered stops sit under the map's zoom buttons, where they can be neither read nor tapped. */
async function stopsUnderZoomButtons(page: Page): Promise<number> {
  const zoom = (await page.getByRole('region', { name: 'Map of the route' }).locator('.leaflet-control-zoom').boundingBox())!;
  const boxes = await Promise.all((await mapStops(page).all()).map((stop) => stop.boundingBox()));
  return boxes.filter((box) => box && box.x < zoom.x + zoom.width && box.x + box.width > zoom.x && box.y < zoom.y + zoom.height && box.y + box.height > zoom.y).length;
}
const at = (sale: { latitude: number; longitude: number }) => `${sale.latitude.toFixed(6)},${sale.longitude.toFixed(6)}`;

test('a guest plans a round through favorite sales, leaves one out and sees which close too soon', async ({ page, browser }) => {
  const here = spotFor(ROUTE_AREA, 0);
  const stamp = `${Date.now()}`.slice(-6);
  await createVerifiedUser(page);
  const { day, sales } = await threeSalesNorthOf(page, here, stamp);
  const [attic, barn, cellar] = sales.map((sale) => sale.title) as [string, string, string];

  const guest = await newVisitor(browser);
  await standAt(guest.context, here);
  await guest.page.goto('/find');
  for (const title of [cellar, attic, barn]) {
    await guest.page.getByRole('button', { name: `Add ${title} to favorites` }).click();
    await expect(guest.page.getByRole('button', { name: `Remove ${title} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  }
  await guest.page.getByRole('link', { name: 'Plan a route' }).click();

  const planner = guest.page;
  await expect(planner.getByRole('heading', { name: 'Plan Your Route' })).toBeVisible();
  await expect(planner.getByRole('button', { name: dayChip(day, 3) })).toHaveAttribute('aria-pressed', 'true');
  await expect(planner.getByLabel('Start at')).toHaveValue('09:00'); // the day's first opening
  await expect(stops(planner)).toHaveText([new RegExp(attic), new RegExp(barn), new RegExp(cellar)]);
  await expect(stops(planner).first()).toContainText('Arrive around 9:02 AM · 0.7 mi');
  await expect(mapStops(planner)).toHaveText(['1', '2', '3']);
  await expect(mapStops(planner).nth(2)).toHaveAttribute('title', `3. ${cellar}`);
  await expect(planner.getByRole('status').filter({ hasText: '3 sales · 2.1 mi · done around' })).toBeVisible();
  const link = new URL((await planner.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href'))!);
  expect(link.searchParams.get('origin')).toBe(at(here));
  expect(link.searchParams.get('waypoints')).toBe(`${at(sales[0]!)}|${at(sales[1]!)}`);
  expect(link.searchParams.get('destination')).toBe(at(sales[2]!));

  // From the keyboard: the focus follows the sale to its new place.
  await planner.getByRole('button', { name: `Leave ${barn} out of the route` }).focus();
  await planner.keyboard.press('Enter');
  await expect(stops(planner)).toHaveText([new RegExp(attic), new RegExp(cellar)]);
  await expect(mapStops(planner).nth(1)).toHaveAttribute('title', `2. ${cellar}`);
  await expect(section(planner, 'Left out')).toContainText(barn);
  await expect(section(planner, 'Left out').getByRole('button', { name: `Add ${barn} back to the route` })).toBeFocused();
  // Left out, it stays out when the planner comes back.
  await planner.reload();
  await expect(section(planner, 'Left out')).toContainText(barn);
  await expectNoAxeViolations(planner); // after the reload: a keyboard-focused button's ripple pulses for ever
  await section(planner, 'Left out').getByRole('button', { name: `Add ${barn} back to the route` }).focus();
  await planner.keyboard.press('Enter');
  await expect(stops(planner)).toHaveCount(3);
  await expect(section(planner, 'Left out')).toHaveCount(0);
  await expect(planner.getByRole('button', { name: `Leave ${barn} out of the route` })).toBeFocused();

  // From 14:50 only the nearest is reached before 15:00, and it closes before the 20 minutes are up;
  // the others close before the round gets there.
  await planner.getByLabel('Start at').fill('14:50');
  await expect(stops(planner)).toHaveText([new RegExp(attic)]);
  await expect(stops(planner).first()).toContainText('Closes at 3:00 PM, soon after you arrive');
  await expect(section(planner, 'Closed before you can get there')).toContainText(barn);
  await expect(section(planner, 'Closed before you can get there')).toContainText(cellar);
  await expect(planner.getByRole('status').filter({ hasText: '1 sale · 0.7 mi · done around 3:00 PM' })).toBeVisible();
  await planner.reload();
  await expect(planner.getByLabel('Start at')).toHaveValue('14:50');
  await guest.context.close();
});

test("a signed-in person's route comes from the favorites on the server; without any, the screen says how to add them", async ({ page, context }) => {
  const here = spotFor(ROUTE_AREA, 1);
  await createVerifiedUser(page);
  const { sales } = await threeSalesNorthOf(page, here, `${Date.now()}`.slice(-6));
  await standAt(context, here);

  // Favorites that could not be read are not "no favorites".
  let fails = true;
  await page.route('**/api/favorites', (route) => (fails ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await page.goto('/route');
  await expect(page.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favorite sales to visit' })).toBeHidden();
  fails = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No favorite sales to visit' })).toBeVisible();
  await expect(page.getByText('Tap the heart on the sales you want to visit, then plan your route here.')).toBeVisible();

  for (const sale of sales.slice(1)) await page.request.post('/api/favorites', { data: { listingId: sale.id } });
  await page.reload();
  await expect(stops(page)).toHaveText([new RegExp(sales[1]!.title), new RegExp(sales[2]!.title)]);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/find$/);
  await expect(page.getByRole('button', { name: `Remove ${sales[1]!.title} from favorites` })).toHaveAttribute('aria-pressed', 'true');
});

test('a stop in the map\'s top left corner is kept clear of the zoom buttons', async ({ page, context }) => {
  const here = spotFor(ROUTE_AREA, 3);
  await standAt(context, here);
  await createVerifiedUser(page);
  const day = dateInZone(ZONE, 2);
  const stamp = `${Date.now()}`.slice(-6);
  // North-west of where the round starts: the farther one is the round's top left corner.
  for (const [index, name] of ['Loft', 'Mill'].entries()) {
    const at = { latitude: here.latitude + 0.01 * (index + 1), longitude: here.longitude - 0.02 * (index + 1) };
    const sale = await createSaleViaApi(page, { title: `${name} ${stamp}`, ...at, dates: [day], startDate: day, endDate: day, startTime: '09:00', endTime: '15:00' });
    await page.request.post('/api/favorites', { data: { listingId: sale.id } });
  }
  await page.goto('/route');
  await expect(mapStops(page)).toHaveText(['1', '2']);
  await expect.poll(() => stopsUnderZoomButtons(page)).toBe(0);
});

test.describe('with no permission to locate', () => {
  test.use({ permissions: [] });

  test('the round starts at its first sale, and the time at each sale moves every arrival', async ({ page }) => {
    const here = spotFor(ROUTE_AREA, 2);
    await createVerifiedUser(page);
    const { sales } = await threeSalesNorthOf(page, here, `${Date.now()}`.slice(-6));
    for (const sale of sales) await page.request.post('/api/favorites', { data: { listingId: sale.id } });

    await startInTheme(page, 'dark');
    await page.goto('/route');
    // The browser neither grants nor refuses here: the round is planned while the position is asked for.
    await expect(page.getByRole('alert').filter({ hasText: /^(Getting your location\.\.\.|Without your location, the route starts at its first sale\.)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(stops(page).first()).toContainText('Arrive around 9:00 AM');
    await expect(page.getByRole('status').filter({ hasText: '3 sales · 1.4 mi · done around 10:05 AM' })).toBeVisible();
    const link = new URL((await page.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href'))!);
    expect(link.searchParams.has('origin')).toBe(false);
    await expectNoAxeViolations(page);

    await page.getByLabel('Time at each sale').selectOption('45');
    await expect(page.getByRole('status').filter({ hasText: '3 sales · 1.4 mi · done around 11:20 AM' })).toBeVisible();
  });
});
