import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useToast } from '@/components/ui/toast-provider';
import { usePublicConfig } from '@/lib/use-public-config';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useResendVerificationFlow } from '../hooks/use-resend-verification-flow';
import { validateWith } from '../lazy-schemas';

interface ResendVerificationProps {
  /** The e-mail typed in either form. */
  email: string;
  onLink: (link: string, email: string) => void;
}

/**
 * "Didn't get the verification email?" on /auth: uses the address already typed in the form. Where
 * the server verifies directly (development and tests), the link can also be checked without a mail.
 */
export function ResendVerification({ email, onLink }: ResendVerificationProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const translateMessage = useValidationMessage();
  const { data: config } = usePublicConfig();
  const { send, checkLink, isPending } = useResendVerificationFlow(onLink, 'notFound');

  /** The typed address when it is one; otherwise a toast (`whenEmpty` for none at all) and null. */
  const typedAddress = async (whenEmpty: string) => {
    const address = email.trim();
    if (!address) {
      toast({ title: t('toast.emailRequired'), description: whenEmpty, variant: 'warning' });
      return null;
    }
    const errors = await validateWith(({ emailOnlySchema }) => emailOnlySchema)({ email: address });
    if (errors.email) {
      toast({ title: t('toast.validation'), description: translateMessage(AUTH_MESSAGES.emailInvalid), variant: 'error' });
      return null;
    }
    return address;
  };
  const resend = async () => {
    const address = await typedAddress(t('toast.emailRequiredFirst'));
    if (address) void send(address);
  };
  const check = async () => {
    const address = await typedAddress(t('toast.emailRequiredEitherForm'));
    if (address) void checkLink(address);
  };

  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('resend.prompt')}
      </Typography>
      <Button size="small" onClick={() => void resend()} disabled={isPending}>
        {isPending ? t('resend.sending') : t('resend.button')}
      </Button>
      {config?.directVerification && (
        <Button size="small" onClick={() => void check()} disabled={isPending}>
          {t('resend.checkLink')}
        </Button>
      )}
    </Box>
  );
}
