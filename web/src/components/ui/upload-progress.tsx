import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';

/** Where a post's save stands: its photos shrinking, then the share of the upload sent. */
export type UploadState = { phase: 'idle' } | { phase: 'preparing' } | { phase: 'uploading'; sent: number };

/**
 * While saving: 'Preparing photos...' as they shrink, then the share of the upload sent, then
 * 'Saving...'. The texts are the screen's own, under `progress` in its namespace.
 */
export function UploadProgress({ state, namespace }: { state: UploadState; namespace: 'addListing' | 'post' }) {
  const { t } = useTranslation(namespace);
  if (state.phase === 'idle') return null;
  const percent = state.phase === 'uploading' ? Math.round(state.sent * 100) : 0;
  const text = state.phase === 'preparing' ? t('progress.preparing') : percent >= 100 ? t('progress.saving') : t('progress.uploading', { percent });
  return (
    <Box role="status">
      <LinearProgress
        aria-label={t('progress.label')}
        variant={state.phase === 'uploading' && percent < 100 ? 'determinate' : 'indeterminate'}
        value={percent}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
