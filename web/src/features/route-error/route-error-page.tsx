import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Stands in for a screen that failed: it threw while rendering, or its code did not download
 * (offline, or a deploy replaced the chunk). Reload fetches the app afresh, so it gets the current chunks.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  // The boundary (app/screen-error-boundary.tsx) catches the error, so nothing else would leave a trace for a bug report.
  useEffect(() => console.error('Screen failed', error), [error]);
  // Focus was on whatever vanished with the screen: start keyboard and screen-reader users here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box component="main" sx={{ minHeight: '80dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" gutterBottom sx={{ outline: 'none' }}>
          {t('routeError.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('routeError.body')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          {/* A full page load: the client-side route could need a chunk that is just as stale. */}
          <Button component={Link} to={paths.home} reloadDocument>
            {t('routeError.home')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
