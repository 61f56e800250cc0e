import { readFilledMessage } from '@yardsale/core/schemas/filled-messages';
import { toastParts } from '@yardsale/core/toast-parts';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

// The shared schemas speak the spec's English, also used by the API. Other languages translate each
// message under its English text in locales/<language>/validation.json, so the app carries no list
// of the messages: a text nobody translated (or that is not a schema's) is shown as it came. A message
// with a value in it (core's FILLED_MESSAGES: a wait in minutes, a suspension's reason) is found by its
// English form and said again from `filled.<name>` with the same values.
const AS_WRITTEN = { keySeparator: false, nsSeparator: false } as const;

/** A message in the reader's language: a text for a text, nothing for nothing (a field without an error). */
interface TranslateMessage {
  (message: string): string;
  (message: string | undefined): string | undefined;
}

/** Translates a message of a core schema or of the API (core's request-messages.ts, filled-messages.ts), falling back to its English. */
export function useValidationMessage(): TranslateMessage {
  const { t } = useTranslation('validation');
  const translate = useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const filled = readFilledMessage(message);
      return filled ? t(`filled.${filled.name}`, { ...filled.values, defaultValue: message }) : t(message, { ...AS_WRITTEN, defaultValue: message });
    },
    [t],
  );
  return translate as TranslateMessage;
}

/** A spec message "Title: description" from a core schema, translated and split for a toast. */
export function useMessageParts(): (message: string) => { title: string; description: string } {
  const translate = useValidationMessage();
  return useCallback((message) => toastParts(translate(message)), [translate]);
}
