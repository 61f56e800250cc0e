import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';

export interface SupportRequest {
  subject: string;
  message: string;
  email: string;
  name: string;
}

/** POST /api/support/contact {subject, message, email, name}: 201 {message: 'Message sent'}. */
export const contactSupport = (request: SupportRequest) => api.post<MessageResponse>('/api/support/contact', request);

export function useContactSupport() {
  return useMutation({ mutationFn: contactSupport });
}
