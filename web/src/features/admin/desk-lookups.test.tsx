// The desk's Find tab against a fake API (decisions 0072, 0074): an account found with its record,
// and a post found by whatever link or id is pasted, taken down or shown again from there.
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { AdminFoundPost } from '@yardsale/core/api-types';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '@/testing/fake-api';
import { resetScreen } from '@/testing/render-screen';
import { confirmWithReason, open, openTab, person, stubDesk } from './testing/desk-fixtures';

const POST_ID = '6f1e2d3c-0a1b-4c2d-8e3f-000000000042';
let fake: FakeApi;

beforeEach(() => {
  fake = stubDesk();
});

afterEach(resetScreen);

const owner = { ...person('sam', 'Sam'), reports: [{ id: 'r1', problem: null, reason: 'Asked for a deposit', status: 'open' as const, createdAt: '2026-06-01T10:00:00.000Z' }], posts: [{ id: POST_ID, type: 'listing' as const, title: 'Porch Sale', isActive: false }] };

const foundPost = (): AdminFoundPost => ({
  post: { id: POST_ID, type: 'listing', title: 'Porch Sale', isActive: false, description: 'Bikes, many bikes.', address: '9 Elm St, Sudbury, ON', price: null, createdAt: '2026-06-01T09:00:00.000Z' },
  owner,
});

function search(panel: HTMLElement, name: string, label: string, text: string) {
  const form = within(panel).getByRole('search', { name });
  fireEvent.change(within(form).getByLabelText(label), { target: { value: text } });
  fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
  return form;
}

describe('the Find tab', () => {
  it('shows the account found with the reports against them and their posts', async () => {
    fake.answers['GET /api/admin/users/lookup'] = { body: { users: [owner] } };
    open();
    const panel = await openTab('Find');
    search(panel, 'Find an account by its e-mail address', 'E-mail address', 'sam@example.org');
    const found = await within(panel).findByRole('list', { name: 'Accounts with this e-mail address' });
    expect(found.textContent).toContain('Sam · sam@example.org');
    expect(found.textContent).toContain('Reports about Sam (1)');
    expect(found.textContent).toContain('Asked for a deposit');
    expect(found.textContent).toContain('Posts by Sam (1)');
  });

  it('refuses text that holds no post id, asking nothing', async () => {
    open();
    const panel = await openTab('Find');
    const form = search(panel, 'Find a post by its link or id', 'Post link or id', 'the sale on Elm Street');
    expect(form.textContent).toContain("Paste a post's link (it holds the post's id) or the id itself.");
    expect(fake.requests.filter((request) => request.path.startsWith('/api/admin/posts/'))).toEqual([]);
  });

  it('finds the post a pasted link names, and shows a removed one again after asking why', async () => {
    fake.answers[`GET /api/admin/posts/${POST_ID}`] = { body: foundPost() };
    fake.answers[`POST /api/admin/listings/${POST_ID}/restore`] = { body: { message: ADMIN_MESSAGES.listingRestored } };
    open();
    const panel = await openTab('Find');
    search(panel, 'Find a post by its link or id', 'Post link or id', `https://yardsale.example/find?sale=${POST_ID.toUpperCase()}`);
    const found = await within(panel).findByRole('region', { name: 'Porch Sale' });
    expect(found.textContent).toContain('Removed');
    expect(found.textContent).toContain('9 Elm St, Sudbury, ON');
    expect(found.textContent).toContain('Posted by');
    fireEvent.click(within(found).getByRole('button', { name: 'Restore listing' }));
    const shown = foundPost();
    fake.answers[`GET /api/admin/posts/${POST_ID}`] = { body: { ...shown, post: { ...shown.post, isActive: true } } };
    await confirmWithReason('Restore listing', 'Restore', 'The bikes were his');
    await waitFor(() => expect(fake.sent('POST', `/api/admin/listings/${POST_ID}/restore`)).toEqual([expect.objectContaining({ body: { note: 'The bikes were his' } })]));
    expect(await within(found).findByRole('button', { name: 'Remove listing' })).toBeTruthy(); // the post is read again
  });

  it('says when no post has the id', async () => {
    open();
    const panel = await openTab('Find');
    search(panel, 'Find a post by its link or id', 'Post link or id', POST_ID);
    expect(await within(panel).findByText('No post has this id: it was never posted, or its owner deleted it.')).toBeTruthy();
  });
});
