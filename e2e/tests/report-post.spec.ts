import type { Page } from '@playwright/test';
import { logIn, registerViaApi, STRONG_PASSWORD, uniqueEmail, verifyAndConsent } from '../support/accounts';
import { actAtDesk, openDesk, reportCard } from '../support/admin';
import { createClassifiedViaApi } from '../support/classifieds';
import { expect, newVisitor, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { createSaleViaApi, openSaleOnFind } from '../support/listings';
import { personAt, spotForMessages, stampNow } from '../support/messages';
import { toast } from '../support/toast';

/** The Report dialog of the post titled `title`, opened from its sheet. */
async function openReportDialog(page: Page, sheet: ReturnType<Page['getByRole']>, title: string) {
  await sheet.getByRole('button', { name: `Report “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toContainText(`What is wrong with “${title}”?`);
  return dialog;
}

test("a buyer reports a yard sale from its sheet, and the administrator takes it down from the desk's card", async ({ browser }) => {
  test.slow(); // three people, each on their own phone
  const spot = spotForMessages('reports', 0);
  const stamp = stampNow();
  const title = `Porch sale on Elm Street ${stamp}`;
  const seller = await personAt(browser, `Tess ${stamp}`, spot);
  const buyer = await personAt(browser, `Omar ${stamp}`, spot);
  await createSaleViaApi(seller.page, { title, address: '4 Elm Street, Chapleau, ON', latitude: spot.latitude + 0.002, longitude: spot.longitude });

  // Its seller has nothing to report.
  const ownSheet = await openSaleOnFind(seller.page, title);
  await expect(ownSheet.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(ownSheet.getByRole('button', { name: `Report “${title}”` })).toHaveCount(0);

  const sheet = await openSaleOnFind(buyer.page, title);
  const dialog = await openReportDialog(buyer.page, sheet, title);
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog).toContainText('Please choose what is wrong with this post');
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Tell us what is wrong' })).toHaveAccessibleDescription('Please tell us what is wrong with this post');
  await dialog.getByRole('textbox', { name: 'Tell us what is wrong' }).fill(`Selling fireworks from the garage ${stamp}`);
  // A slip of the thumb beside the dialog keeps what is written.
  await buyer.page.mouse.click(4, 4);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(toast(buyer.page, 'Post Reported')).toContainText('Thank you. Our team will review it.');
  await expect(dialog).toBeHidden();

  // A second report while the first waits is refused, with why.
  const again = await openReportDialog(buyer.page, sheet, title);
  await expect(again.getByRole('radio', { name: 'Something else' })).not.toBeChecked();
  await again.getByRole('radio', { name: 'Spam or a duplicate' }).check();
  await again.getByRole('button', { name: 'Report' }).click();
  await expect(toast(buyer.page, 'Failed to report post')).toContainText('You have already reported this post. We will review it soon.');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // The desk shows what is wrong and the words; removing the post answers the report.
  const desk = await openDesk(browser);
  const card = reportCard(desk.page, seller.name);
  await expect(card).toContainText('Problem with the post');
  await expect(card).toContainText('Something else');
  await expect(card).toContainText(`Selling fireworks from the garage ${stamp}`);
  await expect(card).toContainText(title);
  await actAtDesk(desk.page, card.getByRole('button', { name: 'Remove listing', exact: true }), 'Remove listing', 'Remove', `Fireworks ${stamp}`);
  await expect(card).toBeHidden();

  await buyer.page.goto('/find');
  await expect(buyer.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(buyer.page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  await Promise.all([seller.context.close(), buyer.context.close(), desk.context.close()]);
});

test("a guest's Report on a classified's link asks them to log in, and brings them back to it", async ({ browser }) => {
  const spot = spotForMessages('reports', 1);
  const stamp = stampNow();
  const title = `Puppies, deposit first ${stamp}`;
  const seller = await personAt(browser, `Ugo ${stamp}`, spot);
  const classified = await createClassifiedViaApi(seller.page, { title, price: '300', description: 'Send a deposit by gift card.', ...spot });

  const { context, page } = await newVisitor(browser);
  await standAt(context, spot);
  const email = uniqueEmail('reporter');
  await registerViaApi(page, email);
  await verifyAndConsent(page, email);
  await page.request.post('/api/logout');

  await page.goto(`/classifieds?item=${classified.id}`);
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('button', { name: `Report “${title}”` }).click();
  await expect(toast(page, 'You must be logged in to report a post')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email, STRONG_PASSWORD);

  await expect(page).toHaveURL(new RegExp(`/classifieds\\?item=${classified.id}$`));
  const dialog = await openReportDialog(page, sheet, title);
  await dialog.getByRole('radio', { name: 'A scam or fraud' }).check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(toast(page, 'Post Reported')).toBeVisible();

  await Promise.all([seller.context.close(), context.close()]);
});
