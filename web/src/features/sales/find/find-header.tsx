import RouteIcon from '@mui/icons-material/Route';
import { IconButton } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { BackToMapHeader } from '@/components/ui/back-to-map-header';
import { paths } from '@/config/paths';
import { SaleFilterButton } from '../components/sale-filter-button';

/** Back to the map, the logo, the route through the favorites and the sale filter. */
export function FindHeader() {
  const { t } = useTranslation('sales');
  return (
    <BackToMapHeader title={t('find.title')}>
      <IconButton component={Link} to={paths.route} aria-label={t('find.planRoute')}>
        <RouteIcon />
      </IconButton>
      <SaleFilterButton />
    </BackToMapHeader>
  );
}
