// The /admin desk's tests share these: the people, cases and log lines the fake API answers with,
// opening the desk as a given user, and acting in its tabs and dialogs.
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminActionRecord, AdminAppeal, AdminDeletionRequest, AdminReport, CurrentUser } from '@yardsale/core/api-types';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { stubFakeApi, type FakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { AdminPage } from '../admin-page';

export const admin = { id: 'admin', email: 'desk@example.org', preferences: { termsAccepted: true, ageVerified: true, theme: 'light' } } as CurrentUser;
export const person = (id: string, displayName: string, suspended = false) => ({
  id,
  displayName,
  email: `${id}@example.org`,
  createdAt: '2026-01-05T10:00:00.000Z',
  suspendedAt: suspended ? '2026-06-01T10:00:00.000Z' : null,
  suspensionReason: suspended ? 'Gift card scam' : null,
  deletedAt: null,
});

export const report = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: 'r1',
  problem: null,
  postActive: null,
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
  otherReports: [{ id: 'r0', problem: null, reason: 'Never showed up', status: 'dismissed', createdAt: '2026-05-01T09:00:00.000Z' }],
  posts: [
    { id: 'c1', type: 'classified', title: 'Oak desk', isActive: true },
    { id: 's1', type: 'listing', title: 'Old garage sale', isActive: false },
  ],
  ...overrides,
});

export const appeal = (): AdminAppeal => ({
  id: 'p1',
  message: 'The buyer paid in cash, not gift cards.',
  createdAt: '2026-06-02T11:00:00.000Z',
  user: person('sam', 'Sam', true),
  reports: [{ id: 'r1', problem: null, reason: 'Asked for gift cards', status: 'reviewed', createdAt: '2026-06-01T09:30:00.000Z' }],
  posts: [{ id: 'c1', type: 'classified', title: 'Oak desk', isActive: true }],
});

export const deletionRequest = (overrides: Partial<AdminDeletionRequest> = {}): AdminDeletionRequest => ({
  id: 'd1',
  email: 'sam@example.org',
  reason: 'Moving away',
  createdAt: '2026-06-02T12:00:00.000Z',
  dueAt: '2026-07-02T12:00:00.000Z',
  account: person('sam', 'Sam'),
  ...overrides,
});

export const logEntry = (id: string, action: AdminActionRecord['action'], note: string): AdminActionRecord => ({
  id,
  action,
  note,
  adminEmail: 'desk@example.org',
  targetUserId: 'sam',
  target: { displayName: 'Sam', email: 'sam@example.org' },
  post: null,
  reportId: null,
  createdAt: '2026-06-03T12:00:00.000Z',
});

export function open(user: CurrentUser | null = admin) {
  queryClient.setQueryData(currentUserQueryKey, user);
  renderScreen(paths.admin, <AdminPage notFound={<h1>404 Page Not Found</h1>} />);
}

export const desk = () => screen.findByRole('article', { name: 'Report about Sam' });

/** Writes the reason in the open dialog titled `title` and confirms with `confirm`. */
export async function confirmWithReason(title: string, confirm: string, reason: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

export async function openTab(name: string | RegExp) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
}

/** The desk's API with one open report and nothing else; a test changes `answers` before it opens the desk. */
export function stubDesk(): FakeApi {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return stubFakeApi({
    'GET /api/admin/reports': { body: { reports: [report()] } },
    'GET /api/admin/appeals': { body: { appeals: [] } },
    'GET /api/admin/deletion-requests': { body: { requests: [] } },
    'GET /api/admin/users/suspended': { body: { users: [] } },
    'GET /api/admin/actions': { body: { actions: [] } },
  });
}
