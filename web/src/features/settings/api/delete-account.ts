import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { apiRequest } from '@/lib/api-client';
import { forgetSignedInUser } from '@/lib/auth';

/** DELETE /api/users/account {password}: deletes the account and its session (400 'Password is incorrect'). */
export const deleteAccount = (password: string) =>
  apiRequest<MessageResponse>('/api/users/account', { method: 'DELETE', body: { password } });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Like a sign-out: nothing of the deleted account may stay in the cache for the next user of this tab.
    onSuccess: () => forgetSignedInUser(queryClient, { andDrafts: true }),
  });
}
