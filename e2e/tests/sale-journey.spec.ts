import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { dateInZone } from '../support/listings';
import { drawPng } from '../support/settings';

// Carleton Place, Ontario: no other test posts there. The seller stands 1.1 km south of the town
// centre the offline geocoder gives for the address.
const ZONE = 'America/Toronto';
const TOWN_CENTRE = { latitude: 45.13341, longitude: -76.14938 };
const SELLER_SPOT = { latitude: TOWN_CENTRE.latitude - 0.01, longitude: TOWN_CENTRE.longitude };
test.use({ timezoneId: ZONE });

test('post a sale with autocomplete and a photo, see it on the map and in Find, favorite it, edit it and delete it', async ({ page, context }) => {
  test.slow(); // the whole life of a sale, through five screens
  await standAt(context, SELLER_SPOT);
  await createVerifiedUser(page);
  const title = `Journey sale ${Date.now()}`;
  const thirdParty: string[] = [];
  page.on('request', (request) => !/^http:\/\/127\.0\.0\.1/.test(request.url()) && thirdParty.push(request.url()));

  // Post.
  await page.goto('/post');
  await page.getByRole('combobox', { name: 'Address' }).fill('5 Bridge St, Carleton Place');
  await page.getByRole('option', { name: '5 Bridge St, Carleton Place, ON, Canada', exact: true }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Add a date').fill(dateInZone(ZONE));
  await page.getByLabel('End time').fill('23:59');
  await page.getByTestId('photo-camera-input').setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: await drawPng(page, '#1565c0') });
  await expect(page.getByRole('status').filter({ hasText: 'Photo Captured' })).toBeVisible();
  await page.getByLabel('Moving Sale').check();
  await page.getByRole('button', { name: 'Post Yard Sale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();

  // The map: back home after 2 s, with the new sale's pin near the seller.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Find: the sale with its distance, in miles (the default units).
  await page.getByRole('link', { name: 'Find Sale' }).click();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('0.7 mi away');
  await card.getByRole('button', { name: new RegExp(title) }).first().click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet.getByText('Moving Sale')).toBeVisible();
  await expect(sheet.getByRole('img', { name: title })).toBeVisible();

  // Favorite it, kept on the server.
  await sheet.getByRole('button', { name: `Add ${title} to favorites` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Favorites' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: `Remove ${title} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  const favoriteIds = (await (await page.request.get('/api/favorites')).json()) as string[];
  const sale = ((await (await page.request.get('/api/listings/user')).json()) as { id: string; title: string }[]).find((own) => own.title === title)!;
  expect(favoriteIds).toContain(sale.id);

  // Edit from My Posts.
  await page.goto('/posts');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Continue to Edit' }).click();
  await expect(page).toHaveURL(`/post?edit=${sale.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (moved indoors)`);
  await page.getByRole('button', { name: 'Update Yard Sale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listing updated successfully' })).toBeVisible();

  // Delete from My Posts.
  await page.goto('/posts');
  const edited = `${title} (moved indoors)`;
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Are you sure you want to delete "${edited}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // Deleted once the spec's toast says so: the list can read empty while the delete is still under way.
  await expect(page.getByRole('status').filter({ hasText: 'Listing Deleted' })).toBeVisible();
  await expect(page.getByRole('article', { name: edited })).toHaveCount(0);
  expect((await page.request.get(`/api/listings/${sale.id}`)).status()).toBe(404);

  // No ad client is configured: the slots show their placeholder and nothing was fetched from elsewhere.
  expect(thirdParty.filter((url) => !url.includes('tile.openstreetmap.org'))).toEqual([]);
});
