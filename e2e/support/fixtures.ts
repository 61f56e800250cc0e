import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

// A 1x1 transparent PNG: stands in for map tiles and any other image from the internet.
export const blankPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/** Nothing leaves the machine: external images get a blank tile, any other external request fails fast. */
export async function isolateFromInternet(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !isLocal(url),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: blankPng })
        : route.abort('internetdisconnected'),
  );
}

/**
 * A made-up client address per test: the server (started with TRUST_PROXY) counts its per-IP limits,
 * such as 10 registrations an hour, for each test apart, as if every test were another visitor.
 */
export const uniqueClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** Someone else on their own phone: a browser context of its own (own cookies and client address, cut off from the internet). */
export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientAddress() } });
  await isolateFromInternet(context);
  return { context, page: await context.newPage() };
}

export const test = base.extend<{ isolated: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueClientAddress() });
  },
  isolated: [
    async ({ context }, use) => {
      await isolateFromInternet(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A page that is whole as HTML (the documents, the sign-in form) runs its app only once the visitor
 * does something (decision 0031): a pointer moving over it is the least a person does. Playwright's
 * clicks and fills do it themselves (a pointer movement, a focus); a test that waits for something
 * only the app does, without acting first, calls this.
 */
export async function visitorActs(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
}

/**
 * Prerendered pages show before the app runs on them (their root is aria-disabled while it starts,
 * which Playwright's clicks and fills wait out). A test that acts another way, by dispatching an
 * event or running a frozen clock, waits for the app first; on a page that waits for the visitor, it
 * acts like one so that the app starts.
 */
export async function appTookOver(page: Page): Promise<void> {
  await visitorActs(page);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
}

/** Freezes the page's clock before it loads: timers then fire only when a test runs the clock. */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-06-01T15:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** With a frozen clock, advances it in small steps until `locator` shows; returns the time advanced. */
export async function runClockUntilVisible(page: Page, locator: Locator, stepMs = 50): Promise<number> {
  for (let advanced = 0; advanced <= 10_000; advanced += stepMs) {
    if (await locator.isVisible()) return advanced;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`${locator} did not show within 10 s of page time`);
}

/**
 * For what /home shows only after several steps: the user's fix and its pins (the map's code and the
 * fix, then that spot's tiles and pins), the location dialog (with the map's code), or a newcomer's
 * consent dialog (after the page is taken over and the session known, its code and the terms' text).
 * With the server and the browser sharing two cores, these have taken 5–8 s.
 */
export const AFTER_START = { timeout: 15_000 };
