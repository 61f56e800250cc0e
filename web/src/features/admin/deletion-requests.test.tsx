// The desk's queue of data deletion requests (decision 0051) against a fake API: what a card shows,
// and how deleting the data or rejecting the request asks its reason and sends it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '@/testing/fake-api';
import { resetScreen } from '@/testing/render-screen';
import { confirmWithReason, deletionRequest, open, openTab, stubDesk } from './testing/desk-fixtures';

let fake: FakeApi;

beforeEach(() => {
  fake = stubDesk();
});

afterEach(resetScreen);

/** A button pressed as a person does: it has focus, which the dialog it opens gives back. */
function pressButton(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

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
    pressButton(within(card).getByRole('button', { name: 'Delete data' }));
    expect((await screen.findByRole('dialog', { name: 'Delete data' })).textContent).toContain('Delete what is kept for sam@example.org?');
    await confirmWithReason('Delete data', 'Delete', 'Asked by the owner');
    expect(await screen.findByText('Data deleted')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/deletion-requests/d1/complete').map((request) => request.body)).toEqual([{ note: 'Asked by the owner' }]);
    expect(await within(panel).findByRole('heading', { name: 'No deletion requests' })).toBeTruthy();
    // The queue left empty, focus is on its tab, not lost at the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Deletions (0)' })));
  });

  it('rejects one with its reason, and moves focus to the request that took its place', async () => {
    const next = deletionRequest({ id: 'd2', email: 'next@example.org' });
    fake.answers['GET /api/admin/deletion-requests'] = { body: { requests: [deletionRequest(), next] } };
    fake.answers['POST /api/admin/deletion-requests/d1/reject'] = { body: { message: ADMIN_MESSAGES.deletionRequestRejected } };
    open();
    const panel = await openTab('Deletions (2)');
    fake.answers['GET /api/admin/deletion-requests'] = { body: { requests: [next] } };
    pressButton(within(panel).getAllByRole('button', { name: 'Reject request' })[0]!);
    expect((await screen.findByRole('dialog', { name: 'Reject request' })).textContent).toContain('Nothing is deleted.');
    await confirmWithReason('Reject request', 'Reject', 'The owner objected');
    expect(await screen.findByText('Deletion request rejected')).toBeTruthy();
    expect(fake.sent('POST', '/api/admin/deletion-requests/d1/reject').map((request) => request.body)).toEqual([{ note: 'The owner objected' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const nextCard = within(panel).getByRole('article', { name: 'Request to delete the data of next@example.org' });
    await waitFor(() => expect(document.activeElement).toBe(nextCard.closest('li')));
  });
});
