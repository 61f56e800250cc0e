import type { BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appTookOver, expect, newVisitor, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createSaleViaApi, dateInZone } from '../support/listings';
import { conversationLog, inboxRow, messageViaApi, personAt, sendInConversation } from '../support/messages';
import { toast } from '../support/toast';

// Decision 0041. Around Owen Sound, Ontario, where only this spec posts.
const OFFLINE_AREA: Point = { latitude: 44.6, longitude: -81.0 };
const ZONE = 'America/Toronto';

test.use({ serviceWorkers: 'allow' });

const stops = (page: Page) => page.getByRole('list', { name: 'Stops in order' }).getByRole('listitem');
const savedCopyNotice = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const idOf = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;
const hasSavedAnswers = (page: Page) => page.evaluate(() => caches.has('saved-answers'));
const savedPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('saved-answers');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

/** Two sales the day after tomorrow, 09:00 to 15:00, 1 and 2 hundredths of a degree north of `here`, posted by a new seller on `page`. */
async function twoSalesNorthOf(page: Page, here: Point, stamp: string) {
  const day = dateInZone(ZONE, 2);
  const schedule = { dates: [day], startDate: day, endDate: day, startTime: '09:00', endTime: '15:00' };
  await createVerifiedUser(page);
  const sales = [];
  for (const [index, name] of ['Porch', 'Shed'].entries()) {
    const latitude = Math.round((here.latitude + (index + 1) * 0.01) * 100) / 100;
    sales.push(await createSaleViaApi(page, { title: `${name} ${stamp}`, latitude, longitude: here.longitude, ...schedule }));
  }
  return sales;
}

/** /route, open with its two stops, is reloaded under the service worker, which saves what it answers. */
async function routeSavedUnderTheWorker(page: Page) {
  await expect(stops(page)).toHaveCount(2);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not yet controlled; a reload puts the page under the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(stops(page)).toHaveCount(2);
  await expect.poll(() => hasSavedAnswers(page)).toBe(true);
}

/** A buyer signed in on `page` with two favorite sales, whose /route the phone has saved. */
async function buyerWithSavedRoute(page: Page, context: BrowserContext, slot: number): Promise<string[]> {
  const here = spotFor(OFFLINE_AREA, slot);
  await standAt(context, here);
  const sales = await twoSalesNorthOf(page, here, `${Date.now()}`.slice(-6));
  await page.request.post('/api/logout');
  await createVerifiedUser(page);
  for (const sale of sales) await page.request.post('/api/favorites', { data: { listingId: sale.id } });
  await page.goto('/route');
  await routeSavedUnderTheWorker(page);
  return sales.map((sale) => sale.title);
}

test('offline, a signed-in buyer still has their favorite sales and route, and is told the copy is saved', async ({ page, context }) => {
  const titles = await buyerWithSavedRoute(page, context, 0);

  await context.setOffline(true);
  await page.reload();
  await expect(stops(page)).toHaveText(titles.map((title) => new RegExp(title)));
  const notice = savedCopyNotice(page, "You're offline.");
  await expect(notice).toContainText(/Showing what this phone saved at \d{1,2}:\d{2}\s[AP]M\./);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  // Back online, the server's answers replace the copy and the notice stays away.
  await context.setOffline(false);
  await page.reload();
  await expect(stops(page)).toHaveCount(2);
  await expect(savedCopyNotice(page, 'saved')).toBeHidden();

  // What is not a sale day's answer is never kept.
  await page.evaluate(() => fetch('/api/health'));
  expect(await savedPaths(page)).toEqual(['/api/auth/user', '/api/favorites', '/api/listings/selection']);
});

test('signing out deletes the saved copy, so the next person offline sees none of it', async ({ page, context }) => {
  const titles = await buyerWithSavedRoute(page, context, 1);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => hasSavedAnswers(page)).toBe(false);

  await context.setOffline(true);
  await page.goto('/route');
  // A guest's empty list, or no session answer to go by: either way nothing of the last person's.
  await expect(page.getByText(/^(No favorite sales to visit|We could not reach the server\. Check your connection and try again\.)$/)).toBeVisible();
  for (const title of titles) await expect(page.getByText(title)).toHaveCount(0);
  await context.setOffline(false);
});

test('a session that ended while the app was closed takes its saved favorites and conversations with it', async ({ page, context }) => {
  const titles = await buyerWithSavedRoute(page, context, 2);
  await page.evaluate(() => fetch('/api/messages/conversations'));
  await expect.poll(() => savedPaths(page)).toContain('/api/messages/conversations');

  await context.clearCookies();
  await page.reload();
  await expect(page.getByText('No favorite sales to visit')).toBeVisible();
  await expect.poll(() => savedPaths(page)).toEqual(['/api/auth/user', '/api/listings/selection']);

  // Offline, the phone still knows it browses as a guest now, with no favorites.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('No favorite sales to visit')).toBeVisible();
  await expect(savedCopyNotice(page, "You're offline.")).toBeVisible();
  for (const title of titles) await expect(page.getByText(title)).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, a guest's favorite sales and route come from the saved copy too", async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 3);
  const stamp = `${Date.now()}`.slice(-6);
  const seller = await newVisitor(browser);
  const titles = (await twoSalesNorthOf(seller.page, here, stamp)).map((sale) => sale.title);
  await seller.context.close();

  await standAt(context, here);
  await page.goto('/find');
  for (const title of titles) await page.getByRole('button', { name: `Add ${title} to favorites` }).click();
  await page.getByRole('link', { name: 'Plan a route' }).click();
  await routeSavedUnderTheWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(stops(page)).toHaveText(titles.map((title) => new RegExp(title)));
  await expect(savedCopyNotice(page, "You're offline.")).toContainText('Showing what this phone saved at');

  // On the map the notice stands above the bottom bar, which stays in reach.
  await page.goto('/home');
  await appTookOver(page);
  const notice = savedCopyNotice(page, "You're offline.");
  await expect(notice).toBeVisible();
  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const noticeBox = await notice.boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(bar!.y);
  await context.setOffline(false);
});

test("offline, a buyer can read what the seller wrote, from the conversation saved on the phone", async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 4);
  const stamp = `${Date.now()}`.slice(-6);
  const seller = await personAt(browser, `Noor ${stamp}`, here);
  const sale = await createSaleViaApi(seller.page, { title: `Barn sale ${stamp}`, latitude: here.latitude, longitude: here.longitude });
  await createVerifiedUser(page);
  await messageViaApi(page, { listingId: sale.id, listingType: 'listing', content: 'Is the side door open?' });
  await messageViaApi(seller.page, { listingId: sale.id, listingType: 'listing', receiverId: await idOf(page), content: 'Yes, come round the back after 9.' });
  await seller.context.close();

  await page.goto('/messages');
  await inboxRow(page, seller.name).click();
  const log = conversationLog(page, seller.name);
  await expect(log).toContainText(`${seller.name}: Yes, come round the back after 9.`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(log).toContainText('Yes, come round the back after 9.');
  await page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(inboxRow(page, seller.name)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(inboxRow(page, seller.name)).toContainText('Yes, come round the back after 9.');
  await inboxRow(page, seller.name).click();
  await expect(log).toContainText(`${seller.name}: Yes, come round the back after 9.`);
  await expect(savedCopyNotice(page, "You're offline.")).toBeVisible();

  // Sending needs the connection: it fails as any failed send does, and the words wait in the field.
  await sendInConversation(page, 'On my way!');
  await expect(toast(page, 'Failed to send message')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('On my way!');
  await context.setOffline(false);
});
