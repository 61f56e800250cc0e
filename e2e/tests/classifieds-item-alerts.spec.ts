import { KM_PER_MILE } from '@yardsale/core/geo';
import { createVerifiedUser, logIn, signedOutAccount, STRONG_PASSWORD } from '../support/accounts';
import { somewhereUpNorth } from '../support/classifieds';
import { appTookOver, expect, newVisitor, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { toast } from '../support/toast';

// Item alerts (decision 0061): a search on /classifieds is watched around where it is browsed, listed
// in Settings and deleted there. Which new items it hears of is the API's tests' (item-alerts.test.ts).

test('a buyer saves an alert for their search on Classifieds, finds it in Settings and deletes it', async ({ page, context }) => {
  const here = somewhereUpNorth(12); // slot 12: apart from the other classifieds tests' 0-11
  await standAt(context, here);
  await createVerifiedUser(page);
  await page.goto('/classifieds');
  await page.getByRole('searchbox', { name: 'Search classifieds' }).fill('rocking chair');
  await page.getByLabel('Category').selectOption('Furniture');

  await page.getByRole('button', { name: 'Alert Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert Me to New Items' });
  await expect(dialog).toContainText('“rocking chair” · Furniture');
  await expect(dialog.getByRole('button', { name: '15 mi', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '5 mi', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Alert' }).click();
  await expect(toast(page, 'Item Alert Saved')).toContainText(/Within 5\smi of \S/);
  await expect(dialog).toBeHidden();
  const [saved] = (await (await page.request.get('/api/item-alerts')).json()) as { q: string; category: string; latitude: number; longitude: number; radiusKm: number }[];
  expect(saved).toMatchObject({ q: 'rocking chair', category: 'Furniture', latitude: here.latitude, longitude: here.longitude, radiusKm: 5 * KM_PER_MILE });

  // The same search again is refused with the server's reason.
  await page.getByRole('button', { name: 'Alert Me' }).click();
  await dialog.getByRole('button', { name: '5 mi', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Alert' }).click();
  await expect(toast(page, 'Alert Not Saved')).toContainText('You already have an alert for this search here');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Item Alerts' });
  const alerts = card.getByRole('list', { name: 'Your item alerts' }).getByRole('listitem');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText(/“rocking chair” · Furniture.*Within 5\smi of \S/);
  await alerts.first().getByRole('button', { name: 'Change the distance of the alert for “rocking chair” · Furniture' }).click();
  const distance = page.getByRole('dialog', { name: 'Alert Distance' });
  await distance.getByRole('button', { name: '30 mi', exact: true }).click();
  await distance.getByRole('button', { name: 'Save Distance' }).click();
  await expect(toast(page, 'Alert Distance Changed')).toContainText(/Within 30\smi of \S/);
  await expect(alerts.first()).toContainText(/Within 30\smi of \S/);
  await alerts.first().getByRole('button', { name: 'Delete the alert for “rocking chair” · Furniture' }).click();
  await expect(toast(page, 'Item Alert Deleted')).toBeVisible();
  await expect(card).toContainText('You have no item alerts yet.');
  expect(await (await page.request.get('/api/item-alerts')).json()).toEqual([]);
  // Undo watches the same search again; then it goes for good.
  await toast(page, 'Item Alert Deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(alerts.first()).toContainText(/“rocking chair” · Furniture.*Within 30\smi of \S/);
  const [restored] = (await (await page.request.get('/api/item-alerts')).json()) as typeof saved[];
  expect(restored).toMatchObject({ q: 'rocking chair', category: 'Furniture', latitude: here.latitude, longitude: here.longitude });
  expect(restored!.radiusKm).toBeCloseTo(30 * KM_PER_MILE, 6);
  await alerts.first().getByRole('button', { name: 'Delete the alert for “rocking chair” · Furniture' }).click();
  await expect(card).toContainText('You have no item alerts yet.');
  expect(await (await page.request.get('/api/item-alerts')).json()).toEqual([]);
  await card.getByRole('link', { name: 'Search Classifieds' }).click();
  await expect(page).toHaveURL(/\/classifieds$/);
});

test('a guest who asks for an item alert is asked to log in, and comes back to their search', async ({ browser }) => {
  const guest = await newVisitor(browser);
  const email = await signedOutAccount(guest.page, 'alert-guest');
  await standAt(guest.context, somewhereUpNorth(12));
  await guest.page.goto('/classifieds');
  await appTookOver(guest.page);
  const searched = guest.page.waitForResponse((response) => response.url().includes('q=rocking'));
  await guest.page.getByRole('searchbox', { name: 'Search classifieds' }).fill('rocking chair');
  await searched; // the alert is for the words searched, once the box has settled
  await guest.page.getByLabel('Category').selectOption('Furniture');
  await guest.page.getByRole('button', { name: 'Alert Me' }).click();
  const asked = guest.page.getByRole('dialog', { name: 'Alert Me to New Items' });
  await expect(asked).toContainText('Log in to hear of new items like these.');
  await asked.getByRole('link', { name: 'Go to Login' }).click();
  await expect(guest.page).toHaveURL(/\/auth$/);
  await logIn(guest.page, email, STRONG_PASSWORD);
  // Back on Classifieds with the words typed, which the address then lets go of.
  await expect(guest.page.getByRole('searchbox', { name: 'Search classifieds' })).toHaveValue('rocking chair');
  await expect(guest.page.getByLabel('Category')).toHaveValue('Furniture');
  await expect(guest.page).toHaveURL(/\/classifieds$/);
  await guest.page.getByRole('button', { name: 'Alert Me' }).click();
  await expect(guest.page.getByRole('dialog', { name: 'Alert Me to New Items' })).toContainText('“rocking chair” · Furniture');
  await guest.context.close();
});

test('someone whose position is unknown is asked to share it: an alert needs a place', async ({ page, context }) => {
  await context.clearPermissions(); // the browser refuses the position
  await createVerifiedUser(page);
  await page.goto('/classifieds');
  await appTookOver(page);
  await page.getByRole('button', { name: 'Alert Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert Me to New Items' });
  await expect(dialog).toContainText('Share your location to watch this search near you');
  await expect(dialog.getByRole('button', { name: 'Save Alert' })).toBeDisabled();
});

test('with e-mail and push both off, Settings and the Alert Me dialog say an alert would tell nothing', async ({ page, context }) => {
  await standAt(context, somewhereUpNorth(12));
  await createVerifiedUser(page);
  expect((await page.request.patch('/api/users/profile', { data: { notificationSettings: { email: false, push: false } } })).status()).toBe(200);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Item Alerts' }).getByRole('status')).toHaveText('E-mail and push notifications are both off: turn one on above to hear of new items.');
  await expect(page.getByRole('region', { name: 'Sale Alerts' }).getByRole('status')).toContainText('turn one on above to hear of new sales');

  await page.goto('/classifieds');
  await appTookOver(page);
  await page.getByRole('button', { name: 'Alert Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert Me to New Items' });
  await expect(dialog.getByRole('alert')).toHaveText('E-mail and push notifications are both off: this alert will tell you nothing until you turn one on in Settings.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // E-mail back on: the warning goes.
  expect((await page.request.patch('/api/users/profile', { data: { notificationSettings: { email: true } } })).status()).toBe(200);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Item Alerts' }).getByRole('link', { name: 'Search Classifieds' })).toBeVisible();
  for (const card of ['Item Alerts', 'Sale Alerts']) await expect(page.getByRole('region', { name: card }).getByRole('status')).toHaveCount(0);
});
