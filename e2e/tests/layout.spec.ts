import { expect, test } from '../support/fixtures';
import { sidewaysOverflow } from '../support/layout';

const pages = ['/auth', '/terms', '/privacy', '/faq', '/data-deletion', '/install-pwa'];

for (const path of pages) {
  test(`${path} fits the viewport without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}
