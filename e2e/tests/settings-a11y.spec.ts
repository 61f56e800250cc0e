import { expectNoAxeViolations as expectNoViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openSettings, settingsLoaded } from '../support/settings';

for (const theme of ['light', 'dark'] as const) {
  test(`/settings and its dialogs have no accessibility violations (${theme})`, async ({ page }) => {
    test.slow(); // six full-page scans
    await openSettings(page, 'a11y');
    expect((await page.request.patch('/api/users/profile', { data: { preferences: { theme } } })).ok()).toBe(true);
    // An alert of each kind, so that their lists and buttons are scanned too.
    const place = { latitude: 46.8, longitude: -71.4, radiusKm: 5 };
    expect((await page.request.post('/api/alerts', { data: place })).status()).toBe(201);
    expect((await page.request.post('/api/item-alerts', { data: { ...place, q: 'lamp' } })).status()).toBe(201);
    await page.reload();
    await settingsLoaded(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoViolations(page);

    // Each kind's dialog: a sale alert's words and distance, then an item alert's distance.
    await page.getByRole('button', { name: /^Change the alert for All yard sales · / }).click();
    const change = page.getByRole('dialog', { name: 'Change Sale Alert' });
    await expect(change.getByRole('button', { name: 'Save Alert' })).toBeVisible();
    await expectNoViolations(page);
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(change).toBeHidden();
    await page.getByRole('button', { name: 'Change the distance of the alert for “lamp”' }).click();
    const distance = page.getByRole('dialog', { name: 'Alert Distance' });
    await expect(distance.getByRole('button', { name: 'Save Distance' })).toBeVisible();
    await expectNoViolations(page);
    await distance.getByRole('button', { name: 'Cancel' }).click();
    await expect(distance).toBeHidden();

    await page.getByRole('button', { name: 'Change Password' }).click();
    const password = page.getByRole('dialog', { name: 'Change Password' });
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Current password is required')).toBeVisible();
    await expectNoViolations(page);
    await password.getByRole('button', { name: 'Cancel' }).click();
    await expect(password).toBeHidden();

    await page.getByRole('button', { name: 'Contact Support' }).click();
    const support = page.getByRole('dialog', { name: 'Contact Support' });
    await support.getByRole('button', { name: 'Send Message' }).click();
    await expect(support.getByText('Subject is required')).toBeVisible();
    await expectNoViolations(page);
    await support.getByRole('button', { name: 'Cancel' }).click();
    await expect(support).toBeHidden();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(deletion).toBeVisible();
    await expectNoViolations(page);
  });
}
