import { expectNoAxeViolations, startInTheme, THEMES } from '../support/axe';
import { createClassifiedViaApi, drawPhoto } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import { conversationLog, expectNoSidewaysScroll, inboxRow, messageViaApi, personAt, spotForMessages, stampNow } from '../support/messages';

for (const theme of THEMES) {
  test(`/messages, a conversation and its dialogs have no accessibility violations (${theme})`, async ({ browser }) => {
    test.slow(); // two accounts, then four scans
    const spot = spotForMessages('a11y', THEMES.indexOf(theme));
    const stamp = stampNow();
    const seller = await personAt(browser, `Ada ${stamp}`, spot);
    const buyer = await personAt(browser, `Ben ${stamp}`, spot);
    await startInTheme(buyer.page, theme);

    await buyer.page.goto('/messages');
    await expect(buyer.page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(buyer.page.getByText('No messages yet')).toBeVisible();
    await expectNoAxeViolations(buyer.page);

    const photo = await drawPhoto(seller.page, '#5d4037', 'lamp', 320, 240);
    const classified = await createClassifiedViaApi(seller.page, { title: `Reading lamp ${stamp}`, price: '15', ...spot, photos: [photo] });
    const first = await messageViaApi(buyer.page, { listingId: classified.id, listingType: 'classified', content: 'Does the lamp take LED bulbs?' });
    await messageViaApi(seller.page, { listingId: classified.id, receiverId: first.senderId, content: 'Yes, any E26 bulb.' });

    await buyer.page.reload();
    await expect(inboxRow(buyer.page, seller.name)).toContainText('1 unread message');
    await expectNoSidewaysScroll(buyer.page);
    await expectNoAxeViolations(buyer.page);

    await inboxRow(buyer.page, seller.name).click();
    await expect(conversationLog(buyer.page, seller.name).getByRole('listitem')).toHaveCount(2);
    await expectNoSidewaysScroll(buyer.page);
    await expectNoAxeViolations(buyer.page);

    await buyer.page.getByRole('button', { name: `Listing details: Reading lamp ${stamp}` }).click();
    const details = buyer.page.getByRole('dialog', { name: 'Listing Details' });
    await expect(details.getByRole('img', { name: `Photo of Reading lamp ${stamp}` })).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(buyer.page);
    await details.getByRole('button', { name: 'Close listing details' }).click();
    await expect(details).toBeHidden();

    await buyer.page.getByRole('button', { name: 'Conversation options' }).click();
    await buyer.page.getByRole('menuitem', { name: 'Block', exact: true }).click();
    const block = buyer.page.getByRole('dialog', { name: `Block ${seller.name}` });
    await block.getByRole('radio', { name: 'Report as scammer' }).check();
    await block.getByRole('button', { name: 'Report' }).click();
    await expect(block.getByText('Please give a reason for the report')).toBeVisible();
    await expectNoAxeViolations(buyer.page);

    await Promise.all([seller.context.close(), buyer.context.close()]);
  });
}
