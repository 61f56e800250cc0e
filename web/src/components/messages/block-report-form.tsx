import { Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { BLOCK_DURATIONS } from '@yardsale/core/moderation';
import { blockSchema, reportSchema } from '@yardsale/core/schemas/messaging';
import { FocusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { useId, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ValidationError } from 'yup';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useBlockOrReport, type BlockChoiceValues, type BlockTarget } from './use-block-or-report';

const initialValues: BlockChoiceValues = { choice: '1day', reason: '' };

/** SPEC section 5, "Block dialog": a report needs a reason that is not blank; a block does not. */
async function validate({ choice, reason }: BlockChoiceValues): Promise<FormikErrors<BlockChoiceValues>> {
  try {
    await (choice === 'scammer' ? reportSchema : blockSchema).validateAt('reason', { reason });
    return {};
  } catch (error) {
    return { reason: error instanceof ValidationError ? error.message : String(error) };
  }
}

interface BlockReportFormProps {
  target: BlockTarget;
  /** The listing dialogs' failure wording ('… Please try again.'). */
  retryWording?: boolean;
  /** The block or report went through (its toast is shown). */
  onDone: () => void;
  onCancel: () => void;
  /** The form's state, for a dialog that must not close on a tap beside it once a reason is written. */
  formRef?: Ref<FormikProps<BlockChoiceValues>>;
}

/** Whether a reason is written in the form behind `form`. */
export const reasonWritten = (form: FormikProps<BlockChoiceValues> | null) => Boolean(form?.values.reason.trim());

/** 1 day, 2 weeks, permanently, or report as scammer, with a reason (SPEC section 2, /messages). */
export function BlockReportForm({ target, retryWording = false, onDone, onCancel, formRef }: BlockReportFormProps) {
  const { t } = useTranslation('messages');
  const translate = useValidationMessage();
  const submit = useBlockOrReport(target, retryWording);
  const id = useId();
  return (
    <Formik innerRef={formRef} initialValues={initialValues} validate={validate} onSubmit={async (values) => (await submit(values)) && onDone()}>
      {({ values, errors, touched, isSubmitting, getFieldProps }) => {
        const reporting = values.choice === 'scammer';
        const reasonError = touched.reason ? translate(errors.reason) : undefined;
        return (
          <Form noValidate>
            <FocusFirstInvalid />
            <Stack spacing={2}>
              <FormControl>
                <FormLabel id={`${id}-choices`}>{t('block.choices')}</FormLabel>
                <RadioGroup {...getFieldProps('choice')} aria-labelledby={`${id}-choices`}>
                  {BLOCK_DURATIONS.map((choice) => (
                    <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`block.${choice}`)} />
                  ))}
                </RadioGroup>
                {reporting && <FormHelperText sx={{ mx: 0 }}>{t('block.scammerHint')}</FormHelperText>}
              </FormControl>
              <TextField
                {...getFieldProps('reason')}
                id={`${id}-reason`}
                label={reporting ? t('block.reasonRequired') : t('block.reason')}
                required={reporting}
                multiline
                minRows={2}
                maxRows={6}
                fullWidth
                error={Boolean(reasonError)}
                helperText={reasonError}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onCancel} disabled={isSubmitting}>
                  {t('block.cancel')}
                </Button>
                <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                  {reporting ? t(isSubmitting ? 'block.reporting' : 'block.submitReport') : t(isSubmitting ? 'block.blocking' : 'block.submitBlock')}
                </Button>
              </Stack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
