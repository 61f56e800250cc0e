import { useCallback } from 'react';
import type { ToastOptions } from '@/components/ui/toast-provider';
import { gotNoAnswer } from './api-client';
import { useTranslation } from './i18n';

/**
 * 'Try again' in the toast of a one-tap action whose request got no answer: on a weak signal the next
 * try may carry, without opening the menu or dialog again. A refusal would only be refused again, so
 * it gets no button.
 */
export function useRetryAction() {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown, retry: (() => void) | undefined): ToastOptions['action'] => (retry && gotNoAnswer(error) ? { label: t('retry'), onClick: retry } : undefined),
    [t],
  );
}
