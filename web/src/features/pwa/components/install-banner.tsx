import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { STORAGE_KEYS } from '@yardsale/core/constants';
import { useToast } from '@/components/ui/toast-provider';
import { useInstallWithFeedback } from '../hooks/use-install-with-feedback';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.pwaPromptDismissed) === 'true';
  } catch {
    return false;
  }
}

/** Bottom banner offering installation, drawn once it is due (useInstallOfferDue) unless dismissed before. */
export default function InstallBanner() {
  const { t } = useTranslation('pwa');
  const toast = useToast();
  const install = useInstallWithFeedback();
  const [dismissed, setDismissed] = useState(wasDismissed);

  if (dismissed) return null;

  const notNow = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.pwaPromptDismissed, 'true');
    } catch {
      // storage unavailable: hidden for this visit only
    }
    setDismissed(true);
    toast({ title: t('toast.promptDismissed'), durationMs: 3000 });
  };

  // The drawers' layer: over the bottom bar; dialogs, and sheets drawn after it, over it (it covered their buttons).
  return (
    <Paper
      role="region"
      aria-label={t('banner.label')}
      elevation={8}
      sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 'drawer', p: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>{t('banner.text')}</Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={notNow}>{t('banner.notNow')}</Button>
          <Button variant="contained" onClick={() => void install()}>
            {t('banner.install')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
