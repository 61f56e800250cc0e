import { TextField } from '@mui/material';
import { changeEmailSchema, type ChangeEmailInput } from '@yardsale/core/schemas/auth';
import { FormDialog } from '@/components/ui/form-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
import { useChangeEmail } from '../api/change-email';

const initialValues: ChangeEmailInput = { newEmail: '', currentPassword: '' };

/** A new sign-in address (decision 0070): a link goes to it, and the address changes when it is opened. */
export function ChangeEmailDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const { mutateAsync } = useChangeEmail();

  const send = async (values: ChangeEmailInput) => {
    await mutateAsync(values);
    toast({ title: t('security.emailSent'), description: t('security.emailSentText', { email: values.newEmail.trim() }), variant: 'success' });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('security.emailDialogTitle')}
      text={t('security.emailDialogText', { email })}
      initialValues={initialValues}
      validationSchema={changeEmailSchema}
      send={send}
      failure={{ title: t('security.error'), fallback: t('security.emailErrorText'), fieldsOnly: true }}
      submitLabel={t('security.emailSubmit')}
      submittingLabel={t('security.emailSubmitting')}
      cancelLabel={t('cancel')}
    >
      {({ getFieldProps, errorOf }) => (
        <>
          <TextField
            {...getFieldProps('newEmail')}
            id="change-email-new"
            type="email"
            label={t('security.newEmail')}
            autoComplete="email"
            fullWidth
            error={Boolean(errorOf('newEmail'))}
            helperText={errorOf('newEmail')}
          />
          <PasswordField
            {...getFieldProps('currentPassword')}
            id="change-email-password"
            label={t('security.currentPassword')}
            autoComplete="current-password"
            fullWidth
            error={Boolean(errorOf('currentPassword'))}
            helperText={errorOf('currentPassword')}
          />
        </>
      )}
    </FormDialog>
  );
}
