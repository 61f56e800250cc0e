import type { UseMutationResult } from '@tanstack/react-query';
import type { Units } from '@yardsale/core/constants';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { saleAlerts, type NewSaleAlert } from '@/lib/alerts';
import { useDistanceText } from '@/lib/use-distance-text';
import { useShowApiError } from '@/lib/use-show-api-error';

type Created = { radiusKm: number; place: string | null };

/** An item alert's own words for 'Sale Alert Saved' and the failure's fallback. */
interface SaveTexts {
  saved: string;
  failed: string;
}

/**
 * Saves an alert with what every place that saves one says: 'Sale Alert Saved' and 'Within 5 km of
 * London, ON' (`unnamedPlace` where the town has no name), or why it was not saved.
 */
export function useSaveAlert<Input extends { radiusKm: number }>(create: UseMutationResult<Created, Error, Input>, units: Units, unnamedPlace: string, texts?: SaveTexts) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const length = useDistanceText('length', true);
  /** Resolves whether it was saved. */
  const save = async (input: Input): Promise<boolean> => {
    try {
      const saved = await create.mutateAsync(input);
      toast({ title: texts?.saved ?? t('saved'), description: t('within', { distance: length(input.radiusKm, units), place: saved.place ?? unnamedPlace }), variant: 'success' });
      return true;
    } catch (error) {
      showApiError(error, { title: t('saveFailed'), fallback: texts?.failed ?? t('saveFailedText') });
      return false;
    }
  };
  return { save, saving: create.isPending };
}

/** A sale alert saved with those words. */
export const useSaveSaleAlert = (units: Units, unnamedPlace: string) => useSaveAlert<NewSaleAlert>(saleAlerts.useCreate(), units, unnamedPlace);
