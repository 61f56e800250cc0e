import { STRONG_PASSWORD } from '../support/accounts';
import { createClassifiedViaApi } from '../support/classifieds';
import { expect, test } from '../support/fixtures';
import {
  chooseFromConversationMenu,
  closeToast,
  conversationLog,
  inboxRow,
  messageViaApi,
  openClassifiedSheet,
  personAt,
  sendInConversation,
  spotForMessages,
  stampNow,
} from '../support/messages';
import { toast } from '../support/toast';

const BLOCKED_BAR = 'You have blocked this user. Unblock to send messages.';

test('a buyer messages a seller about a classified; they talk, block, unblock, report and delete the chat', async ({ browser }) => {
  test.slow(); // two people, each on their own phone, through a whole conversation
  const spot = spotForMessages('journey', 0);
  const stamp = stampNow();
  const title = `Cedar bookshelf ${stamp}`;
  const seller = await personAt(browser, `Sam ${stamp}`, spot);
  const buyer = await personAt(browser, `Bea ${stamp}`, { latitude: spot.latitude - 0.005, longitude: spot.longitude });
  await createClassifiedViaApi(seller.page, { title, price: '120', condition: 'Good', description: 'Five shelves, solid cedar.', ...spot });

  // The seller has the app open; the buyer writes from the classified's sheet (a blank message cannot be sent).
  await seller.page.goto('/classifieds');
  await expect(seller.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  const sheet = await openClassifiedSheet(buyer.page, title);
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Send Message' });
  await expect(dialog).toContainText(`About "${title}"`);
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  // A usual first question is one tap away, written into the field to send or change.
  const quick = dialog.getByRole('group', { name: 'Questions to start with' });
  await quick.getByRole('button', { name: 'Is the price negotiable?' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is the price negotiable?');
  await expect(quick).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('   ');
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await expect(send).toBeDisabled();
  // Before a first message there is no conversation to block or report from: the panel says so.
  await dialog.getByRole('button', { name: 'Block/Report' }).click();
  await expect(dialog).toContainText('Once you have sent the seller a message');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hi! Is the bookshelf still available?');
  await send.click();
  await expect(toast(buyer.page, 'Message sent!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Closing over the sale's sheet, the dialog hands the page back to the sheet: the toast stays heard.
  await expect(toast(buyer.page, 'Message sent!')).toBeVisible();

  // The seller sees it arrive unread, live (no reload): on the Messages icon, then in the inbox.
  await expect(seller.page.getByRole('link', { name: 'Messages, 1 unread message' })).toBeVisible();
  await seller.page.getByRole('link', { name: 'Messages, 1 unread message' }).click();
  const row = inboxRow(seller.page, buyer.name);
  await expect(row).toContainText(`Re: ${title}`);
  await expect(row).toContainText('Hi! Is the bookshelf still available?');
  await expect(row).toContainText('1 unread message');
  await expect(row).toContainText(/just now|1 minute ago/);

  // The seller opens it and replies; read, it is no longer unread.
  await row.click();
  await expect(seller.page.getByRole('heading', { level: 1, name: buyer.name })).toBeVisible();
  const sellerLog = conversationLog(seller.page, buyer.name);
  await expect(sellerLog.getByRole('listitem')).toHaveCount(1);
  await expect(sellerLog.getByRole('listitem')).toContainText(`${buyer.name}: Hi! Is the bookshelf still available?`);
  await sendInConversation(seller.page, 'Yes! Come by after 5.');
  await expect(toast(seller.page, 'Message sent')).toBeVisible();
  await expect(sellerLog.getByRole('listitem').last()).toContainText('You: Yes! Come by after 5.');
  // Text written and not sent waits in the conversation for the seller's return.
  const composer = seller.page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Cash only, please.');
  await seller.page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(row).toContainText('Yes! Come by after 5.');
  await expect(row).not.toContainText('unread');
  await row.click();
  await expect(composer).toHaveValue('Cash only, please.');
  await composer.fill('');
  await seller.page.getByRole('button', { name: 'Back to messages' }).click();

  // The buyer sees the reply, and the listing it is about.
  await buyer.page.goto('/messages');
  await inboxRow(buyer.page, seller.name).click();
  const buyerLog = conversationLog(buyer.page, seller.name);
  await expect(buyerLog).toContainText(`${seller.name}: Yes! Come by after 5.`);
  await buyer.page.getByRole('button', { name: `Listing details: ${title}` }).click();
  const details = buyer.page.getByRole('dialog', { name: 'Listing Details' });
  await expect(details).toContainText('$120');
  await expect(details).toContainText('Five shelves, solid cedar.');
  await expect(details).toContainText('Good');
  await details.getByRole('button', { name: 'Close listing details' }).click();
  await expect(details).toBeHidden();

  // A new message reaches the open conversation by itself (live events).
  await inboxRow(seller.page, buyer.name).click();
  await sendInConversation(seller.page, 'Cash only, please.');
  await expect(buyerLog).toContainText('Cash only, please.');
  // One that asks for what scammers ask for comes with a warning under it, for the reader only.
  await expect(buyerLog.getByRole('note')).toHaveCount(0);
  await sendInConversation(seller.page, 'Or tell me the code I just texted you.');
  await expect(buyerLog.getByRole('listitem').last().getByRole('note')).toContainText('Never share a code sent to your phone');
  await expect(conversationLog(seller.page, buyer.name).getByRole('note')).toHaveCount(0);

  // The seller blocks the buyer for a day: the input bar gives way, and the buyer is refused.
  await closeToast(seller.page);
  await chooseFromConversationMenu(seller.page, 'Block');
  const block = seller.page.getByRole('dialog', { name: `Block ${buyer.name}` });
  await block.getByRole('radio', { name: '1 day' }).check();
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(toast(seller.page, 'User Blocked')).toBeVisible();
  await expect(seller.page.getByText(BLOCKED_BAR)).toBeVisible();
  await expect(seller.page.getByRole('textbox', { name: 'Message' })).toBeHidden();
  await sendInConversation(buyer.page, 'Hello?');
  await expect(toast(buyer.page, 'Failed to send message')).toContainText('This user is not accepting messages from you');

  // The conversation stays in the seller's Messages, marked, with the way to unblock in it.
  await closeToast(seller.page);
  await seller.page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(inboxRow(seller.page, buyer.name)).toContainText('Blocked');
  await inboxRow(seller.page, buyer.name).click();
  await expect(seller.page.getByText(BLOCKED_BAR)).toBeVisible();

  // Unblocked from the bar by keyboard, the input bar in its place takes the focus, and the buyer's message goes through.
  await seller.page.getByRole('status').filter({ hasText: BLOCKED_BAR }).getByRole('button', { name: 'Unblock' }).press('Enter');
  await expect(toast(seller.page, 'User Unblocked')).toBeVisible();
  await expect(seller.page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await buyer.page.getByRole('button', { name: 'Send' }).click(); // the refused text is still there
  await expect(toast(buyer.page, 'Message sent')).toBeVisible();
  await expect(sellerLog).toContainText(`${buyer.name}: Hello?`);

  // The buyer reports the seller as a scammer, which needs a reason.
  await closeToast(buyer.page);
  await chooseFromConversationMenu(buyer.page, 'Block');
  const report = buyer.page.getByRole('dialog', { name: `Block ${seller.name}` });
  await report.getByRole('radio', { name: 'Report as scammer' }).check();
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(report.getByText('Please give a reason for the report')).toBeVisible();
  await report.getByRole('textbox', { name: 'Reason' }).fill('Asked me to pay with gift cards first.');
  await buyer.page.mouse.click(4, 4); // a tap beside the dialog keeps the reason written
  await expect(report.getByRole('textbox', { name: 'Reason' })).toHaveValue('Asked me to pay with gift cards first.');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(toast(buyer.page, 'User Reported')).toBeVisible();
  await expect(buyer.page.getByText(BLOCKED_BAR)).toBeVisible();

  // The buyer deletes the chat and is back at an empty list; the seller keeps theirs.
  await closeToast(buyer.page);
  await chooseFromConversationMenu(buyer.page, 'Delete Chat');
  await buyer.page.getByRole('dialog', { name: 'Delete Chat' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(buyer.page, 'Conversation Deleted')).toBeVisible();
  await expect(buyer.page).toHaveURL(/\/messages$/);
  await expect(buyer.page.getByText('No messages yet')).toBeVisible();
  await seller.page.goto('/messages');
  await expect(inboxRow(seller.page, buyer.name)).toContainText('Hello?');

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

test('a buyer who deleted their account stays in the seller’s messages as a deleted account, with nothing more to send', async ({ browser }) => {
  const spot = spotForMessages('journey', 1);
  const stamp = stampNow();
  const seller = await personAt(browser, `Sid ${stamp}`, spot);
  const buyer = await personAt(browser, `Bo ${stamp}`, { latitude: spot.latitude - 0.005, longitude: spot.longitude });
  const { id: listingId } = await createClassifiedViaApi(seller.page, { title: `Pine dresser ${stamp}`, price: '60', condition: 'Good', description: 'Four drawers.', ...spot });
  await messageViaApi(buyer.page, { listingId, listingType: 'classified', content: 'Could you hold it until Sunday?' });
  await messageViaApi(seller.page, { listingId, receiverId: buyer.id, content: 'Sure, see you then.' });
  expect((await buyer.page.request.delete('/api/users/account', { data: { password: STRONG_PASSWORD } })).status()).toBe(200);

  // The seller keeps the conversation (the privacy policy's promise), under a name that says what happened.
  await seller.page.goto('/messages');
  await inboxRow(seller.page, 'Deleted account').click();
  await expect(conversationLog(seller.page, 'Deleted account')).toContainText('Could you hold it until Sunday?');
  await expect(seller.page.getByRole('status').filter({ hasText: 'This account was deleted, so no new messages can be sent here.' })).toBeVisible();
  await expect(seller.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  // Nobody is left to block; the chat can still be deleted.
  await seller.page.getByRole('button', { name: 'Conversation options' }).click();
  await expect(seller.page.getByRole('menuitem')).toHaveText(['Delete Chat']);
  await seller.page.getByRole('menuitem', { name: 'Delete Chat' }).click();
  await seller.page.getByRole('dialog', { name: 'Delete Chat' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(seller.page, 'Conversation Deleted')).toBeVisible();
  await expect(seller.page.getByText('No messages yet')).toBeVisible();

  await Promise.all([seller.context.close(), buyer.context.close()]);
});
