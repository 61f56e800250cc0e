import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

/** POST /api/resend-verification {email}: says whether direct verification links are available. */
export const resendVerification = (email: string) => api.post<ResendVerificationResponse>('/api/resend-verification', { email });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
