import type { Classified } from '@yardsale/core/api-types';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useCallback } from 'react';
import { isExpired } from '@/components/classified/classified-text';
import { useToast } from '@/components/ui/toast-provider';
import { serverMessageOr } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useSetClassifiedSold } from './own-classifieds';

/** What the toast says was done: an expired classified available again still waits for a refresh to show. */
const doneText = (classified: Classified, sold: boolean) => {
  if (sold) return 'sold.markedText';
  return isExpired(classified, Date.now()) ? 'sold.unmarkedExpired' : 'sold.unmarkedText';
};

/**
 * Marking one's own classified sold or available again (decision 0058), with a toast that can undo
 * it: My Posts' and the refresh prompt's.
 */
export function useMarkSold() {
  const { t } = useTranslation('classifieds');
  const translate = useValidationMessage();
  const toast = useToast();
  const setSold = useSetClassifiedSold();
  const { mutate } = setSold;
  const mark = useCallback(
    function mark(classified: Classified, sold: boolean): void {
      mutate(
        { id: classified.id, sold },
        {
          onSuccess: () =>
            toast({
              title: t(sold ? 'sold.marked' : 'sold.unmarked'),
              description: t(doneText(classified, sold), { title: classified.title }),
              variant: 'success',
              durationMs: TIMINGS_MS.undoToast,
              action: { label: t('sold.undo'), onClick: () => mark(classified, !sold) },
            }),
          onError: (error) => toast({ title: t('sold.failed'), description: translate(serverMessageOr(error, t('sold.failedText'))), variant: 'error' }),
        },
      );
    },
    [mutate, t, toast, translate],
  );
  return { mark, marking: setSold.isPending };
}
