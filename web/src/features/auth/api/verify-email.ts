import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/**
 * GET /api/verify-email?token=: uses a verification token, or an e-mail change's, once; 400 with a
 * message when it is not valid.
 */
export const verifyEmail = (token: string) => api.get<VerifyEmailResponse>(`/api/verify-email?token=${encodeURIComponent(token)}`);

/** The token of a verification link (the dialog's 'Verify Now' uses it without leaving the page). */
export function tokenOfLink(link: string): string | null {
  try {
    return new URL(link, window.location.origin).searchParams.get('token');
  } catch {
    return null;
  }
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
