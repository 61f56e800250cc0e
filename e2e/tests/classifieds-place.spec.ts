import { STORAGE_KEYS } from '@yardsale/core/constants';
import { createVerifiedUser } from '../support/accounts';
import { createClassifiedViaApi, postedBySomeoneElse } from '../support/classifieds';
import { appTookOver, expect, test } from '../support/fixtures';
import { standAt, type Point } from '../support/geolocation';
import { requestsTo } from '../support/page-load';

// Browsing /classifieds around a town or postal code instead of the device's position (decision
// 0064). Moose Jaw and the prairie west of it: only this spec posts there.
const MOOSE_JAW: Point = { latitude: 50.4, longitude: -105.53 };
const SWIFT_CURRENT: Point = { latitude: 50.29, longitude: -107.79 }; // 160 km west: beyond the 50 km browse

const stampNow = () => `${Date.now()}`.slice(-7);

test('someone who shares no position browses near a town they choose, kept on this device, and goes back to their position', async ({ page, context }) => {
  test.slow(); // a seller signs up and posts first
  const stamp = stampNow();
  await postedBySomeoneElse(page, async (seller) => {
    await createClassifiedViaApi(seller, { title: `Rocking chair ${stamp}`, ...MOOSE_JAW });
    await createClassifiedViaApi(seller, { title: `Canoe ${stamp}`, ...SWIFT_CURRENT });
  });
  await context.clearPermissions(); // the browser refuses the position
  await page.goto('/classifieds');
  await appTookOver(page);
  const chair = page.getByRole('listitem').filter({ hasText: `Rocking chair ${stamp}` });
  const canoe = page.getByRole('listitem').filter({ hasText: `Canoe ${stamp}` });
  await expect(canoe).toBeVisible(); // from everywhere, newest first
  await expect(chair).toBeVisible();

  await page.getByRole('button', { name: 'Everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Place' });
  await dialog.getByRole('combobox', { name: 'Town or postal code' }).fill('Moose Jaw');
  await page.getByRole('option', { name: 'Moose Jaw, SK, Canada' }).click();
  await dialog.getByRole('button', { name: 'Browse Here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Near Moose Jaw, SK' })).toBeVisible();
  await expect(chair).toContainText('Moose Jaw, SK · Nearby'); // in the town chosen: no '0 ft away'
  await expect(canoe).toHaveCount(0);

  // Kept on this device: the server draws the classifieds around it first (first-screens.spec.ts).
  await page.reload();
  await expect(chair).toContainText('Moose Jaw, SK · Nearby');
  await appTookOver(page);
  await expect(page.getByRole('button', { name: 'Near Moose Jaw, SK' })).toBeVisible();
  await expect(chair).toContainText('Moose Jaw, SK · Nearby');
  await expect(canoe).toHaveCount(0);

  // A name the geocoder does not know is refused, and nothing changes.
  await page.getByRole('button', { name: 'Near Moose Jaw, SK' }).click();
  await dialog.getByRole('combobox', { name: 'Town or postal code' }).fill('Nowhereville');
  await dialog.getByRole('button', { name: 'Browse Here' }).click();
  await expect(dialog).toContainText('No town or postal code by that name in the USA or Canada.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Near Moose Jaw, SK' })).toBeVisible();

  // Back to the position, once the browser gives it.
  await standAt(context, { latitude: SWIFT_CURRENT.latitude + 0.05, longitude: SWIFT_CURRENT.longitude });
  await page.getByRole('button', { name: 'Near Moose Jaw, SK' }).click();
  await dialog.getByRole('button', { name: 'Use My Location' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Near you' })).toBeVisible();
  await expect(canoe).toContainText(/3\.\d\smi away/); // measured from the position
  await expect(chair).toHaveCount(0);
});

test('a postal code typed and sent is looked up, and an item alert watches the place chosen', async ({ page, context }) => {
  await context.clearPermissions();
  await createVerifiedUser(page);
  await page.goto('/classifieds');
  await appTookOver(page);
  await page.getByRole('button', { name: 'Everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Place' });
  await dialog.getByRole('combobox', { name: 'Town or postal code' }).fill('S6H');
  await dialog.getByRole('combobox', { name: 'Town or postal code' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Near .*Moose Jaw, SK/ })).toBeVisible();

  await page.getByRole('button', { name: 'Alert Me' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert Me to New Items' });
  await alert.getByRole('button', { name: 'Save Alert' }).click();
  await expect(alert).toBeHidden();
  const [saved] = (await (await page.request.get('/api/item-alerts')).json()) as { latitude: number; longitude: number; place: string }[];
  expect(saved!.latitude).toBeCloseTo(MOOSE_JAW.latitude, 1);
  expect(saved!.longitude).toBeCloseTo(MOOSE_JAW.longitude, 1);
  expect(saved!.place).toMatch(/^Moose Jaw, SK/);
});

test('a guest who chose a place is shown the classifieds around it before the app runs: none drawn for their position, nor a fix asked for', async ({ page, context }) => {
  await standAt(context, SWIFT_CURRENT); // location allowed: without a place, the server would draw the first screen there
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ label: 'Moose Jaw, SK', lat: 50.4, lng: -105.53 }));
    const asked = { count: 0 };
    (window as unknown as { fixesAsked: typeof asked }).fixesAsked = asked;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args) => {
      asked.count += 1;
      original(...args);
    };
  }, STORAGE_KEYS.classifiedsPlace);
  const drawn = requestsTo(page, /\/api\/classifieds\/first-screen/);
  await page.goto('/classifieds');
  await appTookOver(page);
  await expect(page.getByRole('button', { name: 'Near Moose Jaw, SK' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+\+? classifieds?$|^No listings found$/)).toBeVisible();
  expect(drawn.map((url) => new URL(url).search)).toEqual(['?near=50.4,-105.53']);
  expect(await page.evaluate(() => (window as unknown as { fixesAsked: { count: number } }).fixesAsked.count)).toBe(0);
});
