// /home for someone whose browser does not give the position: the dialog that asks for it, a place
// chosen instead, and the terms asked first.
import { registerViaApi, createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { AFTER_START, expect, newVisitor, test } from '../support/fixtures';
import { createSaleViaApi } from '../support/listings';
import { mapPin, spotInQuebec, userDot } from '../support/map';
import { stampNow } from '../support/messages';

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test('without location the dialog stays until access is granted', async ({ page }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Location Access Required' });
    await expect(dialog).toBeVisible(AFTER_START);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(page.getByText('Location Access Denied')).toBeVisible();
    await expect(dialog).toContainText('Location access has been denied.');
  });

  test('a place chosen instead closes the dialog, and the map and Find show the sales there', async ({ page, browser }) => {
    // Brandon, Manitoba, where only this test posts.
    const seller = await newVisitor(browser);
    await createVerifiedUser(seller.page);
    const sale = await createSaleViaApi(seller.page, { title: `Brandon porch ${stampNow()}`, latitude: 49.86, longitude: -99.95 });
    await seller.context.close();

    await page.goto('/home');
    const location = page.getByRole('dialog', { name: 'Location Access Required' });
    await location.getByRole('button', { name: 'Choose a Place' }).click(AFTER_START);
    const place = page.getByRole('dialog', { name: 'Choose a Place' });
    await expect(place).toContainText('Show sales near a town or postal code instead of where you are.');
    await place.getByRole('combobox', { name: 'Town or postal code' }).fill('Brandon');
    await page.getByRole('option', { name: 'Brandon, MB, Canada' }).click();
    await place.getByRole('button', { name: 'Browse Here' }).click();
    await expect(place).toBeHidden();
    await expect(location).toBeHidden();
    await expect(mapPin(page, sale.title)).toBeVisible();

    // Kept on this device: Find searches there too while the browser refuses the position.
    await page.goto('/find');
    await expect(page.getByRole('listitem').filter({ hasText: sale.title })).toContainText(/\d\smi away/);
    await expect(page.getByRole('status').filter({ hasText: 'Without your location, these are the sales near Brandon, MB.' })).toBeVisible();
    await page.goto('/home');
    await expect(mapPin(page, sale.title)).toBeVisible();
    await expect(location).toHaveCount(0);
  });

  test("'Use My Location' in the place dialog centres the map on the user", async ({ page, context }) => {
    await context.setGeolocation(spotInQuebec(8));
    await page.goto('/home');
    const location = page.getByRole('dialog', { name: 'Location Access Required' });
    await location.getByRole('button', { name: 'Choose a Place' }).click(AFTER_START);
    const place = page.getByRole('dialog', { name: 'Choose a Place' });
    await context.grantPermissions(['geolocation']);
    await place.getByRole('button', { name: 'Use My Location' }).click();
    await expect(place).toBeHidden();
    await expect(location).toBeHidden();
    await expect(userDot(page)).toBeInViewport();
  });

  test('granting access in the dialog centres the map on the user', async ({ page, context }) => {
    // A browser without the Permissions API (older Safari): only asking tells whether access is granted.
    await page.addInitScript(() => Object.defineProperty(navigator, 'permissions', { value: undefined }));
    const here = spotInQuebec(6);
    await context.setGeolocation(here);
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Location Access Required' });
    await expect(dialog).toBeVisible(AFTER_START);
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
    await expect(consent).toBeVisible(AFTER_START);
    const location = page.getByRole('dialog', { name: 'Location Access Required' });
    await expect(location).toHaveCount(0);
    await consent.getByLabel('I have read and agree to the Terms & Conditions and Privacy Policy').check();
    await consent.getByLabel('I confirm that I am 18 years of age or older').check();
    await consent.getByRole('button', { name: 'Accept' }).click();
    await expect(consent).toBeHidden();
    await expect(location).toBeVisible();
  });
});
