import { Alert, Button, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AuthLayout } from './auth-layout';

/** /forgot-password: asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync } = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  useRedirectAfter(sent !== null, paths.auth, TIMINGS_MS.redirectAfterReset);

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailOnlySchema,
    onSubmit: async (values, { setErrors }) => {
      try {
        // The screen's own words (the API's, in the reader's language).
        await mutateAsync(emailOnlySchema.cast(values).email);
        const description = t('forgot.sentText');
        toast({ title: t('forgot.sent'), description, variant: 'success' });
        setSent(description);
      } catch (error) {
        showApiError(error, { title: t('forgot.error'), fallback: t('forgot.errorText'), setErrors });
      }
    },
  });
  const { onSubmit, errorOf } = useCheckedForm(formik);
  const emailError = errorOf('email');

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.text')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)} aria-label={t('forgot.title')}>
        {sent !== null && (
          <Alert severity="success" role="status">
            {sent} {t('forgot.redirecting')}
          </Alert>
        )}
        <TextInput
          {...formik.getFieldProps('email')}
          id="forgot-email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          fullWidth
          disabled={sent !== null}
          error={Boolean(emailError)}
          helperText={emailError ?? ' '}
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting || sent !== null} fullWidth>
          {formik.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <Button component={Link} to={paths.auth} fullWidth>
          {t('forgot.back')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
