// The /admin desk against a fake API: who sees it at all, what a report and an appeal show, how each
// action asks its reason, sends it and toasts the API's answer, the suspended accounts and the log.
// (Data deletion requests: deletion-requests.test.tsx.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '@/testing/fake-api';
import { resetScreen } from '@/testing/render-screen';
import { admin, appeal, confirmWithReason, desk, logEntry, open, openTab, person, report, stubDesk } from './testing/desk-fixtures';

let fake: FakeApi;

beforeEach(() => {
  fake = stubDesk();
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
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reports (1)', 'Appeals (0)', 'Deletions (0)', 'Suspended', 'Find', 'Log']);
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

  it("shows a post's report with what is wrong with it, and takes that post down from the card", async () => {
    const otherReports = [{ id: 'r0', problem: 'spam' as const, reason: '', status: 'dismissed' as const, createdAt: '2026-05-01T09:00:00.000Z' }];
    fake.answers['GET /api/admin/reports'] = { body: { reports: [report({ problem: 'prohibited', postActive: true, reason: '', otherReports, evidence: { ...report().evidence, messages: [] } })] } };
    fake.answers['POST /api/admin/listings/c1/remove'] = { body: { message: ADMIN_MESSAGES.listingRemoved } };
    open();
    const card = await desk();
    expect(card.textContent).toContain('Problem with the post');
    expect(card.textContent).toContain('A prohibited or dangerous item');
    expect(card.textContent).toContain('No words given.');
    expect(card.textContent).toContain('Spam or a duplicate — Dismissed');

    fireEvent.click(within(card).getByRole('button', { name: 'Remove listing' }));
    await confirmWithReason('Remove listing', 'Remove', 'Fireworks');
    expect(await screen.findByText('Listing removed')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/listings/c1/remove').map((request) => request.body)).toEqual([{ note: 'Fireworks', reportId: 'r1' }]);
  });

  it('leaves a report about the administrator signed in to another one, with no action on it', async () => {
    fake.answers['GET /api/admin/reports'] = { body: { reports: [report({ reported: person('admin', 'Dee') })] } };
    open();
    const card = await screen.findByRole('article', { name: 'Report about Dee' });
    expect(card.textContent).toContain('Another administrator must decide this report: it is about you.');
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it("offers no Remove on the card of a person's report, nor once the post is down", async () => {
    fake.answers['GET /api/admin/reports'] = { body: { reports: [report(), { ...report({ problem: 'scam', postActive: false }), id: 'r2' }] } };
    open();
    const cards = await screen.findAllByRole('article', { name: 'Report about Sam' });
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).queryByRole('button', { name: 'Remove listing' })).toBeNull();
    }
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
  it('names the post a removal took down, and restores it from there while it is still down', async () => {
    const desk = { id: 'desk', type: 'classified' as const, title: 'Oak desk' };
    fake.answers['GET /api/admin/actions'] = {
      body: {
        actions: [
          { ...logEntry('a2', 'remove-listing', 'Looked like a scam'), post: { ...desk, isActive: false } },
          { ...logEntry('a1', 'remove-listing', 'Spam'), post: { id: 'lamp', type: 'listing', title: 'Lamp sale', isActive: true } },
        ],
      },
    };
    fake.answers['POST /api/admin/listings/desk/restore'] = { body: { message: ADMIN_MESSAGES.listingRestored } };
    open();
    const log = await within(await openTab('Log')).findByRole('list', { name: 'Audit log' });
    const [removed, shownAgain] = within(log).getAllByRole('listitem');
    expect(removed!.textContent).toContain('Post: Oak desk');
    expect(within(shownAgain!).queryByRole('button')).toBeNull(); // shown already: nothing to restore
    fireEvent.click(within(removed!).getByRole('button', { name: 'Restore listing: Oak desk' }));
    expect((await screen.findByRole('dialog', { name: 'Restore listing' })).textContent).toContain('Show "Oak desk" again?');
    await confirmWithReason('Restore listing', 'Restore', 'It was a real desk');
    expect(await screen.findByText('Listing restored')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/listings/desk/restore').map((request) => request.body)).toEqual([{ note: 'It was a real desk' }]);
  });

  it('lists what was done or looked up, to whom, by whom and why, and offers nothing to do', async () => {
    fake.answers['GET /api/admin/actions'] = {
      body: {
        actions: [
          { ...logEntry('a5', 'look-up-post', ''), post: { id: 'lamp', type: 'listing', title: 'Lamp sale', isActive: true } },
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
      expect.stringMatching(/^Post looked up — .*About Sam \(sam@example\.org\)Post: Lamp saleby desk@example\.org$/),
      expect.stringMatching(/^Data deleted — .*About nobody@example\.orgAsked by the ownerby desk@example\.org$/),
      expect.stringMatching(/^Appeal rejected — .*About Sam \(sam@example\.org\)Scam confirmedby desk@example\.org$/),
      expect.stringMatching(/^Account suspended — .*About Sam \(sam@example\.org\)Gift card scamby desk@example\.org$/),
      expect.stringMatching(/^Report dismissed — .*About Sam \(sam@example\.org\)A misunderstandingby desk@example\.org$/),
    ]);
    expect(within(panel).queryAllByRole('button')).toEqual([]);
  });
});
