/** The desk's queries: each action invalidates `adminKeys.all`, so the queues, the lists and the audit log refetch. */
export const adminKeys = {
  all: ['admin'] as const,
  /** GET /api/admin/reports */
  reports: ['admin', 'reports'] as const,
  /** GET /api/admin/appeals */
  appeals: ['admin', 'appeals'] as const,
  /** GET /api/admin/deletion-requests */
  deletions: ['admin', 'deletions'] as const,
  /** GET /api/admin/users/suspended */
  suspended: ['admin', 'suspended'] as const,
  /** GET /api/admin/users/lookup?email= */
  lookup: (email: string) => ['admin', 'lookup', email] as const,
  /** GET /api/admin/posts/{id} */
  post: (id: string) => ['admin', 'post', id] as const,
  /** GET /api/admin/actions */
  actions: ['admin', 'actions'] as const,
};
