import { Button, Snackbar } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Offers the new version when a fresh service worker is waiting; never reloads under the user. */
export default function UpdatePrompt() {
  const { t } = useTranslation();
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
