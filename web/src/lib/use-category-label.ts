import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * A yard-sale or classified category in the reader's language. Categories are stored and sent in
 * English (the API's values, SPEC section 9); one with no translation (an older value) reads as stored.
 */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation('sales');
  return useCallback((category: string) => t(`categories.${category}`, { defaultValue: category }), [t]);
}
