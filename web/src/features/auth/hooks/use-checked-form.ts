import type { FormikProps, FormikTouched, FormikValues } from 'formik';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useValidationMessage } from '@/lib/use-validation-message';
import { fieldError } from '@/lib/field-error';

/**
 * Submit and error helpers for the account forms: a submit with errors is blocked with the spec's
 * 'Validation Error' toast and every field marked touched; field errors come back translated.
 */
export function useCheckedForm<Values extends FormikValues>(formik: FormikProps<Values>) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const translateMessage = useValidationMessage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) return formik.submitForm();
    const touched = Object.fromEntries(Object.keys(formik.values).map((field) => [field, true])) as FormikTouched<Values>;
    await formik.setTouched(touched, false);
    toast({ title: t('toast.validation'), description: t('toast.validationText'), variant: 'error' });
  };

  const errorOf = (field: keyof Values & string): string | undefined => translateMessage(fieldError(formik, field));

  return { onSubmit, errorOf };
}
