import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDeletionRequests, useOpenAppeals, useOpenReports } from './api/desk-lists';
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
 * The three queues are loaded before the desk shows, as its tabs count them.
 */
export function AdminPage({ notFound }: AdminPageProps) {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const reports = useOpenReports(Boolean(user));
  const appeals = useOpenAppeals(Boolean(user));
  const deletions = useDeletionRequests(Boolean(user));
  const queues = [reports, appeals, deletions];
  if (currentUser.isError) return <LoadError onRetry={() => void currentUser.refetch()} />;
  if (currentUser.isPending || (user && queues.some((queue) => queue.isPending))) return <PageSpinner />;
  if (!user || queues.some((queue) => isRefusal(queue.error))) return notFound;
  if (!reports.data || !appeals.data || !deletions.data) return <LoadError onRetry={() => queues.forEach((queue) => void queue.refetch())} />;
  return <ReviewDesk reports={reports.data} appeals={appeals.data} deletions={deletions.data} />;
}
