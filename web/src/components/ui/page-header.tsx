import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, IconButton, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { BarTitle } from './bar-title';

interface PageHeaderProps {
  title: string;
  /** Where the back arrow goes; each screen's rule is in SPEC section 2. */
  backTo: string;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label={t('back')} onClick={() => void navigate(backTo)}>
          <ArrowBackIcon />
        </IconButton>
        <BarTitle>{title}</BarTitle>
        {actions}
      </Toolbar>
    </AppBar>
  );
}
