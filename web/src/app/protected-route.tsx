import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';

/** Signed-in users only: a spinner while the user loads, then guests go to /auth (offline: a retry). */
export function ProtectedRoute() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
