import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import type { ChangeEmailInput } from '@yardsale/core/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/users/change-email: mails the new address a link; 400 names a wrong password, 409 an address in use. */
export const changeEmail = (input: ChangeEmailInput) => api.post<MessageResponse>('/api/users/change-email', input);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
