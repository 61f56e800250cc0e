import type { FormikErrors, FormikTouched } from 'formik';

interface FormState<Values> {
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
  submitCount: number;
}

/**
 * A field's own error, while the reader should see it: once they have left the field, or, with
 * `afterSubmit`, once the form was sent (for fields filled by taps rather than typed and left).
 * In the schema's English: the caller translates it (useValidationMessage).
 */
export function fieldError<Values>(form: FormState<Values>, field: keyof Values & string, { afterSubmit = false } = {}): string | undefined {
  const error = form.touched[field] || (afterSubmit && form.submitCount > 0) ? form.errors[field] : undefined;
  return typeof error === 'string' ? error : undefined;
}
