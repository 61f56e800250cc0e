import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from '@/lib/i18n';
import { deleteAccountSchema } from '@yardsale/core/schemas/auth';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useDeleteAccount } from '../api/delete-account';
import { useLeaveToAuth } from '../hooks/use-leave-to-auth';

type Values = { password: string };

/** Deleting the account needs the password; then the user is signed out and sent to /auth. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const leaveToAuth = useLeaveToAuth();
  const { mutateAsync } = useDeleteAccount();

  const submit = async ({ password }: Values, { setErrors }: FormikHelpers<Values>) => {
    try {
      await mutateAsync(password);
      leaveToAuth();
      toast({ title: t('deleteAccount.success'), description: t('deleteAccount.successText'), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('deleteAccount.error'), fallback: t('deleteAccount.errorText'), setErrors, fieldsOnly: true });
    }
  };

  return (
    <Formik initialValues={{ password: '' }} validationSchema={deleteAccountSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps, resetForm }) => {
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          onClose();
        };
        const error = touched.password ? translateMessage(errors.password) : undefined;
        return (
          <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
            <Form noValidate>
              <DialogTitle>{t('deleteAccount.dialogTitle')}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>{t('deleteAccount.dialogText')}</DialogContentText>
                <PasswordField
                  {...getFieldProps('password')}
                  id="delete-account-password"
                  label={t('deleteAccount.password')}
                  autoComplete="current-password"
                  fullWidth
                  error={Boolean(error)}
                  helperText={error}
                />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                  {isSubmitting ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
