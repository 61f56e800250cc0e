import type { ItemAlert } from '@yardsale/core/api-types';
import { ALL_CATEGORIES } from '@yardsale/core/classified-query';
import { CLASSIFIED_FREE_FILTER } from '@yardsale/core/constants';
import { useTranslation } from '@/lib/i18n';
import { useCategoryLabel } from '@/lib/use-category-label';

/** What an item alert watches, in words: '“bicycle” · Sports & Outdoors', 'Free items', or 'All items'. */
export function useItemSearchText(): (search: Pick<ItemAlert, 'q' | 'category'>) => string {
  const { t } = useTranslation('alerts');
  const categoryLabel = useCategoryLabel();
  return ({ q, category }) => {
    const words = q.trim() ? t('words', { q: q.trim() }) : '';
    const kind = category === ALL_CATEGORIES ? '' : category === CLASSIFIED_FREE_FILTER ? t('items.free') : categoryLabel(category);
    return [words, kind].filter(Boolean).join(' · ') || t('items.allItems');
  };
}
