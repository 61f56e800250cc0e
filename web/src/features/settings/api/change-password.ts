import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/users/change-password; a 400 says 'Current password is incorrect' when it is. */
export const changePassword = ({ currentPassword, newPassword }: ChangePasswordInput) =>
  api.post<MessageResponse>('/api/users/change-password', { currentPassword, newPassword });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
