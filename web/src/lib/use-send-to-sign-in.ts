import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';

/**
 * For what only someone signed in may do (message, save, report): a guest is told why in a toast and
 * taken to log in, and comes back to this page (a sheet's link included) once signed in.
 */
export function useSendToSignIn(): (why: string) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (why: string) => {
      toast({ title: why, variant: 'info' });
      void navigate(paths.auth, { state: { from: `${pathname}${search}` } });
    },
    [toast, navigate, pathname, search],
  );
}
