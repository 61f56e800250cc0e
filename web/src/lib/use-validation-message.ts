import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPEAL_MESSAGES,
  AUTH_MESSAGES,
  CLASSIFIED_FORM_MESSAGES,
  CLASSIFIED_MESSAGES,
  DATA_DELETION_MESSAGES,
  MESSAGE_MESSAGES,
  PROFILE_MESSAGES,
} from '@yardsale/core/schemas/validation-messages';

// The shared schemas speak the spec's English, also used by the API. Each message has a key
// (group.name) under which other languages translate it in locales/<language>/validation.json.
const messageGroups = {
  appeal: APPEAL_MESSAGES,
  auth: AUTH_MESSAGES,
  classified: CLASSIFIED_MESSAGES,
  classifiedForm: CLASSIFIED_FORM_MESSAGES,
  dataDeletion: DATA_DELETION_MESSAGES,
  message: MESSAGE_MESSAGES,
  profile: PROFILE_MESSAGES,
};

const keyOfMessage = new Map<string, string>(
  Object.entries(messageGroups).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, message]): [string, string] => [message, `${group}.${name}`]),
  ),
);

/** Translates a validation message from a core schema (or the API), falling back to its English. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = keyOfMessage.get(message);
      return key ? t(key, { defaultValue: message }) : message;
    },
    [t],
  );
}
