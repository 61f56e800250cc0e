import type { Page } from '@playwright/test';

/**
 * Lets the first `method` request to `url` reach the server, then drops its answer, as a weak network
 * does: the server made what was asked, and the app hears only that the request failed.
 */
export async function loseFirstAnswer(page: Page, url: string, method = 'POST'): Promise<void> {
  let lost = false;
  await page.route(url, async (route) => {
    if (lost || route.request().method() !== method) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}
