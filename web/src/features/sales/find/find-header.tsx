import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { paths } from '@/config/paths';
import { SaleFilterButton } from '../components/sale-filter-button';

/** Back to the map, the logo and the sale filter. */
export function FindHeader() {
  const { t } = useTranslation('sales');
  const { t: tCommon } = useTranslation();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" component={Link} to={paths.home} aria-label={tCommon('back')}>
          <ArrowBackIcon />
        </IconButton>
        <AppLogo size={32} />
        <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }} noWrap>
          {t('find.title')}
        </Typography>
        <SaleFilterButton />
      </Toolbar>
    </AppBar>
  );
}
