import type { BrowserContext, Page } from '@playwright/test';
import { distanceAmount, haversineKm } from '@yardsale/core/geo';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { appTookOver, expect, newVisitor, test, visitorActs } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createClassifiedViaApi } from '../support/classifieds';
import { chooseSaleDay, createSaleViaApi } from '../support/listings';
import { conversationLog, inboxRow, messageViaApi, personAt, sendInConversation, stampNow } from '../support/messages';
import { OFFLINE_AREA, ROUTE_ANSWERS, routeSavedUnderTheWorker, routeStops, saleJustNorthOf, signalBack, twoSalesNorthOf } from '../support/offline';
import { reloadUnderTheWorker, savedAnswerPaths, savedAnswerText } from '../support/service-worker';
import { toast } from '../support/toast';

// Decision 0041, around Owen Sound, Ontario (support/offline.ts).
test.use({ serviceWorkers: 'allow' });

/** A card's distance from where the phone stands, as the lists write it in miles ('0.3 mi away', '320 ft away'). */
function milesAway(from: Point, to: Point): string {
  const { unit, amount, decimals } = distanceAmount(haversineKm({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude }), 'miles');
  return `${amount.toFixed(decimals)} ${unit} away`;
}
const savedCopyNotice = (page: Page, title: string | RegExp) => page.getByRole('status').filter({ hasText: title });
/**
 * The notice's first words follow navigator.onLine. Chromium 150 says online in a page reloaded
 * under Playwright's emulated offline (a phone without a signal says offline), so after a reload the
 * notice may say the server cannot be reached instead.
 */
const OFFLINE = /You're offline\.|The server can't be reached\./;

/** A buyer signed in on `page` with two favorite sales, whose /route the phone has saved. */
async function buyerWithSavedRoute(page: Page, context: BrowserContext, slot: number): Promise<string[]> {
  const here = spotFor(OFFLINE_AREA, slot);
  await standAt(context, here);
  const sales = await twoSalesNorthOf(page, here);
  await page.request.post('/api/logout');
  await createVerifiedUser(page);
  for (const sale of sales) await page.request.post('/api/favorites', { data: { listingId: sale.id } });
  await page.goto('/route');
  await routeSavedUnderTheWorker(page, ROUTE_ANSWERS);
  return sales.map((sale) => sale.title);
}

test('offline, a signed-in buyer still has their favorite sales and route, and is told the copy is saved', async ({ page, context }) => {
  const titles = await buyerWithSavedRoute(page, context, 0);

  await context.setOffline(true);
  await page.reload();
  await expect(routeStops(page)).toHaveText(titles.map((title) => new RegExp(title)));
  const notice = savedCopyNotice(page, OFFLINE);
  await expect(notice).toContainText(/Showing what this phone saved at \d{1,2}:\d{2}\s[AP]M\./);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  // Back online, the server's answers replace the copy and the notice stays away.
  await context.setOffline(false);
  const fresh = page.waitForResponse((response) => response.url().includes('/api/listings/selection') && response.ok() && !response.headers()['x-saved-copy']);
  await page.reload();
  await fresh;
  await expect(routeStops(page)).toHaveCount(2);
  await expect(savedCopyNotice(page, 'saved')).toBeHidden();
});

test('signing out deletes the saved copy, so the next person offline sees none of it', async ({ page, context }) => {
  const titles = await buyerWithSavedRoute(page, context, 1);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => caches.has('saved-answers'))).toBe(false);

  await context.setOffline(true);
  await page.goto('/route');
  // A guest's empty list, or no session answer to go by: either way nothing of the last person's.
  await expect(page.getByText(/^(No favorite sales to visit|We could not reach the server\. Check your connection and try again\.)$/)).toBeVisible();
  for (const title of titles) await expect(page.getByText(title)).toHaveCount(0);
  await context.setOffline(false);
});

test('a session that ended while the app was closed takes its saved favorites, conversations and lists with it', async ({ page, context }) => {
  const titles = await buyerWithSavedRoute(page, context, 2);
  await page.evaluate(() => fetch('/api/messages/conversations'));
  await expect.poll(() => savedAnswerPaths(page)).toContain('/api/messages/conversations');
  // The buyer's own sale, its exact address kept private: Find's list shows that address to them alone.
  const here = spotFor(OFFLINE_AREA, 2);
  const hidden = '77 Secret Lane, Owen Sound, ON';
  await createSaleViaApi(page, { title: `Own porch ${stampNow()}`, address: hidden, hideExactAddress: true, latitude: here.latitude, longitude: here.longitude + 0.01 });
  await page.evaluate(async (near) => (await fetch(`/api/listings?near=${near}&radiusKm=10`)).text(), `${here.latitude},${here.longitude}`);
  await expect.poll(() => savedAnswerText(page, '/api/listings')).toContain(hidden);

  await context.clearCookies();
  await page.reload();
  await expect(page.getByText('No favorite sales to visit')).toBeVisible();
  // Only the guest's session answer is left: the lists answered to the buyer (their own sale's
  // private address, their favorite sales) went with their conversations.
  await expect.poll(() => savedAnswerPaths(page)).toEqual(['/api/auth/user']);

  // Offline, the phone still knows it browses as a guest now, with no favorites.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('No favorite sales to visit')).toBeVisible();
  for (const title of titles) await expect(page.getByText(title)).toHaveCount(0);
  await context.setOffline(false);
});

test("signed out without a signal, the phone is a guest's at once, and the server hears of it once back online", async ({ page, context }) => {
  await createVerifiedUser(page);
  await page.goto('/settings');
  await reloadUnderTheWorker(page); // the app's files are kept by the worker, as on a phone that has used it
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect.poll(() => savedAnswerPaths(page)).toEqual([]);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sign-out-pending'))).toBeNull();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401); // the session itself ended
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
});

test("offline, a guest's favorite sales and route come from the saved copy too", async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 3);
  const seller = await newVisitor(browser);
  const titles = (await twoSalesNorthOf(seller.page, here)).map((sale) => sale.title);
  await seller.context.close();

  await standAt(context, here);
  await page.goto('/find');
  for (const title of titles) await page.getByRole('button', { name: `Add ${title} to favorites` }).click();
  await page.getByRole('link', { name: 'Plan a route' }).click();
  await routeSavedUnderTheWorker(page, ['/api/auth/user', '/api/listings/selection']);

  await context.setOffline(true);
  await page.reload();
  await expect(routeStops(page)).toHaveText(titles.map((title) => new RegExp(title)));
  await expect(savedCopyNotice(page, OFFLINE)).toContainText('Showing what this phone saved at');
  await context.setOffline(false);
});

test('when the signal goes with the app open, a conversation read before opens from the saved copy, and a message waits in its field', async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 4);
  const stamp = stampNow();
  const seller = await personAt(browser, `Noor ${stamp}`, here);
  const sale = await createSaleViaApi(seller.page, { title: `Barn sale ${stamp}`, latitude: here.latitude, longitude: here.longitude });
  const buyer = (await createVerifiedUser(page)).user as { id: string };
  await messageViaApi(page, { listingId: sale.id, listingType: 'listing', content: 'Is the side door open?' });
  await messageViaApi(seller.page, { listingId: sale.id, listingType: 'listing', receiverId: buyer.id, content: 'Yes, come round the back after 9.' });
  await seller.context.close();

  await page.goto('/messages');
  await inboxRow(page, seller.name).click();
  const log = conversationLog(page, seller.name);
  await expect(log).toContainText(`${seller.name}: Yes, come round the back after 9.`);
  await reloadUnderTheWorker(page);
  await expect(log).toContainText('Yes, come round the back after 9.');
  await expect.poll(() => savedAnswerPaths(page)).toContain(`/api/messages/${sale.id}/${seller.id}`);

  // A fresh page of the inbox, which has not asked for the conversation; then the signal goes.
  await page.goto('/messages');
  await expect(inboxRow(page, seller.name)).toContainText('Yes, come round the back after 9.');
  await context.setOffline(true);
  await inboxRow(page, seller.name).click();
  await expect(log).toContainText(`${seller.name}: Yes, come round the back after 9.`);
  await expect(savedCopyNotice(page, OFFLINE)).toBeVisible();

  // Sending needs the connection: the words wait in the field, saying so, and go by themselves once
  // the signal is back.
  await sendInConversation(page, 'On my way!');
  await expect(toast(page, 'Failed to send message')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Message' });
  await expect(field).toHaveValue('On my way!');
  await expect(field).toHaveAccessibleDescription("No connection: this message will be sent once you're back online.");
  await signalBack(context, page);
  await expect(toast(page, 'Message sent')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(log).toContainText('On my way!');
  const sent = await page.request.get(`/api/messages/${sale.id}/${seller.id}`);
  expect(((await sent.json()) as { messages: { content: string }[] }).messages.filter((message) => message.content === 'On my way!')).toHaveLength(1);
});

test('offline, Find and /classifieds show the lists the phone received last, wherever it stands now', async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 5);
  const seller = await newVisitor(browser);
  const [porch] = await twoSalesNorthOf(seller.page, here);
  // Three hundredths north: beyond the ~1 km grid within which a classified reads 'Nearby', not a distance.
  const armchair = await createClassifiedViaApi(seller.page, { title: `Armchair ${porch!.title}`, customAddress: 'Owen Sound, ON', latitude: here.latitude + 0.03, longitude: here.longitude });
  await seller.context.close();

  await standAt(context, here);
  await page.goto('/find');
  await visitorActs(page); // the app, which registers the worker, runs once the visitor acts (decision 0031)
  await reloadUnderTheWorker(page);
  await appTookOver(page); // the server's first cards are in the page; the app then asks for the list
  const saleCard = page.getByRole('listitem').filter({ hasText: porch!.title });
  await expect(saleCard).toContainText(milesAway(here, porch!));
  await page.goto('/classifieds');
  await appTookOver(page);
  const classifiedCard = page.getByRole('listitem').filter({ hasText: armchair.title });
  const shownAt = (await (await page.request.get(`/api/classifieds/${armchair.id}`)).json()) as Point; // its public point, as others see it
  await expect(classifiedCard).toContainText(milesAway(here, shownAt));
  await expect.poll(() => savedAnswerPaths(page)).toEqual(expect.arrayContaining(['/api/classifieds', '/api/listings']));

  // Two sales later, out of signal: the lists are those seen at home, and say so; Find measures from here.
  const away = spotFor(OFFLINE_AREA, 6);
  await standAt(context, away);
  await context.setOffline(true);
  await page.reload();
  await expect(classifiedCard).toContainText(milesAway(away, shownAt));
  await expect(savedCopyNotice(page, OFFLINE)).toContainText('Showing what this phone saved at');
  await page.goto('/find');
  await expect(saleCard).toContainText(milesAway(away, porch!));
  await expect(savedCopyNotice(page, OFFLINE)).toBeVisible();
  await expect(savedCopyNotice(page, OFFLINE)).not.toContainText('other filters');
  // A day chosen offline cannot be asked of the server: the saved list stays, and the notice says whose filters it has.
  await chooseSaleDay(page, 'Tomorrow');
  await expect(savedCopyNotice(page, OFFLINE)).toContainText("It was saved with other filters; yours apply once you're back online.");
  await expect(saleCard).toBeVisible();
  // Back in signal, the list is asked for again at once (here, two sales on: the server's list of this
  // spot), not at its next poll two minutes on, and the notice goes with the saved copy.
  await expect(page.getByRole('status').filter({ hasText: 'Showing what this phone saved at' })).toBeVisible();
  await signalBack(context, page);
  await expect(page.getByRole('status').filter({ hasText: 'Showing what this phone saved at' })).toBeHidden();
});

test('offline, the map shows the pins the phone received last, and says the copy is saved', async ({ page, context, browser }) => {
  const here = spotFor(OFFLINE_AREA, 7);
  const sale = await saleJustNorthOf(browser, here, 'Barn');

  await standAt(context, here);
  await page.goto('/home');
  await visitorActs(page);
  await reloadUnderTheWorker(page);
  await appTookOver(page); // the server's picture of the map first; the live map then asks for the pins
  // The live map's pin: the server's picture (whose pins carry data-listing-id) may still lie over it.
  const pin = page.getByRole('button', { name: sale.title, exact: true }).and(page.locator(':not([data-listing-id])'));
  await expect(pin).toBeVisible();
  await expect.poll(() => savedAnswerPaths(page)).toEqual(expect.arrayContaining(['/api/listings/markers']));

  await context.setOffline(true);
  await page.reload();
  await expect(pin).toBeVisible();
  const notice = savedCopyNotice(page, OFFLINE);
  await expect(notice).toContainText('Showing what this phone saved at');
  // On the map the notice stands above the bottom bar, which stays in reach.
  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const noticeBox = await notice.boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(bar!.y);
  // A sale the phone never opened cannot be shown: the tap says so at once, not once the signal is back.
  await pin.click();
  await expect(toast(page, 'Error loading sales')).toBeVisible();
  await context.setOffline(false);
});

test('offline with nothing saved, /classifieds says its list could not be loaded, and shows it once the signal is back', async ({ page, context }) => {
  await standAt(context, spotFor(OFFLINE_AREA, 7));
  await page.goto('/find');
  await visitorActs(page); // the app, which registers the worker, runs once the visitor acts (decision 0031)
  await reloadUnderTheWorker(page);
  await context.setOffline(true);
  await page.goto('/classifieds'); // the worker has the screen, and no answer of /api/classifieds
  await appTookOver(page);
  const problem = page.getByRole('alert').filter({ hasText: 'There was a problem loading classifieds. Please try again.' });
  await expect(problem).toBeVisible();
  await signalBack(context, page);
  await expect(problem).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No listings found' }).or(page.getByRole('list', { name: 'Classified listings' }))).toBeVisible();
});

test("offline, /posts shows the seller's own posts the phone received last, and says the copy is saved", async ({ page, context }) => {
  const here = spotFor(OFFLINE_AREA, 8);
  await standAt(context, here);
  const sales = await twoSalesNorthOf(page, here);
  await page.goto('/posts');
  await expect(page.getByRole('tab', { name: 'Yard Sales (2)' })).toBeVisible();
  await reloadUnderTheWorker(page);
  await expect.poll(() => savedAnswerPaths(page)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/listings/user', '/api/classifieds/user']));
  await context.setOffline(true);
  await page.reload();
  // A seller standing at their sale without a signal still has it, as it was when saved.
  await expect(page.getByRole('tab', { name: 'Yard Sales (2)' })).toBeVisible();
  await expect(page.getByText(sales[0]!.title)).toBeVisible();
  await expect(savedCopyNotice(page, OFFLINE)).toContainText(/Showing what this phone saved at/);
  await context.setOffline(false);
});
