import type { BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser, logIn, signedOutAccount, STRONG_PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';
import { loseFirstAnswer } from '../support/network';
import { signalBack } from '../support/offline';
import { toast } from '../support/toast';

// Ontario's Highlands, where only this spec posts.
const FAVORITES_AREA: Point = { latitude: 45, longitude: -79 };

/** Posts a sale right next to the test's own spot (`slot`) and stands there. */
async function saleNearby(page: Page, context: BrowserContext, title: string, slot: number) {
  const here = spotFor(FAVORITES_AREA, slot);
  const sale = await createSaleViaApi(page, { title, latitude: here.latitude + 0.002, longitude: here.longitude });
  await standAt(context, here);
  return sale;
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });
const heart = (page: Page, title: string) => card(page, title).getByRole('button', { name: new RegExp(`(Add|Remove) ${title} (to|from) favorites`) });

test('a signed-in favorite set from the sale sheet is kept on the server', async ({ page, context }) => {
  await createVerifiedUser(page);
  const title = `Keeper ${Date.now()}`;
  const sale = await saleNearby(page, context, title, 0);
  await page.goto('/find');

  await card(page, title).getByText(title).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('button', { name: `Add ${title} to favorites` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Favorites' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: `Remove ${title} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: 'Close sale details' }).click();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
  expect(await (await page.request.get('/api/favorites')).json()).toEqual([sale.id]);

  await heart(page, title).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from Favorites' })).toBeVisible();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
  expect(await (await page.request.get('/api/favorites')).json()).toEqual([]);
});

test('a favorite the server refuses is rolled back with an error', async ({ page, context }) => {
  await createVerifiedUser(page);
  const title = `Refused ${Date.now()}`;
  await saleNearby(page, context, title, 1);
  // The network fails, not our server: a 500 for the one call.
  await page.route('**/api/favorites', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
  );
  await page.goto('/find');

  await heart(page, title).click();
  await expect(toast(page, 'Error')).toContainText('There was a problem updating your favorites. Please try again.');
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
  expect(await (await page.request.get('/api/favorites')).json()).toEqual([]);
});

test('a heart whose answer was lost stays as tapped and is sent again, once', async ({ page, context }) => {
  await createVerifiedUser(page);
  const title = `Weak signal pick ${Date.now()}`;
  const sale = await saleNearby(page, context, title, 5);
  await loseFirstAnswer(page, '**/api/favorites');
  await page.goto('/find');

  await heart(page, title).click();
  await expect(toast(page, 'No Connection')).toContainText("Your favorites will be updated once you're back online.");
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Added to Favorites')).toBeVisible();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
  expect(await (await page.request.get('/api/favorites')).json()).toEqual([sale.id]);
});

test('hearts tapped offline wait for the signal, then reach the server in the order tapped', async ({ page, context }) => {
  await createVerifiedUser(page);
  const kept = `Offline keep ${Date.now()}`;
  const dropped = `Offline drop ${Date.now()}`;
  const sale = await saleNearby(page, context, kept, 6);
  await createSaleViaApi(page, { title: dropped, latitude: spotFor(FAVORITES_AREA, 6).latitude + 0.003, longitude: spotFor(FAVORITES_AREA, 6).longitude });
  await page.goto('/find');
  await expect(heart(page, dropped)).toBeVisible();

  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await heart(page, kept).click();
  await expect(toast(page, 'No Connection')).toContainText("Your favorites will be updated once you're back online.");
  await heart(page, dropped).click();
  await heart(page, dropped).click();
  await expect(heart(page, kept)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, dropped)).toHaveAttribute('aria-pressed', 'false');

  await signalBack(context, page);
  await expect.poll(async () => (await page.request.get('/api/favorites')).json()).toEqual([sale.id]);
  await expect(heart(page, kept)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, dropped)).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page, 'Error')).toHaveCount(0);
});

test('a heart still waiting when its owner signs out is not sent for the next person on the phone', async ({ page, context }) => {
  const next = await signedOutAccount(page, 'next');
  await createVerifiedUser(page);
  const title = `Left behind ${Date.now()}`;
  await saleNearby(page, context, title, 7);
  // A weak signal: every heart sent gets no answer, until the first owner has signed out.
  let signedOut = false;
  const sentAfter: string[] = [];
  await page.route('**/api/favorites', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (signedOut) sentAfter.push(route.request().postData() ?? '');
    return route.abort('connectionreset');
  });
  await page.goto('/find');
  await heart(page, title).click();
  await expect(toast(page, 'No Connection')).toBeVisible();

  // Within the app, never reloading it: a reload would end the tap with the page.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  signedOut = true;
  await logIn(page, next, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/settings$/); // back where the last person left
  // Its resends come 2, 6 and 14 s after the first send, which was a few seconds ago: nothing to
  // wait for but their absence.
  await page.waitForTimeout(10_000);
  expect(sentAfter).toEqual([]);
  expect(await (await page.request.get('/api/favorites')).json()).toEqual([]);
});

test("a guest's favorite is kept in this browser only, with a hint to log in", async ({ page, context }) => {
  await createVerifiedUser(page);
  const title = `Guest pick ${Date.now()}`;
  await saleNearby(page, context, title, 2);
  await page.request.post('/api/logout');
  await page.goto('/find');

  await heart(page, title).click();
  await expect(toast(page, 'Added Temporarily')).toContainText('You can log in to save favorites permanently');
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
  await heart(page, title).click();
  await expect(toast(page, 'Removed Temporarily')).toBeVisible();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
});

/** A sale nearby hearted by a guest on this phone, who then logs in to an account of theirs. */
async function heartAsGuestThenLogIn(page: Page, context: BrowserContext, title: string, slot: number) {
  const account = await createVerifiedUser(page);
  const sale = await saleNearby(page, context, title, slot);
  await page.request.post('/api/logout');
  await page.goto('/find');
  await heart(page, title).click();
  await expect(toast(page, 'Added Temporarily')).toBeVisible();
  await page.goto('/auth');
  await logIn(page, account.email, account.password);
  return sale;
}

test("a guest's favorites become the account's when they log in", async ({ page, context }) => {
  const title = `Kept pick ${Date.now()}`;
  const sale = await heartAsGuestThenLogIn(page, context, title, 3);
  await expect(page).toHaveURL(/\/home$/);
  await expect(toast(page, 'Favorites Kept')).toContainText('1 sale you saved on this phone before logging in is now in your favorites.');
  await expect.poll(async () => (await page.request.get('/api/favorites')).json()).toEqual([sale.id]);
  await page.goto('/find');
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
  // The browser forgets it once the server has it (the app may have started again on /find meanwhile).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest-favorites'))).toBe('[]');
});

test("a guest's hearts that joined an account can be taken back with Undo: on a shared phone they may be someone else's", async ({ page, context }) => {
  const title = `Someone else's pick ${Date.now()}`;
  await heartAsGuestThenLogIn(page, context, title, 4);
  await toast(page, 'Favorites Kept').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await page.request.get('/api/favorites')).json()).toEqual([]);
  await page.goto('/find');
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('guest-favorites'))).toBe('[]');
});
