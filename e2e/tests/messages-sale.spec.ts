import { logIn, signedOutAccount, STRONG_PASSWORD } from '../support/accounts';
import { createClassifiedViaApi } from '../support/classifieds';
import { AFTER_START, expect, test } from '../support/fixtures';
import { standAt } from '../support/geolocation';
import { createSaleViaApi, openSaleOnFind } from '../support/listings';
import { chooseFromConversationMenu, conversationLog, conversationsViaApi, inboxRow, messageViaApi, openClassifiedSheet, personAt, sendInConversation, spotForMessages, stampNow } from '../support/messages';
import { mapPin } from '../support/map';
import { loseFirstAnswer } from '../support/network';
import { toast } from '../support/toast';

test('a buyer messages the seller of a yard sale from Find, then blocks them from the Send Message dialog', async ({ browser }) => {
  test.slow(); // two people, each on their own phone
  const spot = spotForMessages('sale', 0);
  const stamp = stampNow();
  const title = `Garage sale on Birch Street ${stamp}`;
  const seller = await personAt(browser, `Ravi ${stamp}`, spot);
  const buyer = await personAt(browser, `Lena ${stamp}`, spot);
  await createSaleViaApi(seller.page, { title, address: '12 Birch Street, Chapleau, ON', latitude: spot.latitude + 0.002, longitude: spot.longitude });

  const sheet = await openSaleOnFind(buyer.page, title);
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Send Message' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('What time do you open on Saturday?');
  // A slip of the thumb beside the dialog does not throw the message away.
  await buyer.page.mouse.click(4, 4);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('What time do you open on Saturday?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(buyer.page, 'Message sent!')).toBeVisible();

  // The seller's map shows the unread count on the way to Messages, and the inbox names the sale.
  await seller.page.goto('/home');
  await expect(seller.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'View Classifieds, 1 unread message' })).toBeVisible();
  await seller.page.goto('/messages');
  await expect(inboxRow(seller.page, buyer.name)).toContainText(`Re: ${title}`);
  await inboxRow(seller.page, buyer.name).click();
  // A yard sale has no price; its details give the address.
  const chip = seller.page.getByRole('button', { name: `Listing details: ${title}` });
  await expect(chip).not.toContainText('$');
  await chip.click();
  await expect(seller.page.getByRole('dialog', { name: 'Listing Details' })).toContainText('12 Birch Street, Chapleau, ON');

  // With nothing written, the same tap closes the dialog.
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  await expect(dialog).toBeVisible();
  await buyer.page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();

  // Once the conversation exists, Block/Report in the dialog offers the choices; a block then refuses sending.
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  await dialog.getByRole('button', { name: 'Block/Report' }).click();
  await expect(dialog.getByRole('heading', { name: `Block or report ${seller.name}` })).toBeVisible();
  await dialog.getByRole('radio', { name: '2 weeks' }).check();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(buyer.page, 'User Blocked')).toBeVisible();
  await expect(dialog).toBeHidden();
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Sorry, one more question.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(buyer.page, 'Failed to send message')).toContainText('You have blocked this user. Unblock to send messages.');
  await expect(dialog).toBeVisible(); // the text stays for later

  // Block/Report now offers to unblock, and then the text goes through.
  await dialog.getByRole('button', { name: 'Block/Report' }).click();
  await expect(dialog.getByRole('status')).toContainText('You have blocked this user. Unblock to send messages.');
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(toast(buyer.page, 'User Unblocked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(buyer.page, 'Message sent!')).toBeVisible();

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

test('Block/Report in the Send Message dialog reports a classified seller with a reason', async ({ browser }) => {
  const spot = spotForMessages('sale', 1);
  const stamp = stampNow();
  const title = `Snowshoes ${stamp}`;
  const seller = await personAt(browser, `Omar ${stamp}`, spot);
  const buyer = await personAt(browser, `Ines ${stamp}`, spot);
  const classified = await createClassifiedViaApi(seller.page, { title, price: '0', ...spot });
  await messageViaApi(buyer.page, { listingId: classified.id, listingType: 'classified', content: 'Are these still free?' });

  const sheet = await openClassifiedSheet(buyer.page, title);
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Send Message' });
  await dialog.getByRole('button', { name: 'Block/Report' }).click();
  await dialog.getByRole('radio', { name: 'Report as scammer' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Wants a deposit by wire transfer.');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(buyer.page, 'User Reported')).toBeVisible();
  // Reported means blocked for good: the conversation stays in the buyer's inbox, marked.
  expect((await conversationsViaApi(buyer.page)).map((each) => each.blockedByYou)).toEqual([true]);
  expect((await (await buyer.page.request.get(`/api/users/${seller.id}/blocked`)).json()) as unknown).toEqual({ isBlocked: true });

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

test('a guest is told to log in to message a seller, and comes back to the sale once logged in', async ({ page, context, browser }) => {
  const spot = spotForMessages('sale', 2);
  const stamp = stampNow();
  const title = `Porch sale ${stamp}`;
  const seller = await personAt(browser, `Mia ${stamp}`, spot);
  const sale = await createSaleViaApi(seller.page, { title, latitude: spot.latitude, longitude: spot.longitude + 0.002 });
  await seller.context.close();
  const email = await signedOutAccount(page, 'guest');

  await standAt(context, spot);
  const sheet = await openSaleOnFind(page, title);
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  await expect(toast(page, 'You must be logged in to send messages')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email, STRONG_PASSWORD);
  // The sale's sheet is open again, by its link: the message is one tap away.
  await expect(page).toHaveURL(new RegExp(`/find\\?(.+&)?sale=${sale.id}$`));
  await expect(sheet.getByRole('button', { name: 'Message Seller' })).toBeVisible();
});

test("a guest who taps Message Seller on a map pin's sheet comes back to the map with that sheet open", async ({ page, context, browser }) => {
  const spot = spotForMessages('sale', 5);
  const stamp = stampNow();
  const title = `Carport sale ${stamp}`;
  const seller = await personAt(browser, `Ines ${stamp}`, spot);
  const sale = await createSaleViaApi(seller.page, { title, latitude: spot.latitude + 0.003, longitude: spot.longitude });
  await seller.context.close();
  const email = await signedOutAccount(page, 'map-guest');

  await standAt(context, spot);
  await page.goto('/home');
  await mapPin(page, title).click(AFTER_START);
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('button', { name: 'Message Seller' }).click();
  await expect(toast(page, 'You must be logged in to send messages')).toBeVisible();
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/home\\?sale=${sale.id}$`));
  await expect(sheet.getByRole('button', { name: 'Message Seller' })).toBeVisible();
  // Closed, the sheet lets go of its link, and stays closed on a reload.
  await sheet.getByRole('button', { name: 'Close sale details' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(mapPin(page, title)).toBeVisible(AFTER_START);
  await expect(sheet).toBeHidden();
});

test('a new account has no messages yet, and the conversation menu works from a link', async ({ browser }) => {
  const spot = spotForMessages('sale', 3);
  const stamp = stampNow();
  const seller = await personAt(browser, `Noor ${stamp}`, spot);
  const buyer = await personAt(browser, `Theo ${stamp}`, spot);
  await buyer.page.goto('/messages');
  await expect(buyer.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(buyer.page.getByText('No messages yet')).toBeVisible();

  const classified = await createClassifiedViaApi(seller.page, { title: `Canoe paddle ${stamp}`, ...spot });
  await messageViaApi(buyer.page, { listingId: classified.id, content: 'Still for sale?' });
  await buyer.page.reload();
  await inboxRow(buyer.page, seller.name).click();
  await expect(buyer.page).toHaveURL(`/messages?listing=${classified.id}&with=${seller.id}`);
  await chooseFromConversationMenu(buyer.page, 'Delete Chat');
  const confirm = buyer.page.getByRole('dialog', { name: 'Delete Chat' });
  await expect(confirm).toContainText(`Delete your conversation with ${seller.name}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await buyer.page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(buyer.page).toHaveURL(/\/messages$/);
  await expect(inboxRow(buyer.page, seller.name)).toContainText('Still for sale?');

  await Promise.all([seller.context.close(), buyer.context.close()]);
});

test('a message whose answer was lost on a weak network is sent once when the buyer sends it again', async ({ browser }) => {
  const spot = spotForMessages('sale', 4);
  const stamp = stampNow();
  const seller = await personAt(browser, `Ines ${stamp}`, spot);
  const buyer = await personAt(browser, `Omar ${stamp}`, spot);
  const classified = await createClassifiedViaApi(seller.page, { title: `Bread maker ${stamp}`, ...spot });
  await messageViaApi(buyer.page, { listingId: classified.id, content: 'Is it still for sale?' });
  await buyer.page.goto(`/messages?listing=${classified.id}&with=${seller.id}`);
  await loseFirstAnswer(buyer.page, '**/api/messages');

  await sendInConversation(buyer.page, 'I can pick it up at noon.');
  await expect(toast(buyer.page, 'Failed to send message')).toBeVisible();
  await expect(buyer.page.getByRole('textbox', { name: 'Message' })).toHaveValue('I can pick it up at noon.');
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(toast(buyer.page, 'Message sent')).toBeVisible();
  await expect(conversationLog(buyer.page, seller.name).getByText('I can pick it up at noon.')).toHaveCount(1);
  const [conversation] = await conversationsViaApi(seller.page);
  expect(conversation).toMatchObject({ unreadCount: 2, lastMessage: { content: 'I can pick it up at noon.' } });

  await Promise.all([seller.context.close(), buyer.context.close()]);
});
