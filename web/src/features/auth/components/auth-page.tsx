import { Box, Tab, Tabs } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useCurrentUser } from '@/lib/auth';
import { usePrefetchAfterLoad } from '@/lib/use-prefetch-after-load';
import { useRegistrationFlow, type RegistrationFlow } from '../hooks/use-registration-flow';
import { useVerifiedParamToast } from '../hooks/use-verified-param-toast';
import { accountSchemasCode } from '../lazy-schemas';
import { AuthLayout } from './auth-layout';
import { authDialogsCode, VerificationDialog } from './lazy-dialogs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResendVerification } from './resend-verification';

type AuthTab = 'login' | 'register';

/** Where a signed-in user goes: back to the protected page that sent them here, else /home. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.auth) ? from : paths.home;
}

/** /auth (SPEC section 2): Login and Create Account tabs, resend verification and the verification dialog. */
export function AuthPage() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const flow = useRegistrationFlow();
  useVerifiedParamToast(!isPending, Boolean(user));
  usePrefetchAfterLoad(authDialogsCode);
  usePrefetchAfterLoad(accountSchemasCode);

  // The forms show while the session is still being checked (prerendered, they are on screen before
  // any script runs); someone already signed in is sent on as soon as that is known.
  if (user && !flow.holding) return <Navigate to={redirectTarget(location.state)} replace />;
  return <AuthForms flow={flow} signedIn={Boolean(user)} />;
}

/**
 * Memoized: the session check starting and answering redraws AuthPage, and the forms it does not
 * change are not drawn again (measured at 4x: a 200-300 ms task right after the page was taken over).
 */
const AuthForms = memo(function AuthForms({ flow, signedIn }: { flow: RegistrationFlow; signedIn: boolean }) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<AuthTab>('login');
  const [email, setEmail] = useState('');
  const closeDialog = () => flow.closeDialog(signedIn);
  return (
    <AuthLayout title={t('title')} subtitle={t('subtitle')}>
      <Tabs value={tab} onChange={(_event, value: AuthTab) => setTab(value)} variant="fullWidth" aria-label={t('tabsLabel')}>
        <Tab value="login" label={t('login.tab')} id="auth-tab-login" aria-controls="auth-panel" />
        <Tab value="register" label={t('register.tab')} id="auth-tab-register" aria-controls="auth-panel" />
      </Tabs>
      <Box id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 'login' ? (
          <LoginForm email={email} onEmailChange={setEmail} />
        ) : (
          <RegisterForm email={email} onEmailChange={setEmail} flow={flow} />
        )}
      </Box>
      <ResendVerification email={email} onLink={flow.showLink} />
      <LoadOnFirstOpen open={flow.dialog !== null}>
        <VerificationDialog link={flow.dialog?.link ?? null} email={flow.dialog?.email} onClose={closeDialog} onVerified={closeDialog} />
      </LoadOnFirstOpen>
    </AuthLayout>
  );
});
