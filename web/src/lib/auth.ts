import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, MessageResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { publicConfigQueryKey } from '@/lib/use-public-config';

export const currentUserQueryKey = ['auth', 'user'] as const;

export const getCurrentUser = () => api.get<CurrentUser | null>('/api/auth/user', { nullOn401: true });

/** The signed-in user, or null for a guest (a 401 answer). */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: 60_000,
    refetchInterval: false,
  });
}

/** POST /api/logout: ends the session. */
export const logout = () => api.post<MessageResponse>('/api/logout');

/** Forgets the signed-in user and every query of theirs (the public config stays): after sign-out or account deletion. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] !== currentUserQueryKey[0] && queryKey[0] !== publicConfigQueryKey[0],
  });
}

/** Signs out and forgets the user and every query of theirs. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
