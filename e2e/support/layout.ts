import type { Page } from '@playwright/test';

/** How far the page reaches past the viewport's width, in px: more than 0 scrolls sideways. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
