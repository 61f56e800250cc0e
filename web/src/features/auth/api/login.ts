import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@yardsale/core/api-types';
import type { LoginInput } from '@yardsale/core/schemas/auth';
import { api } from '@/lib/api-client';
import { rememberSignedInUser } from '@/lib/auth';

/** POST /api/login {username, password}: the signed-in user. */
export const login = (input: LoginInput) => api.post<CurrentUser>('/api/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
