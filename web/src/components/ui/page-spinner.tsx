import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('loading');
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 2 }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-label={text} />
        {label && <Typography color="text.secondary">{label}</Typography>}
      </Box>
    </Box>
  );
}
