import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Button, Divider, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n';
import { MINIMUM_AGE } from '@yardsale/core/constants';
import type { RegistrationInput } from '@yardsale/core/schemas/auth';
import { PasswordField } from '@/components/ui/password-field';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import { usePublicConfig } from '@/lib/use-public-config';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useRegister } from '../api/register';
import { useCheckedForm } from '../hooks/use-checked-form';
import { castWith, validateWith } from '../lazy-schemas';
import type { SharedEmailProps } from './login-form';

interface RegisterFormProps extends SharedEmailProps {
  /** The steps after registering, from useRegistrationFlow. */
  flow: { begin: () => void; fail: () => void; complete: (email: string) => Promise<void> };
}

/** Create Account with the form's stricter password rules, plus the test direct-registration button. */
export function RegisterForm({ email, onEmailChange, flow }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { data: config } = usePublicConfig();
  const { mutateAsync, isPending } = useRegister();

  const formik = useFormik<RegistrationInput>({
    initialValues: { username: email, password: '' },
    validate: validateWith(({ registrationFormSchema }) => registrationFormSchema),
    onSubmit: async (values, { setErrors }) => {
      const input = await castWith(({ registrationFormSchema }) => registrationFormSchema, values);
      flow.begin();
      try {
        await mutateAsync(input);
      } catch (error) {
        flow.fail();
        showApiError(error, { title: t('toast.registrationFailed'), fallback: t('toast.registrationFailedText'), setErrors });
        return;
      }
      await flow.complete(input.username);
    },
  });
  const { onSubmit, errorOf } = useCheckedForm(formik);
  const emailError = errorOf('username');
  const passwordError = errorOf('password');

  // Skips the form's rules on purpose (SPEC section 2); the server still applies its own.
  const registerDirectly = async () => {
    const username = formik.values.username.trim();
    const { password } = formik.values;
    if (!username || !password) {
      toast({ title: t('toast.missingFields'), description: t('toast.missingFieldsText'), variant: 'error' });
      return;
    }
    flow.begin();
    toast({ title: t('toast.processing'), description: t('toast.processingText'), variant: 'info' });
    try {
      await mutateAsync({ username, password });
    } catch (error) {
      flow.fail();
      showApiError(error, { title: t('toast.directFailed'), fallback: t('toast.directFailedText') });
      return;
    }
    await flow.complete(username);
  };

  const busy = formik.isSubmitting || isPending;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)} aria-label={t('register.tab')}>
      <TextInput
        {...formik.getFieldProps('username')}
        onChange={(event) => {
          formik.handleChange(event);
          onEmailChange(event.target.value);
        }}
        id="register-email"
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
        id="register-password"
        label={t('fields.password')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(passwordError)}
        helperText={passwordError ?? t('register.passwordHelp')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('register.agreement', { age: MINIMUM_AGE })}
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {formik.isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
      {config?.directVerification && (
        <>
          <Divider />
          <Button
            variant="outlined"
            startIcon={<ScienceOutlinedIcon />}
            disabled={busy}
            // Keeps focus in the field: its blur would show a rule message and move this button mid-click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void registerDirectly()}
            aria-describedby="direct-registration-help"
          >
            {t('register.direct')}
          </Button>
          <Typography id="direct-registration-help" variant="caption" color="text.secondary">
            {t('register.directHelp')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
