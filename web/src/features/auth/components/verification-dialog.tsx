import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Trans, useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { tokenOfLink, useVerifyEmail } from '../api/verify-email';

interface VerificationDialogProps {
  /** The verification link; the dialog is open while there is one. */
  link: string | null;
  email?: string;
  onClose: () => void;
  onVerified: () => void;
}

/** 'Verify Your Email': shown when a direct verification link was obtained; 'Verify Now' uses it at once. */
export function VerificationDialog({ link, email, onClose, onVerified }: VerificationDialogProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync, isPending } = useVerifyEmail();

  const verifyNow = async () => {
    try {
      await mutateAsync(tokenOfLink(link ?? '') ?? '');
      toast({ title: t('toast.emailVerified'), description: t('toast.emailVerifiedText'), variant: 'success' });
      onVerified();
    } catch (error) {
      showApiError(error, { title: t('toast.verifyFailed'), fallback: t('toast.verifyFailedText') });
    }
  };

  return (
    <Dialog open={link !== null} onClose={onClose} aria-labelledby="verify-dialog-title" aria-describedby="verify-dialog-text" maxWidth="xs" fullWidth>
      <DialogTitle id="verify-dialog-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="verify-dialog-text" sx={{ mb: 1.5, wordBreak: 'break-word' }}>
          {email ? <Trans t={t} i18nKey="dialog.text" values={{ email }} components={{ strong: <strong /> }} /> : t('dialog.textNoEmail')}
        </DialogContentText>
        <DialogContentText variant="body2">{t('dialog.direct')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {t('dialog.later')}
        </Button>
        <Button variant="contained" onClick={() => void verifyNow()} disabled={isPending}>
          {isPending ? t('dialog.verifying') : t('dialog.verifyNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
