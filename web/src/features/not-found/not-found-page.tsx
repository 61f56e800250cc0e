import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '80dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.body')}
        </Typography>
        <Button component={Link} to={paths.landing} variant="contained">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
