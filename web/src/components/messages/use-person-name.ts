import type { ConversationUser } from '@yardsale/core/api-types';
import { NAMELESS_USER } from '@yardsale/core/messaging';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * A person's public name as the API gives it, in the reader's language where it is a word of ours:
 * someone nameless, or an account that was deleted (decision 0092).
 */
export function usePersonName(): (person: Pick<ConversationUser, 'displayName' | 'deleted'>) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    ({ displayName, deleted }) => (deleted ? t('deletedAccount') : displayName === NAMELESS_USER ? t('nameless') : displayName),
    [t],
  );
}
