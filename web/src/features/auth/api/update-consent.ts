import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

/** POST /api/update-consent: records that the user accepted the terms and is 18 or older. */
export const updateConsent = () => api.post<CurrentUser>('/api/update-consent', { termsAccepted: true, ageVerified: true });

export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsent,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
