// Signed in just as the signal drops: code that downloads after sign-in fails to arrive. The app must
// stay on screen without it (a failed download once left a blank page until a reload).
import { createVerifiedUser } from '../support/accounts';
import { appTookOver, expect, test } from '../support/fixtures';

test('without the live events code, which failed to download, the screen stays and works; the next start has it', async ({ page }) => {
  await createVerifiedUser(page);
  let refused = 0;
  const servicesCode = /\/assets\/account-services-[\w-]+\.js$/;
  await page.route(servicesCode, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/settings');
  await appTookOver(page);
  await expect.poll(() => refused).toBeGreaterThan(0);
  const heading = page.getByRole('heading', { name: 'Settings', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Search Classifieds' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search classifieds' })).toBeVisible();

  await page.unroute(servicesCode);
  const liveEvents = page.waitForRequest('**/api/events');
  await page.reload();
  await liveEvents;
});
