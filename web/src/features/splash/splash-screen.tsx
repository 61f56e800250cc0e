import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { AppLogo } from '@/components/ui/app-logo';
import { paths } from '@/config/paths';

export function SplashScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.auth, { replace: true }), TIMINGS_MS.splashRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Box sx={{ textAlign: 'center' }}>
        <AppLogo size={96} />
        <Typography component="h1" variant="h4" sx={{ mt: 2, fontWeight: 700 }}>
          {t('appName')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {t('tagline')}
        </Typography>
      </Box>
    </Box>
  );
}
