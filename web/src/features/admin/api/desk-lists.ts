import { useQuery } from '@tanstack/react-query';
import type { AdminActionsPage, AdminAppealsPage, AdminDeletionRequestsPage, AdminFoundPost, AdminLookupPage, AdminReportsPage, AdminSuspendedPage } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { api, ApiError } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

interface ListOptions {
  enabled?: boolean;
  /** Polled, so new ones arrive while the desk is open. */
  polled?: boolean;
  /** Asked again each time it is shown. */
  fresh?: boolean;
}

/** GET one of the desk's lists: the answer is an object holding it under `field`. */
function useDeskList<Page, Field extends keyof Page>(queryKey: readonly string[], path: string, field: Field, { enabled = true, polled = false, fresh = false }: ListOptions = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Page>(path, { signal }),
    select: (page) => page[field],
    enabled,
    ...(fresh && { staleTime: 0 }),
    // A refusal is final (the desk is not for this user): no more polling.
    refetchInterval: (query) => (polled && query.state.status !== 'error' ? POLLING_MS.defaultRefetch : false),
  });
}

/** The open reports, oldest first: the desk's first queue. */
export const useOpenReports = (enabled: boolean) => useDeskList<AdminReportsPage, 'reports'>(adminKeys.reports, '/api/admin/reports', 'reports', { enabled, polled: true });

/** The open appeals of suspended users, oldest first: the desk's second queue. */
export const useOpenAppeals = (enabled: boolean) => useDeskList<AdminAppealsPage, 'appeals'>(adminKeys.appeals, '/api/admin/appeals', 'appeals', { enabled, polled: true });

/** The pending requests to delete an address's data, oldest first: the desk's third queue. */
export const useDeletionRequests = (enabled: boolean) =>
  useDeskList<AdminDeletionRequestsPage, 'requests'>(adminKeys.deletions, '/api/admin/deletion-requests', 'requests', { enabled, polled: true });

/** The suspended accounts, most recently suspended first. */
export const useSuspendedAccounts = () => useDeskList<AdminSuspendedPage, 'users'>(adminKeys.suspended, '/api/admin/users/suspended', 'users');

/** Every action and look-up of the desk, newest first: a look-up writes to it too, so it is read again each time it is shown. */
export const useAuditLog = () => useDeskList<AdminActionsPage, 'actions'>(adminKeys.actions, '/api/admin/actions', 'actions', { fresh: true });

/** The account with this e-mail address, with its record, as a list of none or one; nothing is asked until there is an address. */
export const useAccountLookup = (email: string | null) =>
  useDeskList<AdminLookupPage, 'users'>(adminKeys.lookup(email ?? ''), `/api/admin/users/lookup?email=${encodeURIComponent(email ?? '')}`, 'users', { enabled: email !== null });

/** The post with this id and its owner (decision 0074); null when no post has it. Nothing is asked until there is an id. */
export const usePostLookup = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.post(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AdminFoundPost>(`/api/admin/posts/${encodeURIComponent(id ?? '')}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
  });
