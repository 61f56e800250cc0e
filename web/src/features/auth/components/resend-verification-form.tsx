import { Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ValidationError } from 'yup';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast-provider';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useResendVerificationFlow } from '../hooks/use-resend-verification-flow';

/** The resend form of /verify-email's error state; a direct link opens the verification dialog. */
export function ResendVerificationForm({ onLink }: { onLink: (link: string, email: string) => void }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const translateMessage = useValidationMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { send, isPending } = useResendVerificationFlow(onLink, 'checkInbox');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { email: address } = await emailOnlySchema.validate({ email });
      setError(undefined);
      await send(address);
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      setError(translateMessage(failure.message));
      if (failure.message === AUTH_MESSAGES.emailRequired) {
        toast({ title: t('toast.emailRequired'), description: translateMessage(AUTH_MESSAGES.emailRequired), variant: 'warning' });
      }
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-labelledby="resend-heading">
      <Typography id="resend-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('verifyPage.resendHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('verifyPage.resendText')}
      </Typography>
      <TextInput
        id="resend-email"
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        fullWidth
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" disabled={isPending} fullWidth>
        {isPending ? t('verifyPage.resending') : t('verifyPage.resend')}
      </Button>
    </Stack>
  );
}
