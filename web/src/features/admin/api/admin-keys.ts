/** The desk's queries: each action invalidates `adminKeys.all`, so the queue and the audit log refetch. */
export const adminKeys = {
  all: ['admin'] as const,
  /** GET /api/admin/reports */
  reports: ['admin', 'reports'] as const,
  /** GET /api/admin/actions */
  actions: ['admin', 'actions'] as const,
};
