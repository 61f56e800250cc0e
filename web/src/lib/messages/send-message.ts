import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@yardsale/core/api-types';
import type { SendMessageInput } from '@yardsale/core/schemas/messaging';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { api, ApiError } from '@/lib/api-client';
import { classifiedKeys, messageKeys } from '@/lib/query-keys';
import { useSendKey } from '@/lib/use-send-key';

/**
 * POST /api/messages. Without receiverId the message goes to the listing's seller, whose account id a
 * buyer never learns; the inbox, the badge and the conversation refetch afterwards (SPEC section 7).
 * An item sold since the list was fetched (decision 0058) is refused: the lists refetch without it.
 * The same message sent again after a failure goes with the same Idempotency-Key (decision 0084).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const sendKey = useSendKey();
  return useMutation({
    mutationFn: (input: SendMessageInput) => api.post<Message>('/api/messages', input, { idempotencyKey: sendKey.keyFor(input) }),
    onSuccess: () => {
      sendKey.made();
      // Not awaited: the send is over once the server has it, so the next message can go at once
      // (awaited, an Enter pressed while the lists refetched was lost).
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.serverMessage === MESSAGE_MESSAGES.itemSold) void queryClient.invalidateQueries({ queryKey: classifiedKeys.all });
    },
  });
}
