// Find once loaded: the sale sheet's code is fetched ahead from the page's own list, once.
import { createVerifiedUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { spotFor, standAt } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';
import { PRERENDER_AREA, requestsTo } from '../support/page-load';

test.describe('once the page has loaded', () => {
  test("Find fetches the sale sheet's code from the page's own list, and a tap opens the sheet without fetching it again", async ({ page, context }) => {
    await createVerifiedUser(page);
    const here = spotFor(PRERENDER_AREA, 2);
    const title = `Prefetched sale ${Date.now()}`;
    await createSaleViaApi(page, { title, latitude: here.latitude + 0.002, longitude: here.longitude });
    await standAt(context, here);
    const sheetCode = requestsTo(page, /\/assets\/listing-sheet-[\w-]+\.js$/);
    await page.goto('/find');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    // Linked by prefetchCode from the list the build wrote into the page (Vite's loader would add
    // its own link, with as="script", only when the code is imported).
    await expect(page.locator('link[rel="modulepreload"][href*="/listing-sheet-"]:not([as])')).toHaveCount(1);
    await expect.poll(() => sheetCode.length).toBe(1);

    await page.getByRole('button', { name: new RegExp(title) }).first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    expect(sheetCode).toHaveLength(1);
  });
});
