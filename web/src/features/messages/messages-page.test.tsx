// The /messages screen against a fake API: the inbox, a conversation, sending, the blocked bar and
// the block dialog's rule that a report needs a reason.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, CurrentUser, Message } from '@yardsale/core/api-types';
import { NAMELESS_USER } from '@yardsale/core/messaging';
import { conversationPath } from '@yardsale/core/conversation-path';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/lib/auth';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { stubFakeApi, type FakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { MessagesPage } from './messages-page';

const me = { id: 'buyer', preferences: { termsAccepted: true, ageVerified: true, theme: 'light' } } as CurrentUser;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const conversation: Conversation = {
  listingId: 'desk',
  listingType: 'classified',
  otherUser: { id: 'seller', displayName: 'Dana', username: 'Dana', avatarUrl: null },
  listing: { title: 'Oak desk', price: '0.00', address: 'London, ON', description: 'Solid oak.', category: 'Furniture', condition: 'Good', imageUrl: null },
  lastMessage: { content: 'Yes, until Saturday.', createdAt: minutesAgo(5) },
  unreadCount: 2,
  blockedByYou: false,
};

const message = (id: string, senderId: string, content: string, minutes: number): Message => ({
  id,
  senderId,
  receiverId: senderId === me.id ? 'seller' : me.id,
  listingId: 'desk',
  listingType: 'classified',
  content,
  createdAt: minutesAgo(minutes),
  readAt: null,
  sender: { avatarUrl: null },
});

let fake: FakeApi;

function open(path: string) {
  queryClient.setQueryData(currentUserQueryKey, me);
  renderScreen(paths.messages, <MessagesPage />, path);
}

beforeEach(() => {
  fake = stubFakeApi({
    'GET /api/messages/conversations': { body: { conversations: [conversation], nextCursor: null } },
    'GET /api/messages/unread': { body: { unreadCount: 2 } },
    'GET /api/messages/desk/seller': {
      body: {
        messages: [message('m1', 'buyer', 'Is the desk still available?', 10), message('m2', 'seller', 'Yes, until Saturday.', 5)],
        nextCursor: null,
        otherUser: conversation.otherUser,
        listingType: conversation.listingType,
        listing: conversation.listing,
      },
    },
    'GET /api/users/seller/blocked': { body: { isBlocked: false } },
  });
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(resetScreen);

describe('the inbox', () => {
  it('shows each conversation with its name, listing, preview, time and unread count, linking to it', async () => {
    open(paths.messages);
    const row = await screen.findByRole('link', { name: /Dana/ });
    expect(row.textContent).toContain('Re: Oak desk');
    expect(row.textContent).toContain('Yes, until Saturday.');
    expect(row.textContent).toContain('5 minutes ago');
    expect(row.textContent).toContain('2 unread messages');
    expect(row.getAttribute('href')).toBe(conversationPath('desk', 'seller'));
  });

  it('says so when there is none', async () => {
    fake.answers['GET /api/messages/conversations'] = { body: { conversations: [], nextCursor: null } };
    open(paths.messages);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });

  it("calls someone without a display name by the reader's word for a neighbour", async () => {
    const nameless = { ...conversation.otherUser, displayName: NAMELESS_USER, username: NAMELESS_USER };
    fake.answers['GET /api/messages/conversations'] = { body: { conversations: [{ ...conversation, otherUser: nameless }], nextCursor: null } };
    await changeLanguage('fr');
    try {
      open(paths.messages);
      expect((await screen.findByRole('link', { name: /Voisin/ })).textContent).not.toContain(NAMELESS_USER);
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('a conversation', () => {
  it('shows the other person, the listing and both sides, and sends only what is not blank', async () => {
    open(conversationPath('desk', 'seller'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listing details: Oak desk' }).textContent).toContain('Free');
    const log = screen.getByRole('log', { name: 'Messages with Dana' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'You: Is the desk still available?10 minutes ago',
      'Dana: Yes, until Saturday.5 minutes ago',
    ]);

    const input = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    expect(screen.getByText('Please enter a message')).toBeTruthy();

    fake.answers['POST /api/messages'] = { status: 201, body: message('m3', 'buyer', 'Great, I will come by.', 0) };
    fireEvent.change(input, { target: { value: '  Great, I will come by. ' } });
    fireEvent.click(send);
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(fake.sent('POST', '/api/messages').map((request) => request.body)).toEqual([{ listingId: 'desk', receiverId: 'seller', content: 'Great, I will come by.' }]);
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  /** Opens the conversation about the desk with Dana holding `messages`, and answers its items, oldest first. */
  async function openThread(messages: Message[]) {
    fake.answers['GET /api/messages/desk/seller'] = {
      body: { messages, nextCursor: null, otherUser: conversation.otherUser, listingType: conversation.listingType, listing: conversation.listing },
    };
    open(conversationPath('desk', 'seller'));
    const log = await screen.findByRole('log', { name: 'Messages with Dana' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(messages.length));
    return within(log).getAllByRole('listitem');
  }

  it("warns under the other person's message that asks for a code or a gift card, not under the reader's own", async () => {
    const [mine, theirs] = await openThread([
      message('m1', 'buyer', 'Is the desk still available? I can send a gift card.', 10),
      message('m2', 'seller', 'Yes. First tell me the 6-digit code Google Voice texted you.', 5),
    ]);
    expect(within(mine!).queryByRole('note')).toBeNull();
    expect(within(theirs!).getByRole('note').textContent).toBe(
      'Never share a code sent to your phone: it lets a stranger take over your number or account. If something feels wrong, block or report them from the menu at the top.',
    );
  });

  it("warns of a link to another site, not of one to this app's own pages", async () => {
    const [own, elsewhere] = await openThread([
      message('m1', 'seller', `My other sale: ${window.location.origin}/find?sale=s2.`, 10),
      message('m2', 'seller', 'Pay the deposit at https://pay-now.example', 5),
    ]);
    expect(within(own!).queryByRole('note')).toBeNull();
    expect(within(elsewhere!).getByRole('note').textContent).toContain('Be careful with links');
  });

  it('says why a message was refused, and keeps it', async () => {
    fake.answers['POST /api/messages'] = { status: 403, body: { message: 'This user is not accepting messages from you' } };
    open(conversationPath('desk', 'seller'));
    const input = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Hello?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Failed to send messageThis user is not accepting messages from you');
    expect((input as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('replaces the input bar while the other person is blocked', async () => {
    fake.answers['GET /api/users/seller/blocked'] = { body: { isBlocked: true } };
    open(conversationPath('desk', 'seller'));
    expect(await screen.findByText('You have blocked this user. Unblock to send messages.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('replaces the input bar once the listing was deleted: the server would refuse any message about it', async () => {
    fake.answers['GET /api/messages/desk/seller'] = {
      body: { messages: [message('m1', 'buyer', 'Did it sell?', 5)], nextCursor: null, otherUser: conversation.otherUser, listingType: null, listing: null },
    };
    open(conversationPath('desk', 'seller'));
    expect(await screen.findByText('This listing is no longer available, so no new messages can be sent here.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('reports as a scammer only with a reason', async () => {
    fake.answers['POST /api/users/seller/report'] = { status: 201, body: {} };
    open(conversationPath('desk', 'seller'));
    fireEvent.click(await screen.findByRole('button', { name: 'Conversation options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Dana' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Report as scammer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Please give a reason for the report')).toBeTruthy();
    expect(fake.sent('POST', '/api/users/seller/report')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Asked for gift cards' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('User Reported')).toBeTruthy();
    expect(fake.sent('POST', '/api/users/seller/report').map((request) => request.body)).toEqual([{ reason: 'Asked for gift cards', listingId: 'desk' }]);
  });
});
