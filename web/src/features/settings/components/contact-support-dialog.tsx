import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import type { CurrentUser } from '@yardsale/core/api-types';
import { supportContactFormSchema } from '@yardsale/core/schemas/auth';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useContactSupport } from '../api/contact-support';

interface Values {
  subject: string;
  message: string;
}

const initialValues: Values = { subject: '', message: '' };

/** Subject and message to support, sent with the user's e-mail and name; a failure keeps the text. */
export function ContactSupportDialog({ user, open, onClose }: { user: CurrentUser; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const { mutateAsync } = useContactSupport();

  const submit = async (values: Values, { resetForm, setErrors }: FormikHelpers<Values>) => {
    const { subject, message } = supportContactFormSchema.cast(values);
    try {
      await mutateAsync({ subject, message, email: user.email, name: user.displayName || user.username });
      toast({ title: t('help.success'), description: t('help.successText'), variant: 'success' });
      resetForm();
      onClose();
    } catch (error) {
      showApiError(error, { title: t('help.error'), fallback: t('help.errorText'), setErrors });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={supportContactFormSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps, resetForm, dirty }) => {
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          onClose();
        };
        const subjectError = touched.subject ? translateMessage(errors.subject) : undefined;
        const messageError = touched.message ? translateMessage(errors.message) : undefined;
        return (
          <Dialog open={open} onClose={(_event, reason) => closeUnlessWriting(reason, dirty, close)} fullWidth maxWidth="sm">
            <Form noValidate>
              <DialogTitle>{t('help.dialogTitle')}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>{t('help.dialogText', { email: user.email })}</DialogContentText>
                <Stack spacing={2}>
                  <TextField
                    {...getFieldProps('subject')}
                    id="support-subject"
                    label={t('help.subject')}
                    fullWidth
                    error={Boolean(subjectError)}
                    helperText={subjectError}
                  />
                  <TextField
                    {...getFieldProps('message')}
                    id="support-message"
                    label={t('help.message')}
                    multiline
                    minRows={4}
                    maxRows={12}
                    fullWidth
                    error={Boolean(messageError)}
                    helperText={messageError}
                  />
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? t('help.sending') : t('help.send')}
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
