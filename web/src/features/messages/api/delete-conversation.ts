import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';
import { forgetSavedAnswer } from '@/lib/saved-copy';
import { threadPath } from './thread';

interface ConversationKey {
  listingId: string;
  otherUserId: string;
}

/** DELETE /api/messages/conversation/{listingId}/{otherUserId}: gone for this side only, for good. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, otherUserId }: ConversationKey) =>
      api.delete<MessageResponse>(`/api/messages/conversation/${encodeURIComponent(listingId)}/${encodeURIComponent(otherUserId)}`),
    onSuccess: (_answer, { listingId, otherUserId }) => {
      forgetSavedAnswer(threadPath(listingId, otherUserId)); // not to be read offline either (decision 0041)
      return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
