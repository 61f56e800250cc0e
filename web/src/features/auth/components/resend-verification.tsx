import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useToast } from '@/components/ui/toast-provider';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useResendVerificationFlow } from '../hooks/use-resend-verification-flow';

interface ResendVerificationProps {
  /** The e-mail typed in either form. */
  email: string;
  onLink: (link: string, email: string) => void;
}

/** "Didn't get the verification email?" on /auth: uses the address already typed in the form. */
export function ResendVerification({ email, onLink }: ResendVerificationProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const translateMessage = useValidationMessage();
  const { send, isPending } = useResendVerificationFlow(onLink, 'notFound');

  const resend = () => {
    const address = email.trim();
    if (!address) {
      toast({ title: t('toast.emailRequired'), description: t('toast.emailRequiredFirst'), variant: 'warning' });
      return;
    }
    if (!emailOnlySchema.isValidSync({ email: address })) {
      toast({ title: t('toast.validation'), description: translateMessage(AUTH_MESSAGES.emailInvalid), variant: 'error' });
      return;
    }
    void send(address);
  };

  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('resend.prompt')}
      </Typography>
      <Button size="small" onClick={resend} disabled={isPending}>
        {isPending ? t('resend.sending') : t('resend.button')}
      </Button>
    </Box>
  );
}
