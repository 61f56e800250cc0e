import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-client';
import { useRetryAction } from '@/lib/use-retry-action';
import { useValidationMessage } from '@/lib/use-validation-message';

/**
 * Toasts a failed messaging request: the spec's words as the title and the API's reason, when it gives
 * one (blocked, already reported), below. `retryTitle` is the spec's '… Please try again.' wording of
 * the listing dialogs, shown only when there is no reason that would contradict it. `retry` sends it
 * again from the toast when the request got no answer.
 */
export function useFailureToast() {
  const toast = useToast();
  const translate = useValidationMessage();
  const retryAction = useRetryAction();
  return useCallback(
    (error: unknown, title: string, { retryTitle = title, retry }: { retryTitle?: string; retry?: () => void } = {}) => {
      const reason = error instanceof ApiError ? translate(error.serverMessage) : undefined;
      toast({ title: reason ? title : retryTitle, description: reason, variant: 'error', action: retryAction(error, retry) });
    },
    [toast, translate, retryAction],
  );
}
