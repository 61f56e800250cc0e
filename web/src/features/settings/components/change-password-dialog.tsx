import { LIMITS } from '@yardsale/core/limits';
import { changePasswordFormSchema } from '@yardsale/core/schemas/auth';
import { FormDialog } from '@/components/ui/form-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
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
  const { mutateAsync } = useChangePassword();

  const send = async ({ currentPassword, newPassword }: Values) => {
    await mutateAsync({ currentPassword, newPassword });
    toast({ title: t('security.success'), description: t('security.successText'), variant: 'success' });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('security.dialogTitle')}
      initialValues={initialValues}
      validationSchema={changePasswordFormSchema}
      send={send}
      // An incorrect current password is named under its field (SPEC section 8), not in a toast.
      failure={{ title: t('security.error'), fallback: t('security.errorText'), fieldsOnly: true }}
      submitLabel={t('security.submit')}
      submittingLabel={t('security.submitting')}
      cancelLabel={t('cancel')}
    >
      {({ getFieldProps, errorOf }) =>
        fields.map(({ name, label, autoComplete }) => {
          const error = errorOf(name);
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
        })
      }
    </FormDialog>
  );
}
