import type { UseMutationResult } from '@tanstack/react-query';
import { TIMINGS_MS } from '@yardsale/core/constants';
import type { MessageResponse } from '@yardsale/core/api-types';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRemoval } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';
import { doneIfFirstTryMade } from '@/lib/use-retry-action';
import { useShowApiError } from '@/lib/use-show-api-error';

interface DeletionTexts {
  deleted: string;
  /** Said when the alert put back with Undo is saved again. */
  restored: string;
  failed: string;
}

/**
 * Deletes an alert of a Settings list, saying so ('Sale Alert Deleted', or why not) with an Undo that
 * saves it again from what it watched (a new alert with the same place, distance and search: the
 * server names its town again). The focus the deleted row's button had goes to the row that took its
 * place once `alerts` is read again.
 */
export function useAlertDeletion<Alert extends { id: string }, Input>(
  remove: UseMutationResult<MessageResponse, Error, string>,
  create: UseMutationResult<unknown, Error, Input>,
  alerts: readonly Alert[],
  inputOf: (alert: Alert) => Input,
  texts: DeletionTexts,
) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { remember, restore } = useFocusAfterRemoval();
  useEffect(restore, [alerts, restore]);
  // Awaited rather than given callbacks: Undo or Try again in the toast may come after this screen is gone.
  const undo = async (alert: Alert): Promise<void> => {
    try {
      await create.mutateAsync(inputOf(alert));
      toast({ title: texts.restored, variant: 'success', durationMs: 3000 });
    } catch (error) {
      showApiError(error, { title: t('saveFailed'), fallback: texts.failed });
    }
  };
  const deleteAlert = async (alert: Alert, again = false): Promise<void> => {
    if (!again) remember(); // a try again is pressed in the toast, not in the list
    try {
      await doneIfFirstTryMade(remove.mutateAsync(alert.id), again, 404);
      toast({ title: texts.deleted, variant: 'success', durationMs: TIMINGS_MS.undoToast, action: { label: t('undo'), onClick: () => void undo(alert) } });
    } catch (error) {
      showApiError(error, { title: t('deleteFailed'), fallback: texts.failed, retry: () => void deleteAlert(alert, true) });
    }
  };
  return (alert: Alert) => void deleteAlert(alert);
}
