import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@yardsale/core/api-types';
import type { SendMessageInput } from '@yardsale/core/schemas/messages';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';

/**
 * POST /api/messages. Without receiverId the message goes to the listing's seller, whose account id a
 * buyer never learns; the inbox, the badge and the conversation refetch afterwards (SPEC section 7).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => api.post<Message>('/api/messages', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
