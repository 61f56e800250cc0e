import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@yardsale/core/api-types';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { useUpdateConsent } from '@/features/auth/api/update-consent';
import { ConsentDialog } from '@/features/legal/components/consent-dialog';

/** Puts the consent dialog over any page while the signed-in user has not accepted the terms. */
export function ConsentGate({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('consent');
  const toast = useToast();
  const navigate = useNavigate();
  const consent = useUpdateConsent();
  const logout = useLogout();

  const accept = () =>
    consent.mutate(undefined, {
      onError: () => toast({ title: t('toast.error'), description: t('toast.errorText'), variant: 'error' }),
    });

  const decline = () => {
    toast({ title: t('toast.declined'), description: t('toast.declinedText'), variant: 'warning' });
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.auth, { replace: true }),
      onError: () => toast({ title: t('toast.logoutFailed'), description: t('toast.logoutFailedText'), variant: 'error' }),
    });
  };

  return <ConsentDialog key={user.id} open processing={consent.isPending || logout.isPending} onAccept={accept} onDecline={decline} />;
}
