import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits for the service worker the page registered, then reloads: a first visit is not yet
 * controlled by it, the reloaded page is (its requests go through the worker).
 */
export async function reloadUnderTheWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The paths of the API answers the worker has saved (decision 0041), sorted. */
export const savedAnswerPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('saved-answers'))) return [];
    const cache = await caches.open('saved-answers');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

/** The text of the answer the worker saved for `path`, or null if it saved none. */
export const savedAnswerText = (page: Page, path: string) =>
  page.evaluate(async (asked) => {
    if (!(await caches.has('saved-answers'))) return null;
    const cache = await caches.open('saved-answers');
    const key = (await cache.keys()).find((request) => new URL(request.url).pathname === asked);
    return key ? ((await (await cache.match(key))?.text()) ?? null) : null;
  }, path);
