import { deleteAccountSchema } from '@yardsale/core/schemas/auth';
import { FormDialog } from '@/components/ui/form-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
import { useDeleteAccount } from '../api/delete-account';
import { useLeaveToAuth } from '../hooks/use-leave-to-auth';

type Values = { password: string };

/** Deleting the account needs the password; then the user is signed out and sent to /auth. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const leaveToAuth = useLeaveToAuth();
  const { mutateAsync } = useDeleteAccount();

  const send = async ({ password }: Values) => {
    await mutateAsync(password);
    leaveToAuth();
    toast({ title: t('deleteAccount.success'), description: t('deleteAccount.successText'), variant: 'success' });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('deleteAccount.dialogTitle')}
      text={t('deleteAccount.dialogText')}
      initialValues={{ password: '' }}
      validationSchema={deleteAccountSchema}
      send={send}
      failure={{ title: t('deleteAccount.error'), fallback: t('deleteAccount.errorText'), fieldsOnly: true }}
      submitLabel={t('deleteAccount.confirm')}
      submittingLabel={t('deleteAccount.deleting')}
      cancelLabel={t('cancel')}
      submitColor="error"
    >
      {({ getFieldProps, errorOf }) => (
        <PasswordField
          {...getFieldProps('password')}
          id="delete-account-password"
          label={t('deleteAccount.password')}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errorOf('password'))}
          helperText={errorOf('password')}
        />
      )}
    </FormDialog>
  );
}
