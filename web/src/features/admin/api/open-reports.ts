import { useQuery } from '@tanstack/react-query';
import type { AdminReportsPage } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /api/admin/reports: the open reports, oldest first, polled so new ones arrive while the desk is
 * open. A refusal is final (the desk is not for this user): no more polling.
 */
export function useOpenReports(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: ({ signal }) => api.get<AdminReportsPage>('/api/admin/reports', { signal }),
    select: (page) => page.reports,
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? false : POLLING_MS.defaultRefetch),
  });
}
