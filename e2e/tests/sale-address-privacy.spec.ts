import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, newVisitor, test } from '../support/fixtures';
import { dateInZone, pickAddress } from '../support/listings';

// A seller keeps the exact address until the evening before (decision 0069). The sale is in Perth,
// ON, five days ahead, so it is kept whatever the hour the test runs.
const ZONE = 'America/Toronto';
test.use({ timezoneId: ZONE });

const KEEP = 'Keep my exact address private until the evening before';

interface OwnSale {
  id: string;
  title: string;
  address: string;
  hideExactAddress: boolean;
  addressShownFrom?: string;
}

/** The evening the address shows, as the sheet writes it: on the sale's clock with its zone, in the page's own Intl. */
const eveningText = (page: Page, iso: string) =>
  page.evaluate(
    ([instant, timeZone]) => new Intl.DateTimeFormat('en', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant!)),
    [iso, ZONE],
  );

test('a seller keeps the exact address until the evening before: others read the town, without directions', async ({ page, browser }) => {
  await createVerifiedUser(page);
  const title = `Quiet sale ${Date.now()}`;
  await page.goto('/post');
  await pickAddress(page, '12 Oak St, Perth, ON', '12 Oak St, Perth, ON, Canada');
  await expect(page.getByText('Until 6:00 PM the day before your first day, others see only your town')).toBeVisible();
  await page.getByLabel(KEEP).check();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Add a date').fill(dateInZone(ZONE, 5));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Post Yard Sale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale Posted Successfully!' })).toBeVisible();

  const own = ((await (await page.request.get('/api/listings/user')).json()) as OwnSale[]).find((sale) => sale.title === title)!;
  expect(own).toMatchObject({ address: '12 Oak St, Perth, ON, Canada', hideExactAddress: true, addressShownFrom: expect.any(String) });
  const evening = await eveningText(page, own.addressShownFrom!);

  // A neighbour opens the sale's link: the town, when the address shows, and no directions yet.
  const neighbour = await newVisitor(browser);
  await neighbour.page.goto(`/find?sale=${own.id}`);
  const sheet = neighbour.page.getByRole('dialog', { name: title });
  const area = sheet.getByRole('definition').filter({ hasText: 'Perth, ON' });
  await expect(area).toContainText('The exact address shows from');
  await expect(area).toContainText(evening);
  await expect(sheet.getByRole('term').filter({ hasText: 'Area' })).toBeVisible();
  await expect(sheet.getByText('12 Oak St')).toHaveCount(0);
  await expect(sheet.getByRole('link', { name: 'Directions' })).toHaveCount(0);
  await expectNoAxeViolations(neighbour.page);
  await neighbour.context.close();

  // The seller reads the address and who sees what, My Posts says it is kept, and the edit form keeps the choice.
  await page.goto(`/find?sale=${own.id}`);
  const ownSheet = page.getByRole('dialog', { name: title });
  await expect(ownSheet.getByText('12 Oak St, Perth, ON, Canada')).toBeVisible();
  await expect(ownSheet.getByText(`Others see only the area until ${evening}.`)).toBeVisible();
  await expect(ownSheet.getByRole('link', { name: 'Directions' })).toBeVisible();
  await page.goto('/posts');
  await expect(page.getByRole('article', { name: title }).getByText('Address private until the evening before')).toBeVisible();
  await page.goto(`/post?edit=${own.id}`);
  await expect(page.getByLabel(KEEP)).toBeChecked();
});
