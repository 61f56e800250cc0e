// The /admin desk against a fake API: who sees it at all, what a report and an appeal show, how each
// action asks its reason, sends it and toasts the API's answer, data deletion requests, the suspended
// accounts and the log.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminActionRecord, AdminAppeal, AdminDeletionRequest, AdminReport, CurrentUser } from '@yardsale/core/api-types';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { stubFakeApi, type FakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { AdminPage } from './admin-page';

const admin = { id: 'admin', email: 'desk@example.org', preferences: { termsAccepted: true, ageVerified: true, theme: 'light' } } as CurrentUser;
const person = (id: string, displayName: string, suspended = false) => ({
  id,
  displayName,
  email: `${id}@example.org`,
  createdAt: '2026-01-05T10:00:00.000Z',
  suspendedAt: suspended ? '2026-06-01T10:00:00.000Z' : null,
  suspensionReason: suspended ? 'Gift card scam' : null,
  deletedAt: null,
});

const report = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: 'r1',
  reason: 'Asked for gift cards',
  status: 'open',
  createdAt: '2026-06-02T09:30:00.000Z',
  reporter: person('bea', 'Bea'),
  reported: person('sam', 'Sam'),
  evidence: {
    listing: { id: 'c1', type: 'classified', title: 'Oak desk', description: 'Solid oak.', price: '80.00', address: 'London, ON' },
    messages: [
      { senderId: 'bea', content: 'Is it still available?', createdAt: '2026-06-01T08:00:00.000Z' },
      { senderId: 'sam', content: 'Pay with gift cards first.', createdAt: '2026-06-01T08:05:00.000Z' },
    ],
  },
  otherReports: [{ id: 'r0', reason: 'Never showed up', status: 'dismissed', createdAt: '2026-05-01T09:00:00.000Z' }],
  posts: [
    { id: 'c1', type: 'classified', title: 'Oak desk', isActive: true },
    { id: 's1', type: 'listing', title: 'Old garage sale', isActive: false },
  ],
  ...overrides,
});

const appeal = (): AdminAppeal => ({
  id: 'p1',
  message: 'The buyer paid in cash, not gift cards.',
  createdAt: '2026-06-02T11:00:00.000Z',
  user: person('sam', 'Sam', true),
  reports: [{ id: 'r1', reason: 'Asked for gift cards', status: 'reviewed', createdAt: '2026-06-01T09:30:00.000Z' }],
  posts: [{ id: 'c1', type: 'classified', title: 'Oak desk', isActive: true }],
});

const deletionRequest = (overrides: Partial<AdminDeletionRequest> = {}): AdminDeletionRequest => ({
  id: 'd1',
  email: 'sam@example.org',
  reason: 'Moving away',
  createdAt: '2026-06-02T12:00:00.000Z',
  dueAt: '2026-07-02T12:00:00.000Z',
  account: person('sam', 'Sam'),
  ...overrides,
});

const logEntry = (id: string, action: AdminActionRecord['action'], note: string): AdminActionRecord => ({
  id,
  action,
  note,
  adminEmail: 'desk@example.org',
  targetUserId: 'sam',
  target: { displayName: 'Sam', email: 'sam@example.org' },
  reportId: null,
  createdAt: '2026-06-03T12:00:00.000Z',
});

let fake: FakeApi;

function open(user: CurrentUser | null = admin) {
  queryClient.setQueryData(currentUserQueryKey, user);
  renderScreen(paths.admin, <AdminPage notFound={<h1>404 Page Not Found</h1>} />);
}

const desk = () => screen.findByRole('article', { name: 'Report about Sam' });

/** Writes the reason in the open dialog titled `title` and confirms with `confirm`. */
async function confirmWithReason(title: string, confirm: string, reason: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

async function openTab(name: string | RegExp) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
}

beforeEach(() => {
  fake = stubFakeApi({
    'GET /api/admin/reports': { body: { reports: [report()] } },
    'GET /api/admin/appeals': { body: { appeals: [] } },
    'GET /api/admin/deletion-requests': { body: { requests: [] } },
    'GET /api/admin/users/suspended': { body: { users: [] } },
    'GET /api/admin/actions': { body: { actions: [] } },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(resetScreen);

describe('who sees the desk', () => {
  it('shows a guest the not-found screen without asking the desk', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(fake.requests.filter((request) => request.path.startsWith('/api/admin/'))).toHaveLength(0);
  });

  it('shows a signed-in user the API refuses the not-found screen', async () => {
    fake.answers['GET /api/admin/reports'] = { status: 403, body: { message: ADMIN_MESSAGES.adminsOnly } };
    open({ ...admin, id: 'someone' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Review desk' })).toBeNull();
  });
});

describe('the queue', () => {
  it('shows the reason, both people, the evidence as a transcript, and the reported user’s record', async () => {
    open();
    const card = await desk();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reports (1)', 'Appeals (0)', 'Deletions (0)', 'Suspended', 'Log']);
    expect(card.textContent).toContain('Asked for gift cards');
    expect(card.textContent).toContain('Sam · sam@example.org');
    expect(card.textContent).toContain('Bea · bea@example.org');
    expect(card.textContent).toContain('$80');
    expect(card.textContent).toContain('London, ON');
    expect(card.textContent).toContain('Solid oak.');
    const transcript = within(card).getByRole('list', { name: 'Messages between Bea and Sam' });
    expect(within(transcript).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual(['Bea (reporter)', 'Sam (reported)']);
    expect(within(card).getByRole('heading', { name: 'Other reports about Sam (1)' })).toBeTruthy();
    expect(card.textContent).toContain('Never showed up — Dismissed');
    expect(within(card).getByRole('heading', { name: 'Posts by Sam (2)' })).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: /^Remove listing/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove listing: Oak desk']);
    expect(within(card).queryByText('Suspended')).toBeNull();
  });

  it('says so when it is empty', async () => {
    fake.answers['GET /api/admin/reports'] = { body: { reports: [] } };
    open();
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeTruthy();
  });

  it('offers Restore for a suspended account', async () => {
    fake.answers['GET /api/admin/reports'] = { body: { reports: [report({ reported: person('sam', 'Sam', true) })] } };
    open();
    const card = await desk();
    expect(within(card).getByText('Suspended')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Restore account' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Suspend account' })).toBeNull();
  });

  it('shows a report about an account deleted since, with nothing to do but dismiss it', async () => {
    const deleted = { ...person('sam', 'Sam'), deletedAt: '2026-06-03T08:00:00.000Z' };
    fake.answers['GET /api/admin/reports'] = { body: { reports: [report({ reported: deleted, reporter: null, otherReports: [], posts: [] })] } };
    open();
    const card = await desk();
    expect(card.textContent).toContain('Sam · sam@example.org');
    expect(within(card).getByText('Account deleted')).toBeTruthy();
    expect(card.textContent).toContain('A deleted account'); // the reporter's
    expect(within(card).getByRole('button', { name: 'Dismiss report' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Suspend account' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Restore account' })).toBeNull();
  });
});

describe('an action', () => {
  it('needs a reason, then sends it with the report, toasts the API’s message and refetches the queue', async () => {
    fake.answers['POST /api/admin/users/sam/suspend'] = { body: { message: ADMIN_MESSAGES.accountSuspended } };
    open();
    fireEvent.click(within(await desk()).getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
    expect(dialog.textContent).toContain('Suspend Sam (sam@example.org)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.noteRequired)).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/users/sam/suspend')).toHaveLength(0);

    fake.answers['GET /api/admin/reports'] = { body: { reports: [] } };
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: '  Gift card scam ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/users/sam/suspend').map((request) => request.body)).toEqual([{ note: 'Gift card scam', reportId: 'r1' }]);
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeTruthy();
  });

  it('toasts the API’s reason when it is refused, and stays open', async () => {
    fake.answers['POST /api/admin/listings/c1/remove'] = { status: 404, body: { message: ADMIN_MESSAGES.listingNotFound } };
    open();
    fireEvent.click(within(await desk()).getByRole('button', { name: 'Remove listing: Oak desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove listing' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Scam ad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Action failed${ADMIN_MESSAGES.listingNotFound}`);
    expect(fake.sent('POST', '/api/admin/listings/c1/remove').map((request) => request.body)).toEqual([{ note: 'Scam ad', reportId: 'r1' }]);
    expect(screen.getByRole('dialog', { name: 'Remove listing' })).toBeTruthy();
  });
});

describe('the appeals', () => {
  beforeEach(() => {
    fake.answers['GET /api/admin/appeals'] = { body: { appeals: [appeal()] } };
  });

  it('shows who appeals, their suspension, what they wrote and their record', async () => {
    open();
    const panel = await openTab('Appeals (1)');
    const card = within(panel).getByRole('article', { name: 'Appeal from Sam' });
    expect(within(panel).getByRole('list', { name: 'Open appeals, oldest first' })).toBeTruthy();
    expect(card.textContent).toContain('Sam · sam@example.org');
    expect(within(card).getByText('Suspended')).toBeTruthy();
    expect(card.textContent).toContain('Suspended for: Gift card scam');
    expect(within(card).getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual(expect.arrayContaining(['2026-06-02T11:00:00.000Z', '2026-06-01T10:00:00.000Z']));
    expect(card.textContent).toContain('The buyer paid in cash, not gift cards.');
    expect(within(card).getByRole('heading', { name: 'Reports about Sam (1)' })).toBeTruthy();
    expect(card.textContent).toContain('Asked for gift cards — Reviewed');
    expect(within(card).getByRole('heading', { name: 'Posts by Sam (1)' })).toBeTruthy();
  });

  it('says so when there is none', async () => {
    fake.answers['GET /api/admin/appeals'] = { body: { appeals: [] } };
    open();
    const panel = await openTab('Appeals (0)');
    expect(within(panel).getByRole('heading', { name: 'No open appeals' })).toBeTruthy();
  });

  it('rejects an appeal with its reason, and it leaves the queue', async () => {
    fake.answers['POST /api/admin/appeals/p1/reject'] = { body: { message: ADMIN_MESSAGES.appealRejected } };
    open();
    const panel = await openTab('Appeals (1)');
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject appeal' }));
    expect((await screen.findByRole('dialog', { name: 'Reject appeal' })).textContent).toContain('Reject the appeal of Sam (sam@example.org)?');
    fake.answers['GET /api/admin/appeals'] = { body: { appeals: [] } };
    await confirmWithReason('Reject appeal', 'Reject', 'Scam confirmed');
    expect(await screen.findByText('Appeal rejected')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/appeals/p1/reject').map((request) => request.body)).toEqual([{ note: 'Scam confirmed' }]);
    expect(await within(panel).findByRole('heading', { name: 'No open appeals' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Appeals (0)' })).toBeTruthy();
  });

  it('grants an appeal by restoring the account, and removes a post of the record', async () => {
    fake.answers['POST /api/admin/users/sam/restore'] = { body: { message: ADMIN_MESSAGES.accountRestored } };
    fake.answers['POST /api/admin/listings/c1/remove'] = { body: { message: ADMIN_MESSAGES.listingRemoved } };
    open();
    const card = within(await openTab('Appeals (1)')).getByRole('article', { name: 'Appeal from Sam' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove listing: Oak desk' }));
    await confirmWithReason('Remove listing', 'Remove', 'Scam ad');
    expect(await screen.findByText('Listing removed')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/listings/c1/remove').map((request) => request.body)).toEqual([{ note: 'Scam ad' }]);

    fireEvent.click(await within(card).findByRole('button', { name: 'Restore account' }));
    await confirmWithReason('Restore account', 'Restore', 'Appeal granted');
    expect(await screen.findByText('Account restored')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/users/sam/restore').map((request) => request.body)).toEqual([{ note: 'Appeal granted' }]);
  });
});

describe('the data deletion requests', () => {
  it('shows what each asks, by when, and the account it names; deleting the data asks why and sends it', async () => {
    fake.answers['GET /api/admin/deletion-requests'] = { body: { requests: [deletionRequest(), deletionRequest({ id: 'd2', email: 'nobody@example.org', reason: '', account: null })] } };
    fake.answers['POST /api/admin/deletion-requests/d1/complete'] = { body: { message: ADMIN_MESSAGES.dataDeleted } };
    open();
    const panel = await openTab('Deletions (2)');
    within(panel).getByRole('list', { name: 'Data deletion requests, oldest first' });
    const card = within(panel).getByRole('article', { name: 'Request to delete the data of sam@example.org' });
    expect(within(card).getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual(expect.arrayContaining(['2026-06-02T12:00:00.000Z', '2026-07-02T12:00:00.000Z']));
    expect(card.textContent).toContain('Moving away');
    expect(card.textContent).toContain('Sam · sam@example.org');
    const unknown = within(panel).getByRole('article', { name: 'Request to delete the data of nobody@example.org' });
    expect(unknown.textContent).toContain('No reason given.');
    expect(unknown.textContent).toContain('No account has this address.');
    fireEvent.click(within(unknown).getByRole('button', { name: 'Delete data' }));
    const noAccount = await screen.findByRole('dialog', { name: 'Delete data' });
    expect(noAccount.textContent).toContain('No account has this address: the messages sent to support from it are deleted for good.');
    fireEvent.click(within(noAccount).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fake.answers['GET /api/admin/deletion-requests'] = { body: { requests: [] } };
    fireEvent.click(within(card).getByRole('button', { name: 'Delete data' }));
    expect((await screen.findByRole('dialog', { name: 'Delete data' })).textContent).toContain('Delete what is kept for sam@example.org?');
    await confirmWithReason('Delete data', 'Delete', 'Asked by the owner');
    expect(await screen.findByText('Data deleted')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/deletion-requests/d1/complete').map((request) => request.body)).toEqual([{ note: 'Asked by the owner' }]);
    expect(await within(panel).findByRole('heading', { name: 'No deletion requests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deletions (0)' })).toBeTruthy();
  });

  it('rejects one with its reason', async () => {
    fake.answers['GET /api/admin/deletion-requests'] = { body: { requests: [deletionRequest()] } };
    fake.answers['POST /api/admin/deletion-requests/d1/reject'] = { body: { message: ADMIN_MESSAGES.deletionRequestRejected } };
    open();
    fireEvent.click(within(await openTab('Deletions (1)')).getByRole('button', { name: 'Reject request' }));
    expect((await screen.findByRole('dialog', { name: 'Reject request' })).textContent).toContain('Nothing is deleted.');
    await confirmWithReason('Reject request', 'Reject', 'The owner objected');
    expect(await screen.findByText('Deletion request rejected')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/deletion-requests/d1/reject').map((request) => request.body)).toEqual([{ note: 'The owner objected' }]);
  });
});

describe('the suspended accounts', () => {
  it('lists each with when and why, and restores one', async () => {
    fake.answers['GET /api/admin/users/suspended'] = { body: { users: [person('sam', 'Sam', true), { ...person('al', 'Al', true), suspensionReason: 'Fake tickets' }] } };
    fake.answers['POST /api/admin/users/al/restore'] = { body: { message: ADMIN_MESSAGES.accountRestored } };
    open();
    const list = within(await openTab('Suspended')).getByRole('list', { name: 'Suspended accounts, most recently suspended first' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Sam · sam@example\.orgJoined .*Suspended.*Suspended for: Gift card scamRestore account$/),
      expect.stringMatching(/^Al · al@example\.orgJoined .*Suspended.*Suspended for: Fake ticketsRestore account$/),
    ]);
    fake.answers['GET /api/admin/users/suspended'] = { body: { users: [person('sam', 'Sam', true)] } };
    fireEvent.click(within(list).getByRole('button', { name: 'Restore account: Al (al@example.org)' }));
    expect((await screen.findByRole('dialog', { name: 'Restore account' })).textContent).toContain('Restore Al (al@example.org)?');
    await confirmWithReason('Restore account', 'Restore', 'Tickets were real');
    expect(await screen.findByText('Account restored')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/users/al/restore').map((request) => request.body)).toEqual([{ note: 'Tickets were real' }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when there is none', async () => {
    open();
    expect((await openTab('Suspended')).textContent).toBe('No account is suspended.');
  });
});

describe('the audit log', () => {
  it('lists what was done, to whom, by whom and why, and offers nothing to do', async () => {
    fake.answers['GET /api/admin/actions'] = {
      body: {
        actions: [
          { ...logEntry('a4', 'complete-deletion', 'Asked by the owner'), targetUserId: null, target: { displayName: '', email: 'nobody@example.org' } },
          logEntry('a3', 'reject-appeal', 'Scam confirmed'),
          logEntry('a2', 'suspend', 'Gift card scam'),
          logEntry('a1', 'dismiss-report', 'A misunderstanding'),
        ],
      },
    };
    open();
    const panel = await openTab('Log');
    const log = await within(panel).findByRole('list', { name: 'Audit log' });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Data deleted — .*About nobody@example\.orgAsked by the ownerby desk@example\.org$/),
      expect.stringMatching(/^Appeal rejected — .*About Sam \(sam@example\.org\)Scam confirmedby desk@example\.org$/),
      expect.stringMatching(/^Account suspended — .*About Sam \(sam@example\.org\)Gift card scamby desk@example\.org$/),
      expect.stringMatching(/^Report dismissed — .*About Sam \(sam@example\.org\)A misunderstandingby desk@example\.org$/),
    ]);
    expect(within(panel).queryAllByRole('button')).toEqual([]);
  });
});
