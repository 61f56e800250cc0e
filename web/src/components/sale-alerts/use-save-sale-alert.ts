import type { Units } from '@yardsale/core/constants';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useCreateSaleAlert, type NewSaleAlert } from '@/lib/sale-alerts';
import { useDistanceText } from '@/lib/use-distance-text';
import { useShowApiError } from '@/lib/use-show-api-error';

/**
 * Saves a sale alert with what every place that saves one says: 'Sale Alert Saved' and 'Within 5 km
 * of London, ON' (`unnamedPlace` where the town has no name), or why it was not saved.
 */
export function useSaveSaleAlert(units: Units, unnamedPlace: string) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const length = useDistanceText('length', true);
  const create = useCreateSaleAlert();
  /** Resolves whether it was saved. */
  const save = async (input: NewSaleAlert): Promise<boolean> => {
    try {
      const saved = await create.mutateAsync(input);
      toast({ title: t('saved'), description: t('within', { distance: length(input.radiusKm, units), place: saved.place ?? unnamedPlace }), variant: 'success' });
      return true;
    } catch (error) {
      showApiError(error, { title: t('saveFailed'), fallback: t('saveFailedText') });
      return false;
    }
  };
  return { save, saving: create.isPending };
}
