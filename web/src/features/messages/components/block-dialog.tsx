import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { FormikProps } from 'formik';
import { useId, useRef } from 'react';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import { BlockReportForm, reasonWritten } from '@/components/messages/block-report-form';
import type { BlockChoiceValues, BlockTarget } from '@/components/messages/use-block-or-report';

/** The block dialog of a conversation: 1 day, 2 weeks, permanently, or report as scammer (SPEC section 2). */
export function BlockDialog({ open, target, onClose }: { open: boolean; target: BlockTarget; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const form = useRef<FormikProps<BlockChoiceValues>>(null);
  return (
    <Dialog open={open} onClose={(_event, reason) => closeUnlessWriting(reason, reasonWritten(form.current), onClose)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('block.title', { name: target.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('block.text')}</DialogContentText>
        <BlockReportForm target={target} onDone={onClose} onCancel={onClose} formRef={form} />
      </DialogContent>
    </Dialog>
  );
}
