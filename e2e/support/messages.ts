import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Conversation, ConversationsPage, Message } from '@yardsale/core/api-types';
import { createVerifiedUser } from './accounts';
import { expect, newVisitor } from './fixtures';
import { spotFor, standAt, type Point } from './geolocation';

/**
 * Each messaging spec's own area north of Chapleau, northern Ontario, where only they post: far from
 * the demo data, the classifieds specs (Kenora, further north) and the sale specs (south and east).
 */
const MESSAGING_AREAS = {
  sale: { latitude: 47.3, longitude: -84.5 },
  admin: { latitude: 47.8, longitude: -84.5 },
  journey: { latitude: 48.3, longitude: -84.5 },
  a11y: { latitude: 48.8, longitude: -84.5 },
  reports: { latitude: 49.3, longitude: -84.5 },
  views: { latitude: 49.8, longitude: -84.5 },
} satisfies Record<string, Point>;

/** The spot of test `slot` of a messaging spec (see spotFor). */
export const spotForMessages = (spec: keyof typeof MESSAGING_AREAS, slot: number): Point => spotFor(MESSAGING_AREAS[spec], slot);

/** A short stamp that keeps this run's titles and names apart from every other test's. */
export const stampNow = () => `${Date.now()}`.slice(-7);

export interface Person {
  page: Page;
  context: BrowserContext;
  id: string;
  /** Their display name: what the other side of a conversation sees. */
  name: string;
  /** Their e-mail, which signs them in (with STRONG_PASSWORD). */
  email: string;
}

/**
 * Someone on their own phone: a browser context of its own (its own cookies and client address, cut
 * off from the internet), standing at `spot`, signed up, verified and named `name`.
 */
export async function personAt(browser: Browser, name: string, spot: Point): Promise<Person> {
  const { context, page } = await newVisitor(browser);
  await standAt(context, spot);
  const { user, email } = await createVerifiedUser(page);
  const named = await page.request.patch('/api/users/profile', { data: { displayName: name } });
  if (!named.ok()) throw new Error(`naming ${name} failed: ${named.status()} ${await named.text()}`);
  return { page, context, id: (user as { id: string }).id, name, email };
}

/** Sends a message through the API with the page's cookies (setup for screens that show conversations). */
export async function messageViaApi(page: Page, body: { listingId: string; content: string; listingType?: 'classified' | 'listing'; receiverId?: string }): Promise<Message> {
  const response = await page.request.post('/api/messages', { data: body });
  if (response.status() !== 201) throw new Error(`message failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Message;
}

/** The page user's conversations, as the API answers them. */
export async function conversationsViaApi(page: Page): Promise<Conversation[]> {
  return ((await (await page.request.get('/api/messages/conversations')).json()) as ConversationsPage).conversations;
}

/** Opens the sheet of the classified titled `title` from /classifieds, found by searching for it. */
export async function openClassifiedSheet(page: Page, title: string): Promise<Locator> {
  await page.goto('/classifieds');
  await page.getByRole('searchbox', { name: 'Search classifieds' }).fill(title);
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button').click();
  return page.getByRole('dialog', { name: title });
}

/** The inbox line of the conversation with `name`. */
export const inboxRow = (page: Page, name: string) => page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });

/** The messages of the open conversation with `name`, oldest first. */
export const conversationLog = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

/** Writes in the open conversation's input bar and sends with Enter. */
export async function sendInConversation(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** Picks Delete Chat, Block or Unblock from the open conversation's menu. */
export async function chooseFromConversationMenu(page: Page, item: 'Delete Chat' | 'Block' | 'Unblock'): Promise<void> {
  await page.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Closes the toast if one still shows, so it no longer covers the header's buttons. */
export async function closeToast(page: Page): Promise<void> {
  const close = page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Close' });
  // It may hide by itself at any moment: then there is nothing left to close.
  if (await close.isVisible()) await close.click({ timeout: 2000 }).catch(() => undefined);
}

/** The screen fits its width: nothing makes a phone zoom out or scroll sideways (as layout.spec.ts checks). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
