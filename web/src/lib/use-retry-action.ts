import { useCallback } from 'react';
import type { ToastOptions } from '@/components/ui/toast-provider';
import { ApiError, gotNoAnswer } from './api-client';
import { useTranslation } from './i18n';

/**
 * `request`, where on a second try (`again`) a refusal with `status` counts as done: it says the
 * first try, whose answer was lost, was made. A delete's 404 (nothing left to delete), a refresh's
 * 409 (refreshed too recently).
 */
export const doneIfFirstTryMade = (request: Promise<unknown>, again: boolean, status: number): Promise<unknown> =>
  request.catch((error: unknown) => {
    if (!(again && error instanceof ApiError && error.status === status)) throw error;
  });

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
