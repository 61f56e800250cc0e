import { LANGUAGES, STORAGE_KEYS } from '@yardsale/core/constants';
import type { Locator } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { guidelinesAgreedBefore } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { translated } from '../support/translations';

/** An input cannot wrap its placeholder: the text is measured in the input's own font against the room inside it. */
async function expectPlaceholderWhole(field: Locator): Promise<void> {
  const { textWidth, room } = await field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const pen = document.createElement('canvas').getContext('2d')!;
    pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return { textWidth: pen.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
  });
  expect(textWidth, await field.getAttribute('placeholder') ?? '').toBeLessThanOrEqual(room);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    test(`the classifieds search hint is read whole in ${language}`, async ({ page }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.language, value: language });
      await page.goto('/classifieds');
      const search = page.getByPlaceholder(translated(language, 'classifieds', 'search.placeholder'));
      await expect(search).toBeVisible();
      await expectPlaceholderWhole(search);
    });
  }

  test("the location hint of a new classified is read whole beside 'Verify', in every language", async ({ page }) => {
    const { user } = await createVerifiedUser(page);
    await guidelinesAgreedBefore(page, user.id);
    for (const language of LANGUAGES) {
      expect((await page.request.patch('/api/users/profile', { data: { preferences: { language } } })).status()).toBe(200);
      await page.goto('/add-listing');
      await expect(page.getByRole('button', { name: translated(language, 'addListing', 'location.verify') })).toBeVisible();
      await expectPlaceholderWhole(page.getByPlaceholder(translated(language, 'addListing', 'location.placeholder')));
    }
  });
});
