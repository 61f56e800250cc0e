import { useMutation } from '@tanstack/react-query';
import type { VerificationLinkResponse } from '@yardsale/core/api-types';
import { api, ApiError } from '@/lib/api-client';

/** GET /api/get-verification-link?email=: the link, or null when none exists (404; also in production). */
export async function getVerificationLink(email: string): Promise<string | null> {
  try {
    const answer = await api.get<VerificationLinkResponse>(`/api/get-verification-link?email=${encodeURIComponent(email)}`);
    return answer.verificationUrl;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useGetVerificationLink() {
  return useMutation({ mutationFn: getVerificationLink });
}
