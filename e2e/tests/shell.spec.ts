import { appTookOver, expect, freezeClock, test, visitorActs } from '../support/fixtures';
import { hydrated } from '../support/page-load';

test('the splash shows the tagline and moves to /auth after 2000 ms', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await appTookOver(page);
  await expect(page.getByText('Let the hunt begin!')).toBeVisible();
  await page.clock.runFor(1900);
  await expect(page).toHaveURL(/\/$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByText('Let the hunt begin!')).toBeVisible();
});

// /home, /find and /classifieds are open to visitors (decision 0006): their tests are in home.spec.ts, find.spec.ts and classifieds-browse.spec.ts.
const protectedPaths = ['/post', '/posts', '/add-listing', '/settings', '/messages'];

for (const path of protectedPaths) {
  test(`a guest opening ${path} is sent to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
}

test('a spinner shows while the user loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/posts');
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the auth footer links to the public pages and shows the current year', async ({ page }) => {
  await page.goto('/auth');
  // Taken over by the app, so the link is the app's own navigation, not the browser loading a page.
  await visitorActs(page);
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  for (const name of ['Terms & Conditions', 'Privacy Policy', 'Request Data Deletion', 'Install App']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await footer.getByRole('link', { name: 'Request Data Deletion' }).click();
  await expect(page).toHaveURL(/\/data-deletion/);
  // The tab is named after the new screen, and a screen reader's focus is on its heading.
  await expect(page).toHaveTitle('Request Data Deletion · Yard Sale Finder');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Data Deletion' })).toBeFocused();
});

test('a screen still downloading shows a bar over the screen before it, which goes when the screen arrives', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/terms-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  await visitorActs(page);
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms/);
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
