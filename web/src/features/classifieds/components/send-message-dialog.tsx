import { Alert, Button, Collapse, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { LIMITS } from '@yardsale/core/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SendMessageDialogProps {
  /** The classified asked about; the dialog is open while it is set. */
  title: string | null;
  onClose: () => void;
}

/**
 * 'Message Seller' (SPEC section 2): a message to the seller about this classified, with Block/Report.
 * Messaging has no API yet, so the dialog says it is coming and Send stays disabled.
 */
export function SendMessageDialog({ title, onClose }: SendMessageDialogProps) {
  const { t } = useTranslation('classifieds');
  const titleId = useId();
  const panelId = useId();
  const [message, setMessage] = useState('');
  const [blockOpen, setBlockOpen] = useState(false);
  const close = () => {
    setBlockOpen(false);
    onClose();
  };
  return (
    <Dialog open={title !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('message.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('message.about', { title: title ?? '' })}</DialogContentText>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('message.comingSoon')}
        </Alert>
        <TextField
          id="classified-message"
          label={t('message.label')}
          placeholder={t('message.placeholder')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.messageMax } }}
        />
        <Collapse in={blockOpen} id={panelId}>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('message.blockReportText')}
          </Alert>
        </Collapse>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" aria-expanded={blockOpen} aria-controls={panelId} onClick={() => setBlockOpen((shown) => !shown)} sx={{ mr: 'auto' }}>
          {t('message.blockReport')}
        </Button>
        <Button onClick={close}>{t('message.cancel')}</Button>
        <Button variant="contained" disabled>
          {t('message.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
