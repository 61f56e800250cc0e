import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CLASSIFIED_CATEGORIES, CLASSIFIED_CONDITIONS } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';
import { useCategoryLabel } from '@/lib/use-category-label';
import { useValidationMessage } from '@/lib/use-validation-message';
import type { ClassifiedFormState } from '../utils/classified-form-values';
import { TagChips } from './tag-chips';
import { fieldError } from '@/lib/field-error';

/** The choices, with a stored value the form does not offer (the default 'Used') kept selectable. */
const choicesWith = (choices: readonly string[], current: string) => (current && !choices.includes(current) ? [...choices, current] : choices);

interface AboutFieldsProps {
  formik: FormikProps<ClassifiedFormState>;
  onRefused: (message: string) => void;
}

/** Title, description, condition, price, category and extra categories. */
export function AboutFields({ formik, onRefused }: AboutFieldsProps) {
  const { t } = useTranslation('addListing');
  const tagsLabelId = useId();
  const categoryLabel = useCategoryLabel();
  const { condition: conditionLabel } = useClassifiedLabels();
  const { values, isSubmitting, getFieldProps, setFieldValue } = formik;
  const message = useValidationMessage();
  const errorOf = (field: keyof ClassifiedFormState) => message(fieldError(formik, field, { afterSubmit: true }));
  const fieldProps = (field: 'title' | 'description' | 'condition' | 'price' | 'category') => ({
    ...getFieldProps(field),
    id: `classified-${field}`,
    label: t(`fields.${field}`),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    disabled: isSubmitting,
    fullWidth: true,
    required: true,
  });
  return (
    <Stack spacing={2}>
      <TextField {...fieldProps('title')} />
      <TextField {...fieldProps('description')} multiline minRows={3} maxRows={12} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...fieldProps('condition')} select>
          {choicesWith(CLASSIFIED_CONDITIONS, values.condition).map((condition) => (
            <MenuItem key={condition} value={condition}>
              {conditionLabel(condition)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...fieldProps('price')}
          type="number"
          helperText={errorOf('price') ?? t('fields.priceHelp')}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        />
      </Stack>
      <TextField {...fieldProps('category')} select>
        {CLASSIFIED_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {categoryLabel(category)}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={1}>
        <Typography id={tagsLabelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t('fields.tags')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('fields.tagsHelp', { max: LIMITS.classifiedMaxTags })}
        </Typography>
        <TagChips
          category={values.category}
          chosen={values.tags}
          disabled={isSubmitting}
          labelledBy={tagsLabelId}
          onChange={(tags) => void setFieldValue('tags', tags)}
          onRefused={onRefused}
        />
      </Stack>
    </Stack>
  );
}
