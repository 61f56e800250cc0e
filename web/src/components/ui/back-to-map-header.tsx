import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, IconButton, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { BarTitle } from '@/components/ui/bar-title';
import { paths } from '@/config/paths';

/** The header of the browsing screens: back to the map, the logo, the title and the screen's buttons. */
export function BackToMapHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" component={Link} to={paths.home} aria-label={t('back')}>
          <ArrowBackIcon />
        </IconButton>
        <AppLogo size={32} />
        <BarTitle>{title}</BarTitle>
        {children}
      </Toolbar>
    </AppBar>
  );
}
