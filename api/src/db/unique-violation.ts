/** Whether a query failed on a unique index (SQLSTATE 23505), as the driver reports it or as its cause. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
