import type { Page } from '@playwright/test';
import { createVerifiedUser, registerViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { standAt, type Point } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';

// Each test works in its own spot of rural Quebec, far from the demo sales around London, Ontario,
// so tests running side by side never see each other's pins.
const somewhereInQuebec = () => ({ latitude: 46.2 + Math.random() * 1.5, longitude: -75 + Math.random() * 3 });
const near = (point: Point, north: number, east = 0) => ({
  latitude: point.latitude + north,
  longitude: point.longitude + east,
});

const pin = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const userDot = (page: Page) => page.locator('path[fill="#1a73e8"]');

test('a signed-in neighbour sees nearby sales as pins, fetched for the viewport only, and opens one', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = somewhereInQuebec();
  const title = `Porch sale ${Date.now()}`;
  await createSaleViaApi(page, { title, ...near(here, 0.004), isEstateSale: true });
  await standAt(context, here);

  const firstViewport = page.waitForRequest((request) => request.url().includes('/api/listings?') && request.url().includes('bbox='));
  await page.goto('/home');
  const firstUrl = (await firstViewport).url();
  expect(new URL(firstUrl).searchParams.get('near')).toBeNull();
  await expect(pin(page, title)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Location Access Required' })).toBeHidden();

  // Panning asks for the new viewport.
  const map = page.getByRole('region', { name: 'Map of yard sales' });
  const box = (await map.boundingBox())!;
  const panned = page.waitForRequest((request) => request.url().includes('bbox=') && request.url() !== firstUrl);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  expect(new URL((await panned).url()).searchParams.get('bbox')).not.toBe(new URL(firstUrl).searchParams.get('bbox'));

  await pin(page, title).click();
  await expect(page.getByText(title).last()).toBeVisible();
  await expect(page.getByText('Estate Sale').last()).toBeVisible();
});

test('sales at the very same spot stay apart and each can be opened', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = somewhereInQuebec();
  const spot = near(here, -0.003, 0.002);
  const stamp = Date.now();
  await createSaleViaApi(page, { title: `Building sale A ${stamp}`, ...spot });
  await createSaleViaApi(page, { title: `Building sale B ${stamp}`, ...spot });
  await standAt(context, here);
  await page.goto('/home');
  await expect(userDot(page)).toBeVisible(); // the map has moved from the default centre to the user

  // Together they form a cluster of 2; opening it shows both pins, offset so neither hides the other.
  await page.locator('.marker-cluster').filter({ hasText: /^2$/ }).click();
  const first = pin(page, `Building sale A ${stamp}`);
  const second = pin(page, `Building sale B ${stamp}`);
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThan(4);
});

test('the filter narrows the pins to the chosen sale type and marks itself active', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = somewhereInQuebec();
  const stamp = Date.now();
  await createSaleViaApi(page, { title: `Estate ${stamp}`, ...near(here, 0.01), isEstateSale: true });
  await createSaleViaApi(page, { title: `Moving ${stamp}`, ...near(here, -0.01), isMovingSale: true });
  await standAt(context, here);
  await page.goto('/home');
  await expect(pin(page, `Moving ${stamp}`)).toBeVisible();

  await page.getByRole('button', { name: 'Filter sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Sales' });
  await expect(dialog.getByText('Select which types of sales and categories you want to see')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Estate Sale' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(pin(page, `Moving ${stamp}`)).toBeHidden();
  await expect(pin(page, `Estate ${stamp}`)).toBeVisible();
  await expect(page.getByTestId('filter-active-dot')).toBeVisible();
});

test('the bottom bar leads to the four places, and an unverified user sees the banner under the header', async ({ page, context }) => {
  await registerViaApi(page);
  await page.request.post('/api/update-consent', { data: { termsAccepted: true, ageVerified: true } });
  await standAt(context, somewhereInQuebec());
  await page.goto('/home');
  const header = page.getByRole('banner');
  const banner = page.getByRole('alert').filter({ hasText: /verify/i }).first();
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual((await header.boundingBox())!.y + (await header.boundingBox())!.height - 1);
  await expect(page.getByText('Loading map...')).toBeHidden();
  await expectNoAxeViolations(page);

  const bar = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Find Sale', '/find'],
    ['Post Sale', '/post'],
    ['View Posts', '/posts'],
    ['View Classifieds', '/classifieds'],
  ] as const) {
    await expect(bar.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await bar.getByRole('link', { name: 'Find Sale' }).click();
  await expect(page).toHaveURL(/\/find$/);
});

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test('without location the dialog stays until access is granted', async ({ page }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Location Access Required' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(page.getByText('Location Access Denied')).toBeVisible();
    await expect(dialog).toContainText('Location access has been denied.');
  });

  test('granting access in the dialog centres the map on the user', async ({ page, context }) => {
    // A browser without the Permissions API (older Safari): only asking tells whether access is granted.
    await page.addInitScript(() => Object.defineProperty(navigator, 'permissions', { value: undefined }));
    const here = somewhereInQuebec();
    await context.setGeolocation(here);
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Location Access Required' });
    await expect(dialog).toBeVisible();
    await context.grantPermissions(['geolocation']);
    await dialog.getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Location Access Granted')).toBeVisible();
    await expect(userDot(page)).toBeVisible();
  });

  test('a newcomer answers the terms first; only then is location asked for', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/home');
    const consent = page.getByRole('dialog', { name: 'Terms & Conditions and Privacy Policy' });
    await expect(consent).toBeVisible();
    const location = page.getByRole('dialog', { name: 'Location Access Required' });
    await expect(location).toHaveCount(0);
    await consent.getByLabel('I have read and agree to the Terms & Conditions and Privacy Policy').check();
    await consent.getByLabel('I confirm that I am 18 years of age or older').check();
    await consent.getByRole('button', { name: 'Accept' }).click();
    await expect(consent).toBeHidden();
    await expect(location).toBeVisible();
  });
});
