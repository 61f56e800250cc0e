import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { MESSAGES, POST_PROBLEMS } from '@yardsale/core/constants';
import { postReportSchema } from '@yardsale/core/schemas/messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { closeUnlessWriting } from '@/lib/dialog-close';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import type { MessageTarget } from '@/components/messages/message-target';
import { useReportPost } from './use-report-post';

interface Values {
  problem: string;
  details: string;
}

const initialValues: Values = { problem: '', details: '' };

/**
 * What is wrong with a post, told to the administrators (decision 0056): one of the problems, and
 * words, needed for 'Something else'. Its seller is not told who reported it, and nobody is blocked.
 */
export function ReportPostDialog({ post, onClose }: { post: MessageTarget | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translate = useValidationMessage();
  const { mutateAsync } = useReportPost();
  const id = useId();

  const submit = async ({ problem, details }: Values, { resetForm, setErrors }: FormikHelpers<Values>) => {
    if (!post) return;
    try {
      await mutateAsync({ post, ...postReportSchema.cast({ problem, details }) });
      toast({ title: t('toast.reported'), description: t('toast.reportedText'), variant: 'success' });
      resetForm();
      onClose();
    } catch (error) {
      showApiError(error, { title: t('toast.failed'), fallback: t('toast.failedText'), setErrors, fieldsOnly: true });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={postReportSchema} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, getFieldProps, resetForm, dirty }) => {
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          onClose();
        };
        const other = values.problem === 'other';
        const problemError = touched.problem ? translate(errors.problem) : undefined;
        const detailsError = touched.details ? translate(errors.details) : undefined;
        return (
          <Dialog open={post !== null} onClose={(_event, reason) => closeUnlessWriting(reason, dirty, close)} fullWidth maxWidth="xs">
            <Form noValidate>
              <DialogTitle>{t('title')}</DialogTitle>
              <DialogContent>
                <Stack spacing={2}>
                  <DialogContentText>{t('intro', { title: post?.title ?? '' })}</DialogContentText>
                  <FormControl error={Boolean(problemError)} required>
                    <FormLabel id={`${id}-problems`}>{t('problem')}</FormLabel>
                    <RadioGroup {...getFieldProps('problem')} aria-labelledby={`${id}-problems`}>
                      {POST_PROBLEMS.map((problem) => (
                        <FormControlLabel key={problem} value={problem} control={<Radio />} label={t(`problems.${problem}`)} />
                      ))}
                    </RadioGroup>
                    {problemError && <FormHelperText sx={{ mx: 0 }}>{problemError}</FormHelperText>}
                  </FormControl>
                  <TextField
                    {...getFieldProps('details')}
                    id={`${id}-details`}
                    label={t(other ? 'detailsRequired' : 'details')}
                    required={other}
                    multiline
                    minRows={2}
                    maxRows={6}
                    fullWidth
                    error={Boolean(detailsError)}
                    helperText={detailsError}
                    slotProps={{ htmlInput: { maxLength: MESSAGES.reasonMax } }}
                  />
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                  {t(isSubmitting ? 'submitting' : 'submit')}
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
