import { Button, Collapse, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { useId, useRef, useState } from 'react';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useSendMessage } from '@/lib/messages/send-message';
import { useFailureToast } from '@/lib/messages/use-failure-toast';
import type { MessageTarget } from './message-target';
import { reasonWritten } from './block-report-form';
import { QuickReplies } from './quick-replies';
import { SellerSafetyPanel } from './seller-safety-panel';
import type { BlockChoiceValues } from './use-block-or-report';
import { useMessageDraft } from './use-message-draft';

interface SendMessageDialogProps {
  /** The listing asked about; the dialog is open while it is set. */
  listing: MessageTarget | null;
  onClose: () => void;
}

/** 'Send Message' to the seller of a classified or a yard sale (SPEC section 2), with Block/Report. */
export function SendMessageDialog({ listing, onClose }: SendMessageDialogProps) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const panelId = useId();
  const toast = useToast();
  const showFailure = useFailureToast();
  const send = useSendMessage();
  const draft = useMessageDraft();
  const [safetyOpen, setSafetyOpen] = useState(false);
  const safetyForm = useRef<FormikProps<BlockChoiceValues>>(null);
  const close = () => {
    setSafetyOpen(false);
    draft.clear();
    onClose();
  };
  const submit = async () => {
    if (!listing || !draft.ready) return draft.touch();
    try {
      await send.mutateAsync({ listingId: listing.id, listingType: listing.type, content: draft.content });
      toast({ title: t('toast.sentToSeller'), description: t('toast.sentToSellerText'), variant: 'success' });
      close();
    } catch (error) {
      showFailure(error, t('toast.sendFailed'), { retryTitle: t('toast.sendFailedRetry') });
    }
  };
  return (
    <Dialog open={listing !== null} onClose={(_event, reason) => closeUnlessWriting(reason, draft.content !== '' || reasonWritten(safetyForm.current), close)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialog.about', { title: listing?.title ?? '' })}</DialogContentText>
        <TextField
          {...draft.field}
          id={`${panelId}-message`}
          label={t('dialog.label')}
          placeholder={t('dialog.placeholder')}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(draft.error)}
          helperText={draft.helperText}
        />
        {listing && draft.field.value === '' && <QuickReplies type={listing.type} onChoose={draft.replace} />}
        <Collapse in={safetyOpen} id={panelId}>
          {safetyOpen && listing && <SellerSafetyPanel listingId={listing.id} onDone={close} onCancel={() => setSafetyOpen(false)} formRef={safetyForm} />}
        </Collapse>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" aria-expanded={safetyOpen} aria-controls={panelId} onClick={() => setSafetyOpen((shown) => !shown)} sx={{ mr: 'auto' }}>
          {t('dialog.blockReport')}
        </Button>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={!draft.ready || send.isPending} onClick={() => void submit()}>
          {send.isPending ? t('dialog.sending') : t('dialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
