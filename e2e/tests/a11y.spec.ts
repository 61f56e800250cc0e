import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

const publicPages = [
  { path: '/', ready: 'Let the hunt begin!' },
  { path: '/auth', ready: 'Create Account' },
  { path: '/forgot-password' },
  { path: '/reset-password' },
  { path: '/verify-email' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/data-deletion' },
  { path: '/install-pwa' },
  { path: '/faq' },
  { path: '/a-page-that-does-not-exist', ready: '404 Page Not Found' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { path, ready } of publicPages) {
    test(`${path} has no accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      if (ready) await expect(page.getByText(ready).first()).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  }
}
