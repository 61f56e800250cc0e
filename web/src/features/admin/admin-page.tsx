import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useOpenReports } from './api/open-reports';
import { ReviewDesk } from './components/review-desk';

/** The API's answer to anyone who is not an administrator (403), or whose session just ended (401). */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

interface AdminPageProps {
  /** What everyone else sees: the app's 404 screen, so the desk's address tells them nothing. */
  notFound: ReactNode;
}

/**
 * /admin: the review desk. Whether the user administers is known only by asking the desk's API (the
 * current-user answer does not say), so guests and refused users get the same screen as an unknown path.
 */
export function AdminPage({ notFound }: AdminPageProps) {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const reports = useOpenReports(Boolean(user));
  if (currentUser.isError) return <LoadError onRetry={() => void currentUser.refetch()} />;
  if (currentUser.isPending || (user && reports.isPending)) return <PageSpinner />;
  if (!user || isRefusal(reports.error)) return notFound;
  if (!reports.data) return <LoadError onRetry={() => void reports.refetch()} />;
  return <ReviewDesk reports={reports.data} />;
}
