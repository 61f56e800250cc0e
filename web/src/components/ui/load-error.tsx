import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A load that failed (often a weak network): say so and offer to try again, never a blank screen. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: 3, display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    </Box>
  );
}
