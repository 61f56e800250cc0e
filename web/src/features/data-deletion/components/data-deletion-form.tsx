import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from '@/lib/i18n';
import { DATA_DELETION_PROCESSING_DAYS } from '@yardsale/core/constants';
import { dataDeletionSchema, type DataDeletionRequest } from '@yardsale/core/schemas/data-deletion';
import { FocusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { useToast } from '@/components/ui/toast-provider';
import { fieldError } from '@/lib/field-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useRequestDataDeletion } from '../api/request-data-deletion';

const initialValues: DataDeletionRequest = { email: '', reason: '' };


/** The deletion request form; a failed request keeps what the user typed. */
export function DataDeletionForm({ onSubmitted, labelledBy }: { onSubmitted: (message: string) => void; labelledBy: string }) {
  const { t } = useTranslation('dataDeletion');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const { mutateAsync } = useRequestDataDeletion();

  const errorOf = (field: keyof DataDeletionRequest, form: FormikProps<DataDeletionRequest>) => translateMessage(fieldError(form, field));

  const submit = async (values: DataDeletionRequest) => {
    try {
      // The screen's own words, in the reader's language: the API's answer is its English.
      await mutateAsync(dataDeletionSchema.cast(values));
      const description = t('toast.successText', { days: DATA_DELETION_PROCESSING_DAYS });
      toast({ title: t('toast.success'), description, variant: 'success' });
      onSubmitted(description);
    } catch (error) {
      showApiError(error, { title: t('toast.error'), fallback: t('toast.errorText') });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={dataDeletionSchema} onSubmit={submit}>
      {(form) => {
        const { isSubmitting, getFieldProps } = form;
        const emailError = errorOf('email', form);
        const reasonError = errorOf('reason', form);
        return (
          <Form noValidate aria-labelledby={labelledBy}>
            <FocusFirstInvalid />
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                {t('form.required')}
              </Typography>
              <TextField
                {...getFieldProps('email')}
                id="data-deletion-email"
                type="email"
                label={t('form.email')}
                autoComplete="email"
                required
                fullWidth
                error={Boolean(emailError)}
                helperText={emailError ?? t('form.emailHelp')}
              />
              <TextField
                {...getFieldProps('reason')}
                id="data-deletion-reason"
                label={t('form.reason')}
                multiline
                minRows={3}
                maxRows={10}
                fullWidth
                error={Boolean(reasonError)}
                helperText={reasonError ?? t('form.reasonHelp')}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                startIcon={<SendIcon />}
                sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              >
                {isSubmitting ? t('form.submitting') : t('form.submit')}
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
