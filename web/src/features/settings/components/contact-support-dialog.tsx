import { TextField } from '@mui/material';
import type { CurrentUser } from '@yardsale/core/api-types';
import { supportContactFormSchema } from '@yardsale/core/schemas/auth';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
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
  const { mutateAsync } = useContactSupport();

  const send = async (values: Values) => {
    const { subject, message } = supportContactFormSchema.cast(values);
    await mutateAsync({ subject, message, email: user.email, name: user.displayName || user.username });
    toast({ title: t('help.success'), description: t('help.successText'), variant: 'success' });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('help.dialogTitle')}
      text={t('help.dialogText', { email: user.email })}
      initialValues={initialValues}
      validationSchema={supportContactFormSchema}
      send={send}
      failure={{ title: t('help.error'), fallback: t('help.errorText') }}
      submitLabel={t('help.send')}
      submittingLabel={t('help.sending')}
      cancelLabel={t('cancel')}
      maxWidth="sm"
    >
      {({ getFieldProps, errorOf }) => (
        <>
          <TextField {...getFieldProps('subject')} id="support-subject" label={t('help.subject')} fullWidth error={Boolean(errorOf('subject'))} helperText={errorOf('subject')} />
          <TextField
            {...getFieldProps('message')}
            id="support-message"
            label={t('help.message')}
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            error={Boolean(errorOf('message'))}
            helperText={errorOf('message')}
          />
        </>
      )}
    </FormDialog>
  );
}
