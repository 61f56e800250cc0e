import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SectionCard } from '@/components/ui/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The danger zone: the legal texts promise that the account can be deleted here. */
export function DeleteAccountCard() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('deleteAccount.heading')} icon={<DeleteForeverOutlinedIcon />} tone="danger">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('deleteAccount.text')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {t('deleteAccount.button')}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
