import { createVerifiedUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';

// Quebec City, where only this spec posts.
const ALERTS_AREA: Point = { latitude: 46.8, longitude: -71.4 };

test('a person watches their location for new sales from Settings, and stops watching it', async ({ page, context }) => {
  const here = spotFor(ALERTS_AREA, 0);
  await standAt(context, here);
  await createVerifiedUser(page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Sale Alerts' });
  await expect(card).toContainText('You watch no places yet.');

  await card.getByLabel('Distance').selectOption({ label: '3.1 mi' });
  await card.getByRole('button', { name: 'Watch My Location' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Saved' })).toContainText(/Within 3\.1 mi of \S/);
  const alerts = card.getByRole('list', { name: 'Your sale alerts' }).getByRole('listitem');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText(/Within 3\.1 mi of \S.*All yard sales/);
  const [saved] = (await (await page.request.get('/api/alerts')).json()) as { latitude: number; longitude: number; radiusKm: number }[];
  expect(saved).toMatchObject({ latitude: here.latitude, longitude: here.longitude, radiusKm: 5 });

  await alerts.first().getByRole('button', { name: /^Delete the alert for / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Deleted' })).toBeVisible();
  await expect(card).toContainText('You watch no places yet.');
  expect(await (await page.request.get('/api/alerts')).json()).toEqual([]);
});

test("an alert's link opens the new sale's sheet on Find", async ({ page, context }) => {
  const here = spotFor(ALERTS_AREA, 1);
  await standAt(context, here);
  await createVerifiedUser(page);
  const title = `Alerted Sale ${Date.now()}`;
  const sale = await createSaleViaApi(page, { title, latitude: here.latitude + 0.01, longitude: here.longitude });

  await page.goto(`/find?sale=${sale.id}`);
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close sale details' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/find$/);
});
