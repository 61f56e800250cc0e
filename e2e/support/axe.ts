import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const THEMES = ['light', 'dark'] as const;

/** Starts the page in the given theme (the signed-out key, which signed-in screens fall back to). */
export async function startInTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  // A signed-in account's saved theme wins over the browser's, so it is set too (a guest's 401 is fine).
  await page.request.patch('/api/users/profile', { data: { preferences: { theme } } });
}

/** Scans the page once its transitions have ended, with the tags of a11y.spec.ts, and expects no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A fading toast or dialog has partial opacity, which axe would measure as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}
