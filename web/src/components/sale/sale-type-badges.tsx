import { saleTypesOf, type SaleTypeFlags } from '@yardsale/core/visibility';
import { useTranslation } from '@/lib/i18n';
import { Stylesheet } from '@/lib/styles/stylesheet';
import cssText from './sale-type-badges.css?inline';
import { SALE_TYPE_COLORS, SALE_TYPE_TEXT_COLORS } from './sale-type-colors';

/** One coloured badge per sale type the sale counts as ('Regular Sale' when it carries no flag). */
export function SaleTypeBadges({ sale }: { sale: SaleTypeFlags }) {
  const { t } = useTranslation('sales');
  return (
    <span className="sale-type-badges">
      <Stylesheet name="sale-type-badges" css={cssText} />
      {saleTypesOf(sale).map((type) => (
        <span key={type} className="sale-type-badge" style={{ background: SALE_TYPE_COLORS[type], color: SALE_TYPE_TEXT_COLORS[type] }}>
          {t(`saleTypes.${type}`)}
        </span>
      ))}
    </span>
  );
}
