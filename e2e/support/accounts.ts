import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_SELLER = { email: 'demo@yardsale.test', password: 'Demo!Seller2025' };
export const STRONG_PASSWORD = 'Garage!Sale2025';

/** A unique address per test, so tests can run in parallel on one database. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

interface OutboxEntry {
  mail: { to: string; subject: string; text: string; html: string };
  createdAt: string;
}

/** The newest mail to `email` from the development outbox, waiting briefly for it to arrive. */
export async function latestMail(request: APIRequestContext, email: string, subject?: RegExp): Promise<OutboxEntry['mail']> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/api/dev/mail?email=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as OutboxEntry[];
    const found = entries.find((entry) => !subject || subject.test(entry.mail.subject));
    if (found) return found.mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email}${subject ? ` matching ${subject}` : ''}`);
}

/** The first link in a mail's text that points at `path` (e.g. /reset-password). */
export function linkIn(mail: { text: string }, path: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`No ${path} link in mail: ${mail.text}`);
  return match[0];
}

/** Registers through the API with the page's cookies, so the page is then signed in. */
export async function registerViaApi(page: Page, email = uniqueEmail(), password = STRONG_PASSWORD) {
  const response = await page.request.post('/api/register', { data: { username: email, password } });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { email, password, user: await response.json() };
}

/** Verifies the just-registered, signed-in account by its mailed link and accepts the terms. */
export async function verifyAndConsent(page: Page, email: string): Promise<void> {
  const link = linkIn(await latestMail(page.request, email, /verify/i), '/verify-email');
  const token = new URL(link).searchParams.get('token')!;
  await page.request.get(`/api/verify-email?token=${encodeURIComponent(token)}`);
  await acceptTerms(page);
}

/** Accepts the terms and confirms being 18 or older, as the consent dialog does. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.request.post('/api/update-consent', { data: { termsAccepted: true, ageVerified: true } });
}

/** Registers, verifies by the mailed link and accepts the terms: a user who can do everything. */
export async function createVerifiedUser(page: Page, email = uniqueEmail(), password = STRONG_PASSWORD) {
  const account = await registerViaApi(page, email, password);
  await verifyAndConsent(page, email);
  return account;
}

/** A verified account, signed out again on `page`: a guest who can log in (STRONG_PASSWORD) when asked to. Answers its e-mail. */
export async function signedOutAccount(page: Page, label = 'guest'): Promise<string> {
  const { email } = await createVerifiedUser(page, uniqueEmail(label));
  await page.request.post('/api/logout');
  return email;
}

/** Fills and sends the Login form of the /auth page the browser is on. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}
