import type { Browser, Locator, Page } from '@playwright/test';
import type { CurrentUser } from '@yardsale/core/api-types';
import { acceptTerms, STRONG_PASSWORD, verifyAndConsent } from './accounts';
import { expect, newVisitor } from './fixtures';

/** The administrator: playwright.config.ts names this address in the server's ADMIN_EMAILS. */
export const DESK_EMAIL = 'desk@e2e.test';

/**
 * Signs the page in as the administrator. The first test to need the account registers it; the
 * others, and retries, find it taken (409) and sign in instead: every test of a run shares one server.
 * One that finds it not yet verified (the first may still be doing so) verifies it and accepts the
 * terms too; repeating is harmless. Once verified, it is left alone: every report mails the desk, so
 * the verification mail soon falls out of the outbox's newest mails.
 */
async function signInAsAdministrator(page: Page): Promise<void> {
  const account = { username: DESK_EMAIL, password: STRONG_PASSWORD };
  const registered = await page.request.post('/api/register', { data: account });
  const signedIn = registered.ok() ? registered : await page.request.post('/api/login', { data: account });
  if (!signedIn.ok()) throw new Error(`administrator sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  const { emailVerified, preferences } = (await (await page.request.get('/api/auth/user')).json()) as CurrentUser;
  if (!emailVerified) await verifyAndConsent(page, DESK_EMAIL);
  else if (!preferences.termsAccepted || !preferences.ageVerified) await acceptTerms(page);
}

/**
 * The administrator on a browser context of their own, signed in, on /admin. With `theme`, the
 * account follows the system theme, which this context sets: tests running at once then never
 * change the theme of one another's pages through their one shared account.
 */
export async function openDesk(browser: Browser, theme?: 'light' | 'dark') {
  const visitor = await newVisitor(browser);
  await signInAsAdministrator(visitor.page);
  if (theme) {
    const saved = await visitor.page.request.patch('/api/users/profile', { data: { preferences: { theme: 'system' } } });
    if (!saved.ok()) throw new Error(`theme not saved: ${saved.status()} ${await saved.text()}`);
    await visitor.page.emulateMedia({ colorScheme: theme });
  }
  await visitor.page.goto('/admin');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible({ timeout: 15_000 });
  if (theme) await expect(visitor.page.locator('html')).toHaveAttribute('data-theme', theme);
  return visitor;
}

/** Files a scam report through the API with the page's cookies (the reporter blocks the reported for good). */
export async function reportViaApi(page: Page, userId: string, reason: string, listingId?: string): Promise<void> {
  const response = await page.request.post(`/api/users/${userId}/report`, { data: { reason, listingId } });
  if (response.status() !== 201) throw new Error(`report failed: ${response.status()} ${await response.text()}`);
}

/** The open report about the person named `name` (names are stamped, so one report at a time per test). */
export const reportCard = (page: Page, name: string) => page.getByRole('article', { name: `Report about ${name}` });

/** Opens one of the desk's tabs; the queues' names carry their counts ('Appeals (2)'). */
export const openDeskTab = (page: Page, tab: 'Reports' | 'Appeals' | 'Deletions' | 'Suspended' | 'Find' | 'Log') => page.getByRole('tab', { name: new RegExp(`^${tab}\\b`) }).click();

/** The audit log's lines, newest first, that mention `text` (a note stamped by the test). */
export const auditEntries = (page: Page, text: string) => page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: text });

/**
 * Clicks `button`, writes `reason` in the dialog it opens (titled `dialog`) and confirms with `confirm`
 * (Dismiss, Remove, Suspend or Restore).
 */
export async function actAtDesk(page: Page, button: Locator, dialog: string, confirm: string, reason: string): Promise<void> {
  await button.click();
  const form = page.getByRole('dialog', { name: dialog });
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await form.getByRole('button', { name: confirm, exact: true }).click();
  await expect(form).toBeHidden();
}
