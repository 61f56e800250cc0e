import type { Page } from '@playwright/test';
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
