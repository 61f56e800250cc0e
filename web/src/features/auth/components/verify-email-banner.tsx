import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useToast } from '@/components/ui/toast-provider';
import { useCurrentUser } from '@/lib/auth';
import { useVerifyCurrentUser } from '../api/verify-current-user';

/** For a signed-in user whose e-mail is unverified: verify at once (direct mode) or mail a new link. */
export function VerifyEmailBanner() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const { data: user } = useCurrentUser();
  const { mutateAsync, isPending } = useVerifyCurrentUser();
  if (!user || user.emailVerified) return null;

  const verify = async () => {
    try {
      const answer = await mutateAsync();
      if (answer.emailVerified) {
        toast({ title: t('toast.emailVerified'), description: t('toast.emailVerifiedText'), variant: 'success' });
        setTimeout(() => window.location.reload(), TIMINGS_MS.reloadAfterVerification);
      } else {
        // The server's message repeats the title ('Verification Email Sent'): the description says what to do.
        toast({ title: t('toast.verificationSent'), description: t('toast.verificationSentText'), variant: 'success' });
      }
    } catch {
      toast({ title: t('toast.verificationError'), description: t('toast.verificationErrorText'), variant: 'error' });
    }
  };

  return (
    <Box component="section" aria-label={t('banner.label')} sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Alert
        severity="warning"
        icon={<MarkEmailUnreadOutlinedIcon />}
        sx={{
          maxWidth: 'md',
          mx: 'auto',
          alignItems: 'center',
          // Phones: icon and text on one row, the button under them; wider screens: one row.
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          '& .MuiAlert-message': { flex: 1, minWidth: 0 },
          '& .MuiAlert-action': { width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end', ml: { xs: 0, sm: 'auto' }, pt: 0 },
        }}
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={() => void verify()} disabled={isPending} sx={{ whiteSpace: 'nowrap' }}>
            {isPending ? t('banner.pending') : t('banner.button')}
          </Button>
        }
      >
        {t('banner.text')}
      </Alert>
    </Box>
  );
}
