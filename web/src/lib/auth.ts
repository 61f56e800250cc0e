import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

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
