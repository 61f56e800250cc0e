import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useUnblockUser } from '@/lib/messages/blocks';
import { useFailureToast } from '@/lib/messages/use-failure-toast';
import { useValidationMessage } from '@/lib/use-validation-message';

/** Unblocks the person with the spec's toasts ('User Unblocked', 'Failed to unblock user'): from a conversation or the Send Message dialog. */
export function useUnblock(userId: string) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const showFailure = useFailureToast();
  const translate = useValidationMessage();
  const unblock = useUnblockUser();
  const unblockUser = async (): Promise<void> => {
    try {
      await unblock.mutateAsync(userId);
      toast({ title: translate(MESSAGE_MESSAGES.userUnblocked), variant: 'success' });
    } catch (error) {
      showFailure(error, t('toast.unblockFailed'), { retry: () => void unblockUser() });
    }
  };
  return { unblockUser, unblocking: unblock.isPending };
}
