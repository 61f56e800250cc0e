import { KM_PER_MILE } from '@yardsale/core/geo';
import { createVerifiedUser } from '../support/accounts';
import { appTookOver, expect, newVisitor, test } from '../support/fixtures';
import { spotFor, spotWithNothingNear, standAt, type Point } from '../support/geolocation';
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

  await card.getByRole('button', { name: '3 mi', exact: true }).click(); // round miles for a reader of miles
  // From the keyboard: the button keeps the focus while it locates and saves.
  const watch = card.getByRole('button', { name: 'Watch My Location' });
  await watch.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Saved' })).toContainText(/Within 3\smi of \S/);
  await expect(watch).toBeFocused();
  const alerts = card.getByRole('list', { name: 'Your sale alerts' }).getByRole('listitem');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText(/Within 3\smi of \S.*All yard sales/);
  const [saved] = (await (await page.request.get('/api/alerts')).json()) as { latitude: number; longitude: number; radiusKm: number }[];
  expect(saved).toMatchObject({ latitude: here.latitude, longitude: here.longitude, radiusKm: 3 * KM_PER_MILE });

  await alerts.first().getByRole('button', { name: /^Delete the alert for / }).click();
  const deleted = page.getByRole('status').filter({ hasText: 'Sale Alert Deleted' });
  await expect(card).toContainText('You watch no places yet.');
  expect(await (await page.request.get('/api/alerts')).json()).toEqual([]);

  // Undo watches the same place again, at the same distance.
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Saved' })).toBeVisible();
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText(/Within 3\smi of \S.*All yard sales/);
  const [restored] = (await (await page.request.get('/api/alerts')).json()) as { latitude: number; longitude: number; radiusKm: number }[];
  expect(restored).toMatchObject({ latitude: here.latitude, longitude: here.longitude, radiusKm: 3 * KM_PER_MILE });

  await alerts.first().getByRole('button', { name: /^Delete the alert for / }).click();
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

test('the map watches its middle for the sales the filter shows, its words too; a guest is asked to log in', async ({ page, context, browser }) => {
  const here = spotFor(ALERTS_AREA, 2);
  await standAt(context, here);
  await createVerifiedUser(page);
  const title = `Watched Porch ${Date.now()}`;
  await createSaleViaApi(page, { title, latitude: here.latitude, longitude: here.longitude + 0.004, isCommunitySale: true });
  await page.goto('/home');
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible({ timeout: 15_000 }); // centred on the fix

  await page.getByRole('button', { name: 'Filter sales' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Sales' });
  await filter.getByRole('checkbox', { name: 'Moving Sale' }).check();
  await filter.getByRole('checkbox', { name: 'Community Sale' }).check();
  await filter.getByRole('searchbox', { name: 'Looking for' }).fill('porch');
  await filter.getByRole('button', { name: 'Apply' }).click();

  await page.getByRole('button', { name: 'Watch this area for new sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch This Area' });
  await dialog.getByRole('button', { name: '1 mi', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Only the sales my filter shows' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Watch Area' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Saved' })).toContainText('Within 1 mi of');
  await expect(dialog).toBeHidden();
  const [saved] = (await (await page.request.get('/api/alerts')).json()) as { latitude: number; longitude: number; radiusKm: number; saleTypes: string[] }[];
  expect(saved).toMatchObject({ radiusKm: KM_PER_MILE, saleTypes: ['moving', 'community'], categories: [], q: 'porch' });
  expect(Math.abs(saved!.latitude - here.latitude)).toBeLessThan(0.01);
  expect(Math.abs(saved!.longitude - here.longitude)).toBeLessThan(0.01);
  await page.goto('/settings'); // where the alert says what it is for
  const listed = page.getByRole('list', { name: 'Your sale alerts' }).getByRole('listitem');
  await expect(listed).toContainText(/Within 1\smi of \S.*“porch” · Moving Sale or Community Sale/);

  const guest = await newVisitor(browser);
  await standAt(guest.context, here);
  await guest.page.goto('/home');
  await appTookOver(guest.page);
  await guest.page.getByRole('button', { name: 'Watch this area for new sales' }).click();
  const asked = guest.page.getByRole('dialog', { name: 'Watch This Area' });
  await expect(asked).toContainText('Log in to hear of new sales near a place.');
  await asked.getByRole('link', { name: 'Go to Login' }).click();
  await expect(guest.page).toHaveURL(/\/auth$/);
  await guest.context.close();
});

test('with nothing near, Find offers to watch the place for new sales', async ({ page, context }) => {
  const here = spotWithNothingNear(3);
  await standAt(context, here);
  await createVerifiedUser(page);
  await page.goto('/find');
  await expect(page.getByText('No yard sales found in your area.')).toBeVisible();

  await page.getByRole('button', { name: 'Tell me about new sales here' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch This Area' });
  await expect(dialog).toContainText('Hear of new yard sales posted near where you are searching');
  await dialog.getByRole('button', { name: '30 mi', exact: true }).click();
  await dialog.getByRole('button', { name: 'Watch Area' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Saved' })).toContainText('Within 30 mi of');
  const [saved] = (await (await page.request.get('/api/alerts')).json()) as { latitude: number; longitude: number; radiusKm: number }[];
  expect(saved).toMatchObject({ radiusKm: 30 * KM_PER_MILE });
  expect(Math.abs(saved!.latitude - here.latitude)).toBeLessThan(0.01);
  expect(Math.abs(saved!.longitude - here.longitude)).toBeLessThan(0.01);
});

test("an alert's distance and words are changed in place from Settings", async ({ page }) => {
  await createVerifiedUser(page);
  const saved = await page.request.post('/api/alerts', { data: { ...spotFor(ALERTS_AREA, 3), radiusKm: 5 * KM_PER_MILE, saleTypes: ['estate'], categories: [], q: 'lamp' } });
  expect(saved.status()).toBe(201);
  await page.goto('/settings');
  const alert = page.getByRole('region', { name: 'Sale Alerts' }).getByRole('list', { name: 'Your sale alerts' }).getByRole('listitem');
  await expect(alert).toContainText(/Within 5\smi of \S/);

  await alert.getByRole('button', { name: /^Change the alert for “lamp” · Estate Sale · / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Sale Alert' });
  await expect(dialog).toContainText(/“lamp” · Estate Sale · \S/);
  await expect(dialog.getByRole('button', { name: '5 mi', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const words = dialog.getByRole('textbox', { name: 'Looking for' });
  await expect(words).toHaveValue('lamp');
  // Words that match nothing, or more than are searched, say so before they are saved.
  await words.fill('🚲🚲 !!');
  await expect(dialog).toContainText('These words hold nothing to search for, so the alert will tell you of every sale.');
  await words.fill('crib stroller lamp rug sofa desk chair bike');
  await expect(dialog).toContainText('Only the first 6 words are searched.');
  await dialog.getByRole('button', { name: '15 mi', exact: true }).click();
  await words.fill('crib, stroller');
  await expect(dialog).toContainText('Sales that mention each word.');
  await words.press('Enter'); // the phone keyboard's Go
  await expect(page.getByRole('status').filter({ hasText: 'Sale Alert Changed' })).toContainText(/Within 15\smi of \S/);
  await expect(dialog).toBeHidden();
  await expect(alert).toContainText(/Within 15\smi of \S.*“crib, stroller” · Estate Sale/);
  const [changed] = (await (await page.request.get('/api/alerts')).json()) as { radiusKm: number; q: string }[];
  expect(changed!.radiusKm).toBeCloseTo(15 * KM_PER_MILE, 6);
  expect(changed!.q).toBe('crib, stroller');
});

test('deleting alerts from the keyboard keeps focus in the card: on the alert that took its place, then on its heading', async ({ page }) => {
  await createVerifiedUser(page);
  for (const spot of [spotFor(ALERTS_AREA, 1), spotFor(ALERTS_AREA, 2)]) {
    const saved = await page.request.post('/api/alerts', { data: { ...spot, radiusKm: 5, saleTypes: [], categories: [] } });
    expect(saved.status()).toBe(201);
  }
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Sale Alerts' });
  const alerts = card.getByRole('list', { name: 'Your sale alerts' }).getByRole('listitem');
  await expect(alerts).toHaveCount(2);

  await alerts.first().getByRole('button', { name: /^Delete the alert for / }).press('Enter');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toBeFocused();
  await alerts.first().getByRole('button', { name: /^Delete the alert for / }).press('Enter');
  await expect(card).toContainText('You watch no places yet.');
  await expect(card.getByRole('heading', { name: 'Sale Alerts' })).toBeFocused();
});
