import { Alert, Button, Stack } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import type { LoginInput } from '@yardsale/core/schemas/auth';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { PasswordField } from '@/components/ui/password-field';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useLogin } from '../api/login';
import { useCheckedForm } from '../hooks/use-checked-form';
import { castWith, validateWith } from '../lazy-schemas';
import { AppealDialog } from './lazy-dialogs';

export interface SharedEmailProps {
  /** The e-mail typed so far, shared by both tabs and the resend button. */
  email: string;
  onEmailChange: (email: string) => void;
}

/** A suspended account's refusal (403), with the credentials that were right: they may sign an appeal. */
interface Suspension {
  message: string;
  credentials: LoginInput;
  appealing: boolean;
  appealed: boolean;
}

/**
 * Sign-in with the e-mail as username; an unverified account is let in with the 7 s 'full access'
 * warning. A suspended one is told why, with the way to appeal once.
 */
export function LoginForm({ email, onEmailChange }: SharedEmailProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translate = useValidationMessage();
  const { mutateAsync } = useLogin();
  const [suspension, setSuspension] = useState<Suspension | null>(null);

  const formik = useFormik<LoginInput>({
    initialValues: { username: email, password: '' },
    validate: validateWith(({ loginSchema }) => loginSchema),
    onSubmit: async (values, { setErrors }) => {
      setSuspension(null);
      const credentials = await castWith(({ loginSchema }) => loginSchema, values);
      try {
        const user = await mutateAsync(credentials);
        if (!user.emailVerified) {
          toast({ title: t('toast.unverified'), description: t('toast.unverifiedText'), variant: 'warning', durationMs: TIMINGS_MS.unverifiedToast });
        }
      } catch (error) {
        showApiError(error, { title: t('toast.loginFailed'), fallback: t('toast.loginFailedText'), setErrors });
        if (error instanceof ApiError && error.status === 403) {
          setSuspension({ message: error.serverMessage ?? '', credentials, appealing: false, appealed: false });
        }
      }
    },
  });
  const { onSubmit, errorOf } = useCheckedForm(formik);
  const emailError = errorOf('username');
  const passwordError = errorOf('password');

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)} aria-label={t('login.tab')}>
      <TextInput
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
        helperText={emailError ?? ' '}
      />
      <PasswordField
        {...formik.getFieldProps('password')}
        id="login-password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(passwordError)}
        helperText={passwordError ?? ' '}
      />
      {suspension && (
        <Alert
          severity="error"
          action={suspension.appealed ? undefined : (
            <Button color="inherit" size="small" onClick={() => setSuspension({ ...suspension, appealing: true })}>
              {t('appeal.open')}
            </Button>
          )}
        >
          {translate(suspension.message)}
          {suspension.appealed && ` ${t('appeal.waiting')}`}
        </Alert>
      )}
      {suspension && (
        <LoadOnFirstOpen open={suspension.appealing}>
          <AppealDialog
            open={suspension.appealing}
            credentials={suspension.credentials}
            onClose={() => setSuspension({ ...suspension, appealing: false })}
            onSent={() => setSuspension({ ...suspension, appealing: false, appealed: true })}
          />
        </LoadOnFirstOpen>
      )}
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
        {formik.isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <Button component={Link} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
        {t('login.forgot')}
      </Button>
    </Stack>
  );
}
