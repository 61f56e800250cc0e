import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyCurrentUserResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/** POST /api/verify-current-user: verifies at once in direct mode, otherwise mails a new link. */
export const verifyCurrentUser = () => api.post<VerifyCurrentUserResponse>('/api/verify-current-user');

export function useVerifyCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCurrentUser,
    onSuccess: (answer) => {
      if (answer.emailVerified) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
