import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SectionCard } from '@/components/ui/section-card';
import { ChangePasswordDialog } from './change-password-dialog';

export function SecurityCard() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('security.heading')} icon={<LockOutlinedIcon />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('security.text')}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {t('security.changePassword')}
      </Button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
