import type { Page } from '@playwright/test';

/** The toast with this title (one shows at a time). */
export const toast = (page: Page, title: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ has: page.getByText(title, { exact: true }) });

/** The toast showing `text` anywhere in it: part of a title that varies, or its description. */
export const toastWith = (page: Page, text: string) => page.locator('.MuiSnackbar-root').filter({ hasText: text });
