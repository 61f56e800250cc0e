import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import type { DataDeletionRequest } from '@yardsale/core/schemas/data-deletion';
import { api } from '@/lib/api-client';

/** POST /api/data-deletion {email, reason}; the answer carries a message on success (SPEC section 7). */
export const requestDataDeletion = (request: DataDeletionRequest) =>
  api.post<MessageResponse | null>('/api/data-deletion', { email: request.email, reason: request.reason });

export function useRequestDataDeletion() {
  return useMutation({ mutationFn: requestDataDeletion });
}
