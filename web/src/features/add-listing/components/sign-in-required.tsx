import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** SPEC section 2 "/add-listing": 'Please log in' with 'Go to Login' for someone not signed in. */
export function SignInRequired() {
  const { t } = useTranslation('addListing');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography component="h2" variant="h6">
        {t('loginRequired')}
      </Typography>
      <Typography color="text.secondary">{t('loginRequiredText')}</Typography>
      <Button component={Link} to={paths.auth} variant="contained">
        {t('goToLogin')}
      </Button>
    </Stack>
  );
}
