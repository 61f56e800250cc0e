import { useQuery } from '@tanstack/react-query';
import type { AdminActionsPage } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/actions: every action of the desk, newest first. */
export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.actions,
    queryFn: ({ signal }) => api.get<AdminActionsPage>('/api/admin/actions', { signal }),
    select: (page) => page.actions,
  });
}
