import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SectionCard } from '@/components/ui/section-card';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';

/** The password and the e-mail address the account signs in with. */
export function SecurityCard({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState<'password' | 'email' | null>(null);
  const close = () => setOpen(null);
  return (
    <SectionCard title={t('security.heading')} icon={<LockOutlinedIcon />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('security.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button variant="outlined" onClick={() => setOpen('password')}>
          {t('security.changePassword')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('email')}>
          {t('security.changeEmail')}
        </Button>
      </Stack>
      <ChangePasswordDialog open={open === 'password'} onClose={close} />
      <ChangeEmailDialog open={open === 'email'} email={email} onClose={close} />
    </SectionCard>
  );
}
