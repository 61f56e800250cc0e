import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { POST_PROBLEMS } from '@yardsale/core/moderation';
import { postReportSchema } from '@yardsale/core/schemas/messaging';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast-provider';
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
  const { mutateAsync } = useReportPost();
  const id = useId();

  const send = async (values: Values) => {
    if (!post) return;
    await mutateAsync({ post, ...postReportSchema.cast(values) });
    toast({ title: t('toast.reported'), description: t('toast.reportedText'), variant: 'success' });
  };

  return (
    <FormDialog
      open={post !== null}
      onClose={onClose}
      title={t('title')}
      text={t('intro', { title: post?.title ?? '' })}
      initialValues={initialValues}
      validationSchema={postReportSchema}
      send={send}
      failure={{ title: t('toast.failed'), fallback: t('toast.failedText'), fieldsOnly: true }}
      submitLabel={t('submit')}
      submittingLabel={t('submitting')}
      cancelLabel={t('cancel')}
      submitColor="error"
    >
      {({ values, getFieldProps, errorOf }) => {
        const other = values.problem === 'other';
        const problemError = errorOf('problem');
        return (
          <>
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
              error={Boolean(errorOf('details'))}
              helperText={errorOf('details')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
