import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser } from './accounts';
import { expect, newVisitor } from './fixtures';
import type { Point } from './geolocation';
import { createSaleViaApi, dateInZone } from './listings';
import { stampNow } from './messages';
import { reloadUnderTheWorker, savedAnswerPaths } from './service-worker';

// Decision 0041. Around Owen Sound, Ontario, where only the offline specs post.
export const OFFLINE_AREA: Point = { latitude: 44.6, longitude: -81.0 };
export const OFFLINE_ZONE = 'America/Toronto';
/** What the worker saves for /route: who is signed in, their favorites and those sales. */
export const ROUTE_ANSWERS = ['/api/auth/user', '/api/favorites', '/api/listings/selection'];

/**
 * The signal comes back to `page`, as a phone's browser tells it: the browser's 'offline' and 'online'
 * events, which TanStack Query refetches on. Chromium 150 tells a page it loaded under Playwright's
 * emulated offline that it is online, and fires no event there when the emulation ends.
 */
export async function signalBack(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
  });
}

export const routeStops = (page: Page) => page.getByRole('list', { name: 'Stops in order' }).getByRole('listitem');

/** Two sales the day after tomorrow, 09:00 to 15:00, 1 and 2 hundredths of a degree north of `here`, posted by a new seller on `page`. */
export async function twoSalesNorthOf(page: Page, here: Point) {
  const day = dateInZone(OFFLINE_ZONE, 2);
  const schedule = { dates: [day], startDate: day, endDate: day, startTime: '09:00', endTime: '15:00' };
  const stamp = stampNow();
  await createVerifiedUser(page);
  const sales = [];
  for (const [index, name] of ['Porch', 'Shed'].entries()) {
    const latitude = Math.round((here.latitude + (index + 1) * 0.01) * 100) / 100;
    sales.push(await createSaleViaApi(page, { title: `${name} ${stamp}`, latitude, longitude: here.longitude, ...schedule }));
  }
  return sales;
}

/** /route, open with its two stops, is reloaded under the service worker, which saves what it answers. */
export async function routeSavedUnderTheWorker(page: Page, saved: string[]) {
  await expect(routeStops(page)).toHaveCount(2);
  await reloadUnderTheWorker(page);
  await expect(routeStops(page)).toHaveCount(2);
  await expect.poll(() => savedAnswerPaths(page)).toEqual(saved);
}

/** A sale the day after tomorrow just north of `here`, titled `name` and a stamp, posted by a new seller on a phone of their own. */
export async function saleJustNorthOf(browser: Browser, here: Point, name: string) {
  const seller = await newVisitor(browser);
  await createVerifiedUser(seller.page);
  const day = dateInZone(OFFLINE_ZONE, 2);
  const sale = await createSaleViaApi(seller.page, { title: `${name} ${stampNow()}`, latitude: here.latitude + 0.005, longitude: here.longitude, dates: [day], startDate: day, endDate: day });
  await seller.context.close();
  return sale;
}
