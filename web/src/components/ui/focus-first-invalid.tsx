import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';

/**
 * Put anywhere in a Formik form drawn by a render function (where no hook can be called): after a
 * submit its checks refused, focus goes to the first field to fix (useFocusFirstInvalid).
 */
export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const inForm = useRef<HTMLSpanElement>(null);
  useFocusFirstInvalid(inForm, submitCount, !isSubmitting && Object.keys(errors).length > 0);
  return <span ref={inForm} hidden />;
}
