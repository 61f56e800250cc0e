import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** After signing out or deleting the account: /auth, with no way back to the signed-in screen. */
export function useLeaveToAuth() {
  const navigate = useNavigate();
  return useCallback(() => void navigate(paths.auth, { replace: true }), [navigate]);
}
