import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@yardsale/core/api-types';
import type { RegistrationInput } from '@yardsale/core/schemas/auth';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/** POST /api/register {username, password}: 201 with the new user, who is then signed in. */
export const register = (input: RegistrationInput) => api.post<CurrentUser>('/api/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
