import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useUnblock } from '@/components/messages/use-unblock';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useDeleteConversation } from '../api/delete-conversation';

/** Delete Chat (then back to the list) and Unblock, with the spec's toasts (SPEC sections 4 and 8). */
export function useConversationActions(listingId: string, otherUserId: string) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const remove = useDeleteConversation();
  const { unblockUser, unblocking } = useUnblock(otherUserId);

  const deleteChat = async () => {
    try {
      await remove.mutateAsync({ listingId, otherUserId });
      toast({ title: translate(MESSAGE_MESSAGES.conversationDeleted), variant: 'success' });
      // Replaces the conversation, so Back from the list does not lead to what was deleted.
      void navigate(paths.messages, { replace: true });
    } catch {
      toast({ title: t('toast.deleteFailed'), description: t('toast.deleteFailedText'), variant: 'error' });
    }
  };

  return { deleteChat, deleting: remove.isPending, unblockUser, unblocking };
}
