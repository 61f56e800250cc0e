import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { KENORA, drawPhoto, otherDevice, ownClassifieds, recordNotifications, ageClassified, typeAddress } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { toast } from '../support/toast';

// Kenora, Ontario: no other test posts a classified there. Seller and buyer both stand in town.
const BUYER_SPOT = { latitude: KENORA.latitude + 0.02, longitude: KENORA.longitude };

async function agreeToGuidelines(page: Page) {
  const guidelines = page.getByRole('dialog', { name: 'Classified Posting Guidelines' });
  await expect(guidelines).toBeVisible();
  const proceed = guidelines.getByRole('button', { name: 'Continue to Post' });
  await expect(proceed).toBeDisabled();
  await guidelines.getByRole('checkbox', { name: 'I have read and agree to follow these guidelines' }).check();
  await proceed.click();
  await expect(guidelines).toBeHidden();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search classifieds' }).fill(words);
}

test('a seller posts a classified with three photos, a buyer finds it, the seller edits, refreshes and deletes it', async ({ page, context, browser }) => {
  test.slow(); // the whole life of a classified, in two browsers
  await standAt(context, KENORA);
  await createVerifiedUser(page);
  const stamp = `${Date.now()}`.slice(-6);
  const title = `Handmade rocking chairs ${stamp}`;
  const photos = [await drawPhoto(page, '#1565c0', 'front'), await drawPhoto(page, '#2e7d32', 'side'), await drawPhoto(page, '#c62828', 'back')];

  // Post, after the guidelines.
  await page.goto('/add-listing');
  await agreeToGuidelines(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Listing' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Two solid oak rocking chairs, hand finished.');
  await choose(page, 'Condition', 'Like New');
  await page.getByLabel('Price').fill('45');
  await choose(page, 'Category', 'Furniture');
  await page.getByRole('button', { name: 'Antiques & Collectibles' }).click();
  await page.getByTestId('classified-file-input').setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Chosen photos, 3 of 10' }).getByRole('listitem')).toHaveCount(3);
  await typeAddress(page, 'Kenora, ON');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Location verified')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // The upload shows its progress while the server has not answered yet.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/classifieds', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByRole('button', { name: 'Creating Listing...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(toast(page, 'Listing created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/classifieds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classifieds' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // the list from its top, not the form's place
  const posted = (await ownClassifieds(page)).find((own) => own.title === title)!;
  expect(posted).toMatchObject({ price: '45.00', condition: 'Like New', category: 'Furniture', categories: ['Furniture', 'Antiques & Collectibles'] });
  expect(posted.imageUrls).toHaveLength(3);
  // The seller's own classifieds are left out of their browse grid.
  await search(page, 'rocking');
  await expect(page.getByText('No listings found')).toBeVisible();

  // A buyer on another device finds it by a prefix, by a typo and by a stem of its title.
  const buyerContext = await browser.newContext();
  await standAt(buyerContext, BUYER_SPOT);
  const buyer = await otherDevice(buyerContext);
  await createVerifiedUser(buyer);
  await buyer.goto('/classifieds');
  const card = buyer.getByRole('listitem').filter({ hasText: title });
  await search(buyer, 'rockin');
  await expect(card).toBeVisible();
  await search(buyer, `wardrobe ${stamp}`);
  await expect(card).toBeHidden();
  await search(buyer, 'rockng'); // a letter left out
  await expect(card).toBeVisible();
  await search(buyer, `chair ${stamp}`);
  await expect(card).toBeVisible();
  await expect(buyer.getByText('Showing 1 classified')).toBeVisible();
  await expect(card).toContainText('$45');
  await expect(card).toContainText('Kenora');
  await expect(card).toContainText(/\d+(\.\d)?\smi away|Nearby/);

  // Its sheet: details and the gallery.
  await card.getByRole('button').click();
  const sheet = buyer.getByRole('dialog', { name: title });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Posted today')).toBeVisible();
  await expect(sheet.getByText('Two solid oak rocking chairs, hand finished.')).toBeVisible();
  await expect(sheet.getByText('Like New')).toBeVisible();
  await expect(sheet.getByText('Antiques & Collectibles')).toBeVisible();
  await expect(sheet.getByText('1 / 3')).toBeVisible();
  await sheet.getByRole('button', { name: 'Next photo' }).click();
  await expect(sheet.getByText('2 / 3')).toBeVisible();
  await sheet.getByRole('button', { name: 'Previous photo' }).click();
  await sheet.getByRole('button', { name: 'Previous photo' }).click();
  await expect(sheet.getByText('3 / 3')).toBeVisible();
  // A swipe to the left shows the next photo (around to the first).
  const photo = sheet.getByRole('button', { name: /^Open photo \d of 3 full screen$/ });
  const box = (await photo.boundingBox())!;
  await buyer.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await buyer.mouse.down();
  await buyer.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 6 });
  await buyer.mouse.up();
  await expect(sheet.getByText('1 / 3')).toBeVisible();
  await expectNoAxeViolations(buyer);

  // The full-screen viewer with the large photos, arrow keys and Escape.
  await sheet.getByRole('button', { name: 'Open photo 1 of 3 full screen' }).click();
  const viewer = buyer.getByRole('dialog', { name: 'Photo 1 of 3' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: `${title}, photo 1 of 3` })).toHaveAttribute('src', posted.imageUrls[0]!);
  await buyer.keyboard.press('ArrowRight');
  await expect(buyer.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
  await buyer.getByRole('dialog', { name: 'Photo 2 of 3' }).getByRole('button', { name: 'Next photo' }).click();
  await expect(buyer.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeVisible();
  await expectNoAxeViolations(buyer);
  await buyer.keyboard.press('Escape');
  await expect(buyer.getByRole('dialog', { name: /^Photo \d of 3$/ })).toBeHidden();
  await expect(sheet.getByText('3 / 3')).toBeVisible();

  // Message Seller opens the Send Message dialog (messages-*.spec.ts send, block and report from it).
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  const message = buyer.getByRole('dialog', { name: 'Send Message' });
  await expect(message.getByRole('button', { name: 'Send' })).toBeDisabled();
  await message.getByRole('textbox', { name: 'Message' }).fill('Is this still available?');
  await expect(message.getByRole('button', { name: 'Send' })).toBeEnabled();
  await message.getByRole('button', { name: 'Block/Report' }).click();
  await expect(message.getByRole('button', { name: 'Block/Report' })).toHaveAttribute('aria-expanded', 'true');
  await expect(message).toContainText('Once you have sent the seller a message');
  await expectNoAxeViolations(buyer);
  await message.getByRole('button', { name: 'Cancel' }).click();
  await expect(message).toBeHidden();

  // The seller edits it from My Posts and removes the second photo.
  await page.goto('/posts');
  await page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('dialog', { name: 'Edit Post' }).getByRole('button', { name: 'Continue to Edit' }).click();
  await expect(page).toHaveURL(`/add-listing?edit=${posted.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Classified' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen photos, 3 of 10' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(page.getByRole('list', { name: 'Chosen photos, 2 of 10' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Update Listing' }).click();
  await expect(toast(page, 'Listing updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/classifieds$/);
  const edited = (await ownClassifieds(page)).find((own) => own.id === posted.id)!;
  expect(edited.imageUrls).toEqual([posted.imageUrls[0], posted.imageUrls[2]]);

  // The buyer now sees two photos.
  await buyer.reload();
  await search(buyer, `rocking ${stamp}`);
  await card.getByRole('button').click();
  await expect(buyer.getByRole('dialog', { name: title }).getByText('1 / 2')).toBeVisible();
  await buyerContext.close();

  // Two weeks on, the seller is prompted to refresh it, once that day, with a notification.
  await ageClassified(page, posted.id, 15);
  const notifications = await recordNotifications(page);
  await page.goto('/classifieds');
  const prompt = page.getByRole('dialog', { name: 'Refresh Your Listings' });
  await expect(prompt.getByRole('listitem').filter({ hasText: title })).toContainText('Posted 15 days ago');
  expect(await notifications()).toEqual([{ title: 'Refresh Your Listings', body: expect.stringContaining('14 days old or more') }]);
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: `Refresh ${title}` }).click();
  await expect(toast(page, 'Listing Refreshed')).toBeVisible();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Classifieds' })).toBeFocused(); // it opened by itself
  const renewed = (await ownClassifieds(page)).find((own) => own.id === posted.id)!;
  expect(Date.parse(renewed.renewedAt)).toBeGreaterThan(Date.parse(edited.renewedAt));
  expect(Date.parse(renewed.expiresAt)).toBeGreaterThanOrEqual(Date.parse(edited.expiresAt));
  await ageClassified(page, posted.id, 15);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search classifieds' })).toBeVisible();
  await expect(prompt).toBeHidden(); // at most once a day

  // Refreshed from My Posts instead, whenever the seller likes.
  await page.goto('/posts');
  await page.getByRole('tab', { name: 'Classified Items (1)' }).click();
  const own = page.getByRole('article', { name: title });
  await expect(own.getByText('Consider refreshing')).toBeVisible();
  await own.getByRole('button', { name: `Refresh ${title}` }).click();
  await expect(toast(page, 'Listing Refreshed')).toBeVisible();
  await expect(own.getByText('Consider refreshing')).toBeHidden();
  await expect(own.getByRole('button', { name: `Refresh ${title}` })).toBeHidden();

  // Deleted from My Posts after the confirmation.
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Listing Deleted')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Classified Items (0)' })).toBeVisible();
  await expect(page.getByText('No classified items yet')).toBeVisible();
  expect((await page.request.get(`/api/classifieds/${posted.id}`)).status()).toBe(404);
});
