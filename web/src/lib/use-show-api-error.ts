import { PHOTO_NOT_READABLE } from '@yardsale/core/schemas/validation-messages';
import type { FormikErrors } from 'formik';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError, serverMessageOr } from './api-client';
import { useRetryAction } from './use-retry-action';
import { useMessageParts, useValidationMessage } from './use-validation-message';

export interface ShowApiErrorOptions<Values> {
  /** The error toast's title; its text is the server's message, or `fallback` (network, 5xx). */
  title: string;
  fallback: string;
  /** Formik's setErrors: each field the answer names shows its message under that field. */
  setErrors?: (errors: FormikErrors<Values>) => void;
  /** With true, an answer that names a field is told there only: a toast would cover the dialog. */
  fieldsOnly?: boolean;
  /** Sends it again, from the toast's 'Try again', when the request got no answer (useRetryAction). */
  retry?: () => void;
}

/**
 * How every form shows a failed request: the answer's field messages under their fields, its message
 * in a toast (in the reader's language when it is one of the shared schemas'). A photo the server
 * could not read is the spec's own toast, 'Upload Error', whichever form sent it.
 */
export function useShowApiError() {
  const toast = useToast();
  const translate = useValidationMessage();
  const partsOf = useMessageParts();
  const retryAction = useRetryAction();
  return useCallback(
    <Values>(error: unknown, { title, fallback, setErrors, fieldsOnly = false, retry }: ShowApiErrorOptions<Values>) => {
      if (error instanceof ApiError && error.serverMessage === PHOTO_NOT_READABLE) return toast({ ...partsOf(PHOTO_NOT_READABLE), variant: 'error' });
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const shownInFields = setErrors !== undefined && Object.keys(fieldErrors).length > 0;
      if (shownInFields) setErrors(fieldErrors as FormikErrors<Values>);
      if (!(fieldsOnly && shownInFields)) toast({ title, description: translate(serverMessageOr(error, fallback)), variant: 'error', action: retryAction(error, retry) });
    },
    [toast, translate, partsOf, retryAction],
  );
}
