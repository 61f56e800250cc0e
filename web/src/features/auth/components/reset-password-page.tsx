import { Alert, Button, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { resetPasswordFormSchema } from '@yardsale/core/schemas/auth';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AuthLayout } from './auth-layout';

function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('reset.invalidTitle')} subtitle={t('reset.invalidText')}>
      <Stack spacing={1.5}>
        <Button component={Link} to={paths.forgotPassword} variant="contained" size="large" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <Button component={Link} to={paths.auth} fullWidth>
          {t('reset.back')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync } = useCompletePasswordReset();
  const [done, setDone] = useState(false);
  useRedirectAfter(done, paths.auth, TIMINGS_MS.redirectAfterReset);

  const formik = useFormik({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async ({ newPassword }, { setErrors }) => {
      try {
        await mutateAsync({ token, newPassword });
        toast({ title: t('reset.success'), description: t('reset.successText'), variant: 'success' });
        setDone(true);
      } catch (error) {
        showApiError(error, { title: t('reset.error'), fallback: t('reset.errorText'), setErrors });
      }
    },
  });
  const { onSubmit, errorOf } = useCheckedForm(formik);
  const newError = errorOf('newPassword');
  const confirmError = errorOf('confirmPassword');

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.text')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)} aria-label={t('reset.title')}>
        {done && (
          <Alert severity="success" role="status">
            {t('reset.successText')} {t('reset.redirecting')}
          </Alert>
        )}
        <PasswordField
          {...formik.getFieldProps('newPassword')}
          id="reset-new-password"
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          fullWidth
          disabled={done}
          error={Boolean(newError)}
          helperText={newError ?? t('reset.newPasswordHelp')}
        />
        <PasswordField
          {...formik.getFieldProps('confirmPassword')}
          id="reset-confirm-password"
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          fullWidth
          disabled={done}
          error={Boolean(confirmError)}
          // Its line is kept while empty: the error appears as the field loses focus to a tap on
          // 'Reset Password', and the button must not move from under that tap.
          helperText={confirmError ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting || done} fullWidth>
          {formik.isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
        <Button component={Link} to={paths.auth} fullWidth>
          {t('reset.back')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** /reset-password?token=: a new password, or 'Invalid Reset Link' without a token. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim();
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
