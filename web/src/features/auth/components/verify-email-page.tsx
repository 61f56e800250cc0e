import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useVerifyEmail } from '../api/verify-email';
import type { VerificationLinkState } from '../hooks/use-registration-flow';
import { AuthLayout } from './auth-layout';
import { ResendVerificationForm } from './resend-verification-form';
import { VerificationDialog } from './verification-dialog';

const verifiedLogin = `${paths.auth}?verified=true`;

/**
 * /verify-email?token= (SPEC section 2): loading, then success with a 3 s redirect, or an error with
 * resend. A link that changed the account's address (decision 0070) says so; the new address is
 * verified too, so it goes on to the same /auth?verified=true. Someone signed in is taken on from
 * there into the app, and told so here rather than of a login page.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { mutate, status, error, data } = useVerifyEmail();
  const changed = data?.emailChanged === true;
  const signedIn = Boolean(useCurrentUser().data);
  const [dialog, setDialog] = useState<VerificationLinkState | null>(null);
  // A token works once: verify it once, although StrictMode runs effects twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutate(token, {
      onError: (failure) => {
        if (!(failure instanceof ApiError)) toast({ title: t('verifyPage.networkTitle'), description: t('verifyPage.networkText'), variant: 'error' });
      },
    });
  }, [token, mutate, toast, t]);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => void navigate(verifiedLogin, { replace: true }), TIMINGS_MS.redirectAfterVerified);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (token && (status === 'idle' || status === 'pending')) {
    return (
      <AuthLayout title={t('verifyPage.loadingTitle')}>
        <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress aria-label={t('verifyPage.loading')} />
          <Typography color="text.secondary">{t('verifyPage.loading')}</Typography>
        </Box>
      </AuthLayout>
    );
  }

  if (status === 'success') {
    return (
      <AuthLayout title={t(changed ? 'verifyPage.changedTitle' : 'verifyPage.successTitle')}>
        <Stack spacing={2}>
          <Alert severity="success">{t(changed ? 'verifyPage.changedText' : 'verifyPage.successText')}</Alert>
          <Typography color="text.secondary" role="status">
            {t(signedIn ? 'verifyPage.redirectingSignedIn' : 'verifyPage.redirecting')}
          </Typography>
          <Button component={Link} to={verifiedLogin} replace variant="contained" size="large" fullWidth>
            {t(signedIn ? 'verifyPage.continueSignedIn' : 'verifyPage.continue')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const network = Boolean(token) && !(error instanceof ApiError);
  const message = !token
    ? t('verifyPage.tokenMissing')
    : network
      ? t('verifyPage.networkText')
      : translate(serverMessageOr(error, t('verifyPage.errorText')));
  return (
    <AuthLayout title={network ? t('verifyPage.networkTitle') : t('verifyPage.errorTitle')}>
      <Stack spacing={3}>
        <Alert severity="error">{message}</Alert>
        <Divider />
        <ResendVerificationForm onLink={(link, email) => setDialog({ link, email })} />
        <Button component={Link} to={paths.auth} variant="outlined" fullWidth>
          {t('verifyPage.tryAgain')}
        </Button>
      </Stack>
      <VerificationDialog
        link={dialog?.link ?? null}
        email={dialog?.email}
        onClose={() => setDialog(null)}
        onVerified={() => void navigate(verifiedLogin, { replace: true })}
      />
    </AuthLayout>
  );
}
