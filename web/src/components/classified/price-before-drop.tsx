import type { Classified } from '@yardsale/core/api-types';
import { formatPrice } from '@yardsale/core/classified-price';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useTranslation } from '@/lib/i18n';

/** Struck through in the text's colour, whatever colour the price beside it has ('Free' is green). */
const STRUCK = { color: 'var(--mui-palette-text-secondary)', fontWeight: 400 } as const;

/**
 * The price a classified dropped from (decision 0060), struck through after its price, and read out
 * as 'was $40': a strike-through alone is not announced. Inline styles, so it fits the grid's plain
 * CSS cards and MUI's alike.
 */
export function PriceBeforeDrop({ classified }: { classified: Pick<Classified, 'priceBeforeDrop'> }) {
  const { t, i18n } = useTranslation('classifieds');
  // Absent, not null, in answers saved before it existed (the offline copy).
  if (!classified.priceBeforeDrop) return null;
  return (
    <>
      {' '}
      <s style={STRUCK}>
        <span style={visuallyHidden}>{t('priceDrop.was')} </span>
        {formatPrice(classified.priceBeforeDrop, i18n.language, t('free'))}
      </s>
    </>
  );
}
