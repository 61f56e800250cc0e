import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { createClassifiedViaApi, drawPhoto, gridStepsNorth, somewhereUpNorth } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';

for (const theme of THEMES) {
  test(`/classifieds and a classified's sheet have no accessibility violations (${theme})`, async ({ page, context, browser }) => {
    const here = somewhereUpNorth(THEMES.indexOf(theme) === 0 ? 4 : 0); // slots 0 and 4: apart from the browse tests' 1-3
    const stamp = `${Date.now()}`.slice(-7);
    const seller = await browser.newPage();
    await createVerifiedUser(seller);
    const photos = [await drawPhoto(seller, '#00695c', 'one'), await drawPhoto(seller, '#ad1457', 'two')];
    await createClassifiedViaApi(seller, { title: `Kayak ${stamp}`, price: '350', category: 'Sports & Outdoors', categories: ['Housing'], ...here, photos });
    await createClassifiedViaApi(seller, { title: `Free books ${stamp}`, price: '0', category: 'Books', ...gridStepsNorth(here, 1) });
    await seller.close();

    await startInTheme(page, theme);
    await standAt(context, here);
    await page.goto('/classifieds');
    const cards = page.getByRole('listitem').filter({ hasText: stamp });
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Kayak' }).locator('img')).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page);

    await cards.filter({ hasText: 'Kayak' }).getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: `Kayak ${stamp}` });
    await expect(sheet.getByText('1 / 2')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`/add-listing and its guidelines have no accessibility violations (${theme})`, async ({ page }) => {
    await createVerifiedUser(page);
    await startInTheme(page, theme); // after signing up: the account's theme wins
    await page.goto('/add-listing');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const guidelines = page.getByRole('dialog', { name: 'Classified Posting Guidelines' });
    await expect(guidelines).toBeVisible();
    await expectNoAxeViolations(page);
    await guidelines.getByRole('checkbox').check();
    await guidelines.getByRole('button', { name: 'Continue to Post' }).click();
    await expect(guidelines).toBeHidden();

    await page.getByTestId('classified-file-input').setInputFiles([await drawPhoto(page, '#283593', 'a', 320, 240), await drawPhoto(page, '#ef6c00', 'b', 320, 240)]);
    await page.getByRole('button', { name: 'Housing' }).click();
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.getByText('Title required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the Classified Items tab of /posts has no accessibility violations (${theme})`, async ({ page }) => {
    await createVerifiedUser(page);
    await startInTheme(page, theme); // after signing up: the account's theme wins
    await createClassifiedViaApi(page, { title: 'Snow blower', price: '400', photos: [await drawPhoto(page, '#37474f', 'snow', 320, 240)] });
    await createClassifiedViaApi(page, { title: 'Free firewood', price: '0' });
    await page.goto('/posts');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('tab', { name: 'Classified Items (2)' }).click();
    await expect(page.getByRole('article', { name: 'Snow blower' })).toContainText('$400');
    await expect(page.getByRole('article', { name: 'Free firewood' })).toContainText('Free');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete Snow blower' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Post' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
