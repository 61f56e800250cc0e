import type { Classified } from '@yardsale/core/api-types';
import { TOAST_DURATIONS_MS } from '@yardsale/core/constants';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { doneIfFirstTryMade, useRetryAction } from '@/lib/use-retry-action';
import { useRenewClassified } from './own-classifieds';

/** Refresh (back to the top of the list) of one's own classified, with its toasts: the refresh prompt's and My Posts'. */
export function useRefreshClassified() {
  const { t } = useTranslation('classifieds');
  const toast = useToast();
  const retryAction = useRetryAction();
  const renew = useRenewClassified();
  const { mutateAsync } = renew;
  const refresh = useCallback(
    async function refreshOne(classified: Classified, again = false): Promise<void> {
      try {
        await doneIfFirstTryMade(mutateAsync(classified.id), again, 409);
        toast({ title: t('refresh.refreshed'), description: t('refresh.refreshedText', { title: classified.title }), variant: 'success', durationMs: TOAST_DURATIONS_MS[0] });
      } catch (error) {
        toast({ title: t('refresh.refreshFailed'), variant: 'error', action: retryAction(error, () => void refreshOne(classified, true)) });
      }
    },
    [mutateAsync, t, toast, retryAction],
  );
  return { refresh, refreshing: renew.isPending };
}
