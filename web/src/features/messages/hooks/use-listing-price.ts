import { useTranslation } from '@/lib/i18n';
import { formatPrice } from '@yardsale/core/classified-price';

/** A conversation's listing price: '$80', 'Free' for '0.00', and nothing for a yard sale (null). */
export function useListingPrice(price: string | null): string | null {
  const { t, i18n } = useTranslation('classifieds');
  return price === null ? null : formatPrice(price, i18n.language, t('free'));
}
