import type { Classified } from '@yardsale/core/api-types';
import { TOAST_DURATIONS_MS } from '@yardsale/core/constants';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useRenewClassified } from './own-classifieds';

/** Refresh (back to the top of the list) of one's own classified, with its toasts: the refresh prompt's and My Posts'. */
export function useRefreshClassified() {
  const { t } = useTranslation('classifieds');
  const toast = useToast();
  const renew = useRenewClassified();
  const { mutate } = renew;
  const refresh = useCallback(
    (classified: Classified) =>
      mutate(classified.id, {
        onSuccess: () => toast({ title: t('refresh.refreshed'), description: t('refresh.refreshedText', { title: classified.title }), variant: 'success', durationMs: TOAST_DURATIONS_MS[0] }),
        onError: () => toast({ title: t('refresh.refreshFailed'), variant: 'error' }),
      }),
    [mutate, t, toast],
  );
  return { refresh, refreshing: renew.isPending };
}
