import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageResponse } from '@yardsale/core/api-types';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRemoval } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';
import { useShowApiError } from '@/lib/use-show-api-error';

/**
 * Deletes an alert of a Settings list by id, saying so ('Sale Alert Deleted', or why not); the focus
 * the deleted row's button had goes to the row that took its place once `alerts` is read again.
 */
export function useAlertDeletion(remove: UseMutationResult<MessageResponse, Error, string>, alerts: readonly unknown[], texts: { deleted: string; failed: string }) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { remember, restore } = useFocusAfterRemoval();
  useEffect(restore, [alerts, restore]);
  return (id: string) => {
    remember();
    remove.mutate(id, {
      onSuccess: () => toast({ title: texts.deleted, variant: 'success', durationMs: 3000 }),
      onError: (error) => showApiError(error, { title: t('deleteFailed'), fallback: texts.failed }),
    });
  };
}
