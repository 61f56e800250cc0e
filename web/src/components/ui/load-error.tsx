import { Box } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { RetryAlert } from './retry-alert';

/** A screen whose data could not load: the whole page says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: 3, display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <RetryAlert severity="warning" sx={{}} message={t('loadError')} retryLabel={t('retry')} onRetry={onRetry} />
    </Box>
  );
}
