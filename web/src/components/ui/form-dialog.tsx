import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { FocusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useShowApiError, type ShowApiErrorOptions } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { fieldError } from '@/lib/field-error';

/** The dialog's form, and each field's message once it was left (translated). */
export type FormDialogFields<Values> = FormikProps<Values> & { errorOf: (field: keyof Values & string) => string | undefined };

interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Above the fields. */
  text?: ReactNode;
  initialValues: Values;
  validationSchema: Schema;
  /** Sends the values, and toasts or goes on as it needs; the dialog then empties and closes. */
  send: (values: Values) => Promise<void>;
  /** A failed send: the toast's words (the answer's field messages show under their fields). */
  failure: Pick<ShowApiErrorOptions<Values>, 'title' | 'fallback' | 'fieldsOnly'>;
  submitLabel: string;
  submittingLabel: string;
  cancelLabel: string;
  /** 'error' for what cannot be taken back. */
  submitColor?: 'primary' | 'error';
  maxWidth?: 'xs' | 'sm';
  children: (form: FormDialogFields<Values>) => ReactNode;
}

/**
 * A dialog that is a form (change password, contact support, delete account, report a post): a
 * failure keeps what was typed, with the server's messages; a tap beside it does not throw away what
 * is written (closeUnlessWriting); Cancel and closing empty it.
 */
export function FormDialog<Values extends FormikValues>({ open, onClose, title, text, initialValues, validationSchema, send, failure, submitLabel, submittingLabel, cancelLabel, submitColor = 'primary', maxWidth = 'xs', children }: FormDialogProps<Values>) {
  const showApiError = useShowApiError();
  const translate = useValidationMessage();

  const submit = async (values: Values, { resetForm, setErrors }: FormikHelpers<Values>) => {
    try {
      await send(values);
      resetForm();
      onClose();
    } catch (error) {
      showApiError(error, { ...failure, setErrors });
    }
  };

  return (
    // Not checked again on leaving a field: after a refused send the focus is in the first field to
    // fix (FocusFirstInvalid), and leaving it for a button below would replace the server's message
    // with the form's own check, shrinking the dialog under the tap (the button moves, the tap is
    // lost). Typing checks again, and so does sending.
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit} validateOnBlur={false}>
      {(form) => {
        const close = () => {
          if (form.isSubmitting) return;
          form.resetForm();
          onClose();
        };
        const errorOf = (field: keyof Values & string) => translate(fieldError(form, field));
        return (
          <Dialog open={open} onClose={(_event, reason) => closeUnlessWriting(reason, form.dirty, close)} fullWidth maxWidth={maxWidth}>
            <Form noValidate>
              <FocusFirstInvalid />
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  {text && <DialogContentText>{text}</DialogContentText>}
                  {children({ ...form, errorOf })}
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={form.isSubmitting}>
                  {cancelLabel}
                </Button>
                <Button type="submit" variant="contained" color={submitColor} disabled={form.isSubmitting}>
                  {form.isSubmitting ? submittingLabel : submitLabel}
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
