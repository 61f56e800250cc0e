// /post's map pin: dragged, or moved with the arrow keys, to the sale's exact spot, which is stored.
import { createVerifiedUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pickAddress } from '../support/listings';
import { ownSales, pickDate, POST_ZONE, submitSale } from '../support/post-sale';

test.use({ timezoneId: POST_ZONE });

test('the seller drags the approximate pin to the exact spot, and the sale is stored there', async ({ page }) => {
  await createVerifiedUser(page);
  const title = `Dragged pin ${Date.now()}`;
  await page.goto('/post');
  await pickAddress(page, '7 Gore St, Perth, ON', '7 Gore St, Perth, ON, Canada');
  const notice = page.locator('form').getByText('Using approximate location for your yard sale. Pin may not be exact.');
  await expect(notice).toBeVisible();
  const pin = page.getByRole('button', { name: 'Location of your sale' });
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40, { steps: 8 });
  await page.mouse.up();
  // Placed by hand: no longer approximate.
  await expect(notice).toBeHidden();

  await page.getByLabel('Title').fill(title);
  await pickDate(page, 1);
  await submitSale(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();
  const sale = (await ownSales(page)).find((own) => own.title === title)!;
  const perth = { latitude: 44.90011, longitude: -76.24939 };
  expect(sale.latitude).toBeGreaterThan(perth.latitude); // dragged up: north
  expect(sale.longitude).toBeGreaterThan(perth.longitude); // and right: east
});

test('the pin moves with the arrow keys too, and the sale is stored where it was put', async ({ page }) => {
  await createVerifiedUser(page);
  const title = `Keyed pin ${Date.now()}`;
  await page.goto('/post');
  // Arnprior, where no other test posts: its pin would cluster with theirs on the map.
  await pickAddress(page, '5 Mill St, Arnprior, ON', '5 Mill St, Arnprior, ON, Canada');
  // A note beside the field: the toast has already announced it.
  const notice = page.locator('form').getByRole('note').filter({ hasText: 'Using approximate location for your yard sale. Pin may not be exact.' });
  await expect(notice).toBeVisible();
  const pin = page.getByRole('button', { name: 'Location of your sale' });
  await pin.focus();
  for (let step = 0; step < 3; step++) await pin.press('ArrowRight');
  await pin.press('Shift+ArrowUp');
  await expect(notice).toBeHidden(); // placed by hand
  await expect(pin).toBeFocused();

  await page.getByLabel('Title').fill(title);
  await pickDate(page, 1);
  // Sent from the keyboard, the button keeps the focus while it says what happened.
  await page.getByRole('button', { name: 'Post Yard Sale' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sale Posted Successfully!' })).toBeFocused();
  const sale = (await ownSales(page)).find((own) => own.title === title)!;
  const arnprior = { latitude: 45.43341, longitude: -76.34939 };
  expect(sale.latitude).toBeGreaterThan(arnprior.latitude); // up: north
  expect(sale.longitude).toBeGreaterThan(arnprior.longitude); // right: east
});
