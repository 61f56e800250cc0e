import { Chip, Stack } from '@mui/material';
import { saleTypesOf, type SaleTypeFlags } from '@yardsale/core/visibility';
import { useTranslation } from 'react-i18next';
import { SALE_TYPE_COLORS, SALE_TYPE_TEXT_COLORS } from './sale-type-colors';

/** One coloured chip per sale type the sale counts as ('Regular Sale' when it carries no flag). */
export function SaleTypeBadges({ sale }: { sale: SaleTypeFlags }) {
  const { t } = useTranslation('sales');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {saleTypesOf(sale).map((type) => (
        <Chip
          key={type}
          size="small"
          label={t(`saleTypes.${type}`)}
          sx={{ bgcolor: SALE_TYPE_COLORS[type], color: SALE_TYPE_TEXT_COLORS[type], fontWeight: 600 }}
        />
      ))}
    </Stack>
  );
}
