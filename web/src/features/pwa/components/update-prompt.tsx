import { Button, Snackbar } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useSaveAnswersOnceControlled } from '../hooks/use-save-answers-once-controlled';

/**
 * Registers the service worker and offers the new version when a fresh one is waiting; never
 * reloads under the user. The first one to take the page gets the answers it keeps asked for again.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  useSaveAnswersOnceControlled();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  return (
    <Snackbar
      open={needRefresh}
      message={t('update.available')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" onClick={() => setNeedRefresh(false)}>
            {t('close')}
          </Button>
          <Button color="secondary" variant="contained" onClick={() => void updateServiceWorker(true)}>
            {t('update.reload')}
          </Button>
        </>
      }
    />
  );
}
