import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

export interface CompletePasswordResetInput {
  token: string;
  newPassword: string;
}

/** POST /api/users/reset-password/complete {token, newPassword}: 400 with a message for a bad or used token. */
export const completePasswordReset = (input: CompletePasswordResetInput) =>
  api.post<MessageResponse>('/api/users/reset-password/complete', input);

/** A reset ends every session of the account, so the cached user is read again. */
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
