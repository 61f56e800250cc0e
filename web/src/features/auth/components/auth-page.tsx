import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { AuthFooter } from './auth-footer';

type AuthTab = 'login' | 'register';

export function AuthPage() {
  const { t } = useTranslation('auth');
  const { data: user, isPending } = useCurrentUser();
  const [tab, setTab] = useState<AuthTab>('login');

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={paths.home} replace />;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <AppLogo size={56} />
            <Typography component="h1" variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
              {t('title')}
            </Typography>
          </Box>
          <Tabs value={tab} onChange={(_event, value: AuthTab) => setTab(value)} variant="fullWidth" aria-label={t('tabsLabel')}>
            <Tab value="login" label={t('login.tab')} id="auth-tab-login" aria-controls="auth-panel" />
            <Tab value="register" label={t('register.tab')} id="auth-tab-register" aria-controls="auth-panel" />
          </Tabs>
          <Box id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`} sx={{ pt: 3 }}>
            <Typography color="text.secondary">{t('upcoming')}</Typography>
          </Box>
        </Paper>
      </Box>
      <AuthFooter />
    </Box>
  );
}
