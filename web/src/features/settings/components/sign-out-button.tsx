import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '@/lib/auth';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useLeaveToAuth } from '../hooks/use-leave-to-auth';

export function SignOutButton() {
  const { t } = useTranslation('settings');
  const showApiError = useShowApiError();
  const leaveToAuth = useLeaveToAuth();
  const { mutateAsync, isPending } = useLogout();

  const signOut = async () => {
    try {
      await mutateAsync();
      leaveToAuth();
    } catch (error) {
      showApiError(error, { title: t('logoutFailed'), fallback: t('logoutFailedText') });
    }
  };

  return (
    <Button
      variant="outlined"
      color="error"
      size="large"
      startIcon={<LogoutIcon />}
      disabled={isPending}
      onClick={() => void signOut()}
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 } }}
    >
      {isPending ? t('signingOut') : t('signOut')}
    </Button>
  );
}
