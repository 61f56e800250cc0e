import { toastParts } from '@yardsale/core/schemas/validation-messages';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

// The shared schemas speak the spec's English, also used by the API. Other languages translate each
// message under its English text in locales/<language>/validation.json, so the app carries no list
// of the messages: a text nobody translated (or that is not a schema's) is shown as it came.
const AS_WRITTEN = { keySeparator: false, nsSeparator: false } as const;

/** Translates a validation message from a core schema (or the API), falling back to its English. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback((message) => (message ? t(message, { ...AS_WRITTEN, defaultValue: message }) : undefined), [t]);
}

/** A spec message "Title: description" from a core schema, translated and split for a toast. */
export function useMessageParts(): (message: string) => { title: string; description: string } {
  const translate = useValidationMessage();
  return useCallback((message) => toastParts(translate(message) ?? message), [translate]);
}
