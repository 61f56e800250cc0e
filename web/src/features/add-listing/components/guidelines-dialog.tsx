import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { focusHeadingAfterClose } from '@/lib/focus-heading';
import { useTranslation } from '@/lib/i18n';

interface GuidelinesDialogProps {
  open: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

/**
 * 'Classified Posting Guidelines' before the first classified: 'Continue to Post' waits for the
 * checkbox. It opens by itself, so once closed the form's heading takes the focus.
 */
export function GuidelinesDialog({ open, onAgree, onCancel }: GuidelinesDialogProps) {
  const { t } = useTranslation('addListing');
  const titleId = useId();
  const [agreed, setAgreed] = useState(false);
  const items = t('guidelines.items', { returnObjects: true }) as string[];
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} scroll="paper" fullWidth maxWidth="sm" slotProps={{ transition: { onExited: focusHeadingAfterClose } }}>
      <DialogTitle id={titleId}>{t('guidelines.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>{t('guidelines.intro')}</DialogContentText>
        <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 2, display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Typography>
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label={t('guidelines.agree')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('guidelines.cancel')}</Button>
        <Button variant="contained" disabled={!agreed} onClick={onAgree}>
          {t('guidelines.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
