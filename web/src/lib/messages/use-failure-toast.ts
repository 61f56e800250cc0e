import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/use-validation-message';

/**
 * Toasts a failed messaging request: the spec's words as the title and the API's reason, when it gives
 * one (blocked, already reported), below. `retryTitle` is the spec's '… Please try again.' wording of
 * the listing dialogs, shown only when there is no reason that would contradict it.
 */
export function useFailureToast() {
  const toast = useToast();
  const translate = useValidationMessage();
  return useCallback(
    (error: unknown, title: string, retryTitle = title) => {
      const reason = error instanceof ApiError ? translate(error.serverMessage) : undefined;
      toast({ title: reason ? title : retryTitle, description: reason, variant: 'error' });
    },
    [toast, translate],
  );
}
