import { Button, Stack, TextField } from '@mui/material';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { loginSchema, type LoginInput } from '@yardsale/core/schemas/auth';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useLogin } from '../api/login';
import { useCheckedForm } from '../hooks/use-checked-form';

export interface SharedEmailProps {
  /** The e-mail typed so far, shared by both tabs and the resend button. */
  email: string;
  onEmailChange: (email: string) => void;
}

/** Sign-in with the e-mail as username; an unverified account is let in with the 7 s 'full access' warning. */
export function LoginForm({ email, onEmailChange }: SharedEmailProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync } = useLogin();

  const formik = useFormik<LoginInput>({
    initialValues: { username: email, password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values, { setErrors }) => {
      try {
        const user = await mutateAsync(loginSchema.cast(values));
        if (!user.emailVerified) {
          toast({ title: t('toast.unverified'), description: t('toast.unverifiedText'), variant: 'warning', durationMs: TIMINGS_MS.unverifiedToast });
        }
      } catch (error) {
        showApiError(error, { title: t('toast.loginFailed'), fallback: t('toast.loginFailedText'), setErrors });
      }
    },
  });
  const { onSubmit, errorOf } = useCheckedForm(formik);
  const emailError = errorOf('username');
  const passwordError = errorOf('password');

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)} aria-label={t('login.tab')}>
      <TextField
        {...formik.getFieldProps('username')}
        onChange={(event) => {
          formik.handleChange(event);
          onEmailChange(event.target.value);
        }}
        id="login-email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        fullWidth
        error={Boolean(emailError)}
        helperText={emailError}
      />
      <PasswordField
        {...formik.getFieldProps('password')}
        id="login-password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(passwordError)}
        helperText={passwordError}
      />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
        {formik.isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <Button component={Link} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
        {t('login.forgot')}
      </Button>
    </Stack>
  );
}
