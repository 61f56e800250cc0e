import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { LIMITS } from '@yardsale/core/limits';
import { adminNoteSchema, type AdminNoteInput } from '@yardsale/core/schemas/admin';
import { FocusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Form, Formik, type FormikProps } from 'formik';
import { useId, useRef } from 'react';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { useSubmitDeskAction } from '../hooks/use-submit-desk-action';

const initialValues: AdminNoteInput = { note: '' };

interface NoteDialogProps {
  request: DeskRequest | null;
  open: boolean;
  onClose: () => void;
  /** Once it has faded out. */
  onExited: () => void;
}

/** Confirms an action of the desk with its reason, which is required: it goes to the audit log. */
export function NoteDialog({ request, open, onClose, onExited }: NoteDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { submit, pending } = useSubmitDeskAction();
  const form = useRef<FormikProps<AdminNoteInput>>(null);
  if (!request) return null;
  const texts = `dialog.${request.kind}`;
  return (
    <Dialog open={open} onClose={(_event, reason) => !pending && closeUnlessWriting(reason, Boolean(form.current?.values.note.trim()), onClose)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm" slotProps={{ transition: { onExited } }}>
      {/* Not checked on leaving the field, as FormDialog: the server's refusal stays until the note is changed. */}
      <Formik innerRef={form} key={`${request.kind}:${request.id}`} initialValues={initialValues} validationSchema={adminNoteSchema} validateOnBlur={false} onSubmit={async ({ note }, { setErrors }) => (await submit(request, note, setErrors)) && onClose()}>
        {({ errors, touched, getFieldProps }) => {
          const error = touched.note ? errors.note : undefined;
          return (
            <Form noValidate>
              <FocusFirstInvalid />
              <DialogTitle id={`${id}-title`}>{t(`${texts}.title`)}</DialogTitle>
              <DialogContent>
                <DialogContentText id={`${id}-text`} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                  {t(`${texts}.${request.text ?? 'text'}`, { subject: request.subject })}
                </DialogContentText>
                <TextField
                  {...getFieldProps('note')}
                  id={`${id}-note`}
                  label={t('dialog.reason')}
                  required
                  autoFocus
                  multiline
                  minRows={2}
                  maxRows={6}
                  fullWidth
                  error={Boolean(error)}
                  helperText={error ?? t('dialog.reasonHint')}
                  slotProps={{ htmlInput: { maxLength: LIMITS.deskNoteMax } }}
                />
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={pending}>
                  {t('dialog.cancel')}
                </Button>
                <Button type="submit" variant="contained" color={request.kind === 'dismiss' || request.kind === 'restore' || request.kind === 'keep' ? 'primary' : 'error'} disabled={pending}>
                  {pending ? t('dialog.sending') : t(`${texts}.confirm`)}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
