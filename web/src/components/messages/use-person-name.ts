import { NAMELESS_USER } from '@yardsale/core/messaging';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A person's public name as the API gives it, with the word for someone nameless in the reader's language. */
export function usePersonName(): (name: string) => string {
  const { t } = useTranslation('messages');
  return useCallback((name) => (name === NAMELESS_USER ? t('nameless') : name), [t]);
}
