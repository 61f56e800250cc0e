import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast-provider';
import { useLogout } from '@/lib/auth';
import { useLeaveToAuth } from '../hooks/use-leave-to-auth';

export function SignOutButton() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const leaveToAuth = useLeaveToAuth();
  const { mutateAsync, isPending } = useLogout();

  const signOut = async () => {
    try {
      await mutateAsync();
      leaveToAuth();
    } catch (error) {
      toast({ title: t('logoutFailed'), description: serverMessageOr(error, t('logoutFailedText')), variant: 'error' });
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
