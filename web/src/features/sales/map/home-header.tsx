import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, IconButton, Toolbar } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { BarTitle } from '@/components/ui/bar-title';
import { paths } from '@/config/paths';
import { SaleFilterButton } from '../components/sale-filter-button';

export function HomeHeader() {
  const { t } = useTranslation('home');
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <AppLogo size={32} />
        <BarTitle>{t('title')}</BarTitle>
        <SaleFilterButton />
        <IconButton component={Link} to={paths.settings} aria-label={t('settings')}>
          <SettingsIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
