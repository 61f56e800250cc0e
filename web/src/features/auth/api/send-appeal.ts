import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import type { AppealInput } from '@yardsale/core/schemas/admin';
import { api } from '@/lib/api-client';

/** POST /api/appeals {username, password, message}: a suspended account has no session, so it signs its appeal. */
export const sendAppeal = (input: AppealInput) => api.post<MessageResponse>('/api/appeals', input);

export const useSendAppeal = () => useMutation({ mutationFn: sendAppeal });
