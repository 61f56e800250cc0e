import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import { LIMITS } from '@yardsale/core/constants';
import { changePasswordFormSchema } from '@yardsale/core/schemas/auth';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useChangePassword } from '../api/change-password';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const initialValues: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = [
  { name: 'currentPassword', label: 'security.currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'security.newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'security.confirmPassword', autoComplete: 'new-password' },
] as const;

/** Open, submitting, then success (fields cleared, dialog closed) or failure (stays open). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const { mutateAsync } = useChangePassword();

  const submit = async ({ currentPassword, newPassword }: Values, { resetForm, setErrors }: FormikHelpers<Values>) => {
    try {
      await mutateAsync({ currentPassword, newPassword });
      toast({ title: t('security.success'), description: t('security.successText'), variant: 'success' });
      resetForm();
      onClose();
    } catch (error) {
      // An incorrect current password is named under its field (SPEC section 8), not in a toast.
      showApiError(error, { title: t('security.error'), fallback: t('security.errorText'), setErrors, fieldsOnly: true });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={changePasswordFormSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting, getFieldProps, resetForm, dirty }) => {
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          onClose();
        };
        return (
          <Dialog open={open} onClose={(_event, reason) => closeUnlessWriting(reason, dirty, close)} fullWidth maxWidth="xs">
            <Form noValidate>
              <DialogTitle>{t('security.dialogTitle')}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  {fields.map(({ name, label, autoComplete }) => {
                    const error = touched[name] ? translateMessage(errors[name]) : undefined;
                    const help = name === 'newPassword' ? t('security.newPasswordHelp', { min: LIMITS.settingsPasswordMin }) : undefined;
                    return (
                      <PasswordField
                        key={name}
                        {...getFieldProps(name)}
                        id={`change-password-${name}`}
                        label={t(label)}
                        autoComplete={autoComplete}
                        fullWidth
                        error={Boolean(error)}
                        helperText={error ?? help}
                      />
                    );
                  })}
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? t('security.submitting') : t('security.submit')}
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
