import { useCallback } from 'react';
import type { ToastOptions } from '@/components/ui/toast-provider';
import { ApiError, gotNoAnswer } from './api-client';
import { useTranslation } from './i18n';

/**
 * Whether a second try's refusal says the first one, whose answer was lost, was made: a delete's 404
 * (nothing left to delete), a refresh's 409 (refreshed too recently). The caller says which status.
 */
export const madeByFirstTry = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;

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
