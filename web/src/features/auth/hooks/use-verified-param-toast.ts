import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';

/** /auth?verified=true (the end of /verify-email) says so once, then drops the parameter for a guest. */
export function useVerifiedParamToast(ready: boolean, signedIn: boolean) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified') === 'true';
  const shown = useRef(false);

  useEffect(() => {
    if (!ready || !verified || shown.current) return;
    shown.current = true;
    toast({ title: t('toast.verifiedParam'), description: t('toast.verifiedParamText'), variant: 'success' });
    // A signed-in user is being sent to /home: changing the address here would pull them back.
    if (!signedIn) {
      setParams(
        (current) => {
          current.delete('verified');
          return current;
        },
        { replace: true },
      );
    }
  }, [ready, verified, signedIn, setParams, t, toast]);
}
