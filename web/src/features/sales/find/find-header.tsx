import { useTranslation } from 'react-i18next';
import { BackToMapHeader } from '@/components/ui/back-to-map-header';
import { SaleFilterButton } from '../components/sale-filter-button';

/** Back to the map, the logo and the sale filter. */
export function FindHeader() {
  const { t } = useTranslation('sales');
  return (
    <BackToMapHeader title={t('find.title')}>
      <SaleFilterButton />
    </BackToMapHeader>
  );
}
