import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useUnblockUser } from '@/lib/messages/blocks';
import { useFailureToast } from '@/lib/messages/use-failure-toast';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useDeleteConversation } from '../api/delete-conversation';

/** Delete Chat (then back to the list) and Unblock, with the spec's toasts (SPEC sections 4 and 8). */
export function useConversationActions(listingId: string, otherUserId: string) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const showFailure = useFailureToast();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const remove = useDeleteConversation();
  const unblock = useUnblockUser();

  const deleteChat = async () => {
    try {
      await remove.mutateAsync({ listingId, otherUserId });
      toast({ title: translate(MESSAGE_MESSAGES.conversationDeleted) ?? '', variant: 'success' });
      // Replaces the conversation, so Back from the list does not lead to what was deleted.
      void navigate(paths.messages, { replace: true });
    } catch {
      toast({ title: t('toast.deleteFailed'), description: t('toast.deleteFailedText'), variant: 'error' });
    }
  };

  const unblockUser = async () => {
    try {
      await unblock.mutateAsync(otherUserId);
      toast({ title: translate(MESSAGE_MESSAGES.userUnblocked) ?? '', variant: 'success' });
    } catch (error) {
      showFailure(error, t('toast.unblockFailed'));
    }
  };

  return { deleteChat, deleting: remove.isPending, unblockUser, unblocking: unblock.isPending };
}
