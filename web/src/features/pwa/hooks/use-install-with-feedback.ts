import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { usePwaInstall } from '../pwa-install-provider';

/** Runs the install prompt and tells the user what happened (SPEC sections 4 and 8). */
export function useInstallWithFeedback() {
  const { t } = useTranslation('pwa');
  const toast = useToast();
  const navigate = useNavigate();
  const { promptInstall } = usePwaInstall();

  return useCallback(async () => {
    try {
      const outcome = await promptInstall();
      if (outcome === 'accepted') toast({ title: t('toast.started'), description: t('toast.thankYou'), variant: 'success' });
      else if (outcome === 'dismissed') toast({ title: t('toast.cancelled') });
      else {
        toast({ title: t('toast.notAvailable'), description: t('toast.notAvailableText') });
        void navigate(paths.installPwa);
      }
    } catch {
      toast({ title: t('toast.failed'), description: t('toast.failedText'), variant: 'error' });
      void navigate(paths.installPwa);
    }
  }, [promptInstall, toast, t, navigate]);
}
