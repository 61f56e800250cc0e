import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { LIMITS } from '@yardsale/core/limits';
import { appealSchema } from '@yardsale/core/schemas/admin';
import type { LoginInput } from '@yardsale/core/schemas/auth';
import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useSendAppeal } from '../api/send-appeal';

const messageSchema = appealSchema.pick(['message']);

interface AppealDialogProps {
  open: boolean;
  /** The e-mail and password that were just refused as suspended: they sign the appeal. */
  credentials: LoginInput;
  onClose: () => void;
  /** The appeal was filed (or had been already): there is nothing more to send. */
  onSent: () => void;
}

/** A suspended user's one appeal, written on /auth where the sign-in told them why they are suspended. */
export function AppealDialog({ open, credentials, onClose, onSent }: AppealDialogProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translate = useValidationMessage();
  const { mutateAsync } = useSendAppeal();
  const titleId = useId();
  const formik = useFormik({
    initialValues: { message: '' },
    validationSchema: messageSchema,
    onSubmit: async ({ message }) => {
      try {
        const answer = await mutateAsync({ ...credentials, message: message.trim() });
        toast({ title: translate(answer.message), variant: 'success' });
        onSent();
      } catch (error) {
        showApiError(error, { title: t('appeal.failed'), fallback: t('appeal.failedText') });
        if (error instanceof ApiError && error.status === 409) onSent(); // appealed already, or restored meanwhile
      }
    },
  });
  const error = formik.touched.message ? translate(formik.errors.message) : undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, formik.submitCount, !formik.isSubmitting && Object.keys(formik.errors).length > 0);
  return (
    <Dialog open={open} onClose={(_event, reason) => closeUnlessWriting(reason, formik.dirty, onClose)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form ref={form} noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{t('appeal.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('appeal.text')}</DialogContentText>
          <TextField
            {...formik.getFieldProps('message')}
            id="appeal-message"
            label={t('appeal.field')}
            required
            multiline
            minRows={4}
            maxRows={10}
            fullWidth
            error={Boolean(error)}
            helperText={error ?? t('appeal.count', { count: formik.values.message.length, max: LIMITS.appealMax })}
            slotProps={{ htmlInput: { maxLength: LIMITS.appealMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            {t('appeal.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t(formik.isSubmitting ? 'appeal.sending' : 'appeal.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
