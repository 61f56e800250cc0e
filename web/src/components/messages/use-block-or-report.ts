import type { BlockDuration } from '@yardsale/core/moderation';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useBlockUser, useReportUser } from '@/lib/messages/blocks';
import { useFailureToast } from '@/lib/messages/use-failure-toast';

/** The block dialog's answer: how long, or 'scammer' to report (SPEC section 4, "Block"). */
export interface BlockChoiceValues {
  choice: BlockDuration;
  reason: string;
}

export interface BlockTarget {
  userId: string;
  /** How the toasts name them. */
  name: string;
  /** The listing the conversation is about: a report keeps it as evidence. */
  listingId?: string;
}

const TOASTS = {
  block: { done: 'toast.blocked', doneText: 'toast.blockedText', failed: 'toast.blockFailed', failedRetry: 'toast.blockFailedRetry' },
  report: { done: 'toast.reported', doneText: 'toast.reportedText', failed: 'toast.reportFailed', failedRetry: 'toast.reportFailedRetry' },
} as const;

/**
 * Blocks or reports with the spec's toasts; resolves whether it worked. `retryWording` picks the
 * listing dialog's failure titles ('Failed to block user. Please try again.').
 */
export function useBlockOrReport({ userId, name, listingId }: BlockTarget, retryWording = false) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const showFailure = useFailureToast();
  const block = useBlockUser();
  const report = useReportUser();
  return async ({ choice, reason }: BlockChoiceValues): Promise<boolean> => {
    const texts = TOASTS[choice === 'scammer' ? 'report' : 'block'];
    try {
      if (choice === 'scammer') await report.mutateAsync({ userId, reason: reason.trim(), listingId });
      else await block.mutateAsync({ userId, duration: choice, reason: reason.trim() });
      toast({ title: t(texts.done), description: t(texts.doneText, { name }), variant: 'success' });
      return true;
    } catch (error) {
      showFailure(error, t(texts.failed), { retryTitle: retryWording ? t(texts.failedRetry) : undefined });
      return false;
    }
  };
}
