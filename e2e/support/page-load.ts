import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Point } from './geolocation';

/** Near Algonquin Park, where only the prerender specs post (spotFor's slots keep their tests apart). */
export const PRERENDER_AREA: Point = { latitude: 45.7, longitude: -79 };

/** The addresses of the requests the page sends whose address matches `pattern`, as they go out. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) sent.push(request.url());
  });
  return sent;
}

/** React has taken over the page's heading: the markup was adopted, not replaced. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

/** Holds the page's scripts (or those matching `only`) back until the returned function is called: the page stays as the server drew it. */
export async function holdScripts(page: Page, only: string | RegExp = '**/assets/*.js'): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(only, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page reports, as they come. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Those of `errors` that name a hydration mismatch (React reports one in a console error). */
export const hydrationErrors = (errors: readonly string[]) => errors.filter((text) => /hydrat|did not match|minified react error/i.test(text));

/**
 * Opens `path` in a context of its own and waits until its worker has fetched ahead, the app not yet
 * run; then hands the page to `test`. Not in a test's own context: routing requests, as its fixtures
 * do, turns the browser's cache off, and these tests are about what the cache holds.
 */
export async function withWaitingPage(browser: Browser, baseURL: string | undefined, path: string, test: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('head script[type="module"]')).toHaveCount(0);
    await test(page);
  } finally {
    await context.close();
  }
}
