import type { Page } from '@playwright/test';
import { LANGUAGES } from '@yardsale/core/constants';
import { createVerifiedUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { sidewaysOverflow } from '../support/layout';

// Every screen, in every language, as a signed-in seller sees it: no text or label is a key the
// translator did not find ('tabs.salesName') or holds a {{value}} nobody gave. The translations test
// holds the locale files to English's keys; this holds the screens to the files.
const SCREENS = ['/home', '/find', '/classifieds', '/posts', '/post', '/add-listing', '/messages', '/route', '/settings', '/faq', '/terms', '/install-pwa', '/data-deletion'];

/** What the page shows that the translator did not translate: text nodes, then labels. */
function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
    // An e-mail's domain can be a text of its own ('example.com'), which looks like a key.
    const domain = /\.(com|org|net|test|ca|us)$/;
    const leftOver = (text: string) => (key.test(text) && !domain.test(text)) || text.includes('{{');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (leftOver(text)) found.push(text);
    }
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      for (const element of Array.from(document.querySelectorAll(`[${attribute}]`))) {
        const text = element.getAttribute(attribute)!.trim();
        if (leftOver(text)) found.push(`${attribute}="${text}"`);
      }
    }
    return found;
  });
}

test.use({ viewport: { width: 360, height: 740 } });

for (const language of LANGUAGES) {
  test(`every screen speaks ${language}, with no key or {{value}} left showing and nothing past the screen's edge`, async ({ page }) => {
    await createVerifiedUser(page);
    expect((await page.request.patch('/api/users/profile', { data: { preferences: { language } } })).status()).toBe(200);
    for (const path of SCREENS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // A dialog that opens with its screen (/add-listing's guidelines) hides the screen's heading.
        await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await untranslated(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  });
}
