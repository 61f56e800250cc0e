import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

/** POST /api/users/reset-password/request {email}: the same answer whether or not the account exists. */
export const requestPasswordReset = (email: string) => api.post<MessageResponse>('/api/users/reset-password/request', { email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
