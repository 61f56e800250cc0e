import type { Classified } from '@yardsale/core/api-types';
import { dateTimeFormat } from '@yardsale/core/intl-format';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ageInDays } from '@yardsale/core/classified-age';
import { formatPrice } from '@yardsale/core/classified-price';

/**
 * The price ('Free' for 0), age ('Posted 3 days ago'), condition ('Like New', stored in English) and
 * 'Sold' of a classified, in the reader's language.
 */
export function useClassifiedLabels() {
  const { t, i18n } = useTranslation('classifieds');
  const price = useCallback((classified: Pick<Classified, 'price'>) => formatPrice(classified.price, i18n.language, t('free')), [i18n.language, t]);
  const age = useCallback(
    (classified: Pick<Classified, 'renewedAt'>, now: number) => {
      const days = ageInDays(classified, now);
      return days === 0 ? t('age.today') : t('age.days', { count: days });
    },
    [t],
  );
  const postedOn = useCallback(
    (classified: Pick<Classified, 'createdAt'>) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(classified.createdAt)),
    [i18n.language],
  );
  const condition = useCallback((stored: string) => t(`conditions.${stored}`, { defaultValue: stored }), [t]);
  return { price, age, postedOn, condition, sold: t('sold.chip') };
}
