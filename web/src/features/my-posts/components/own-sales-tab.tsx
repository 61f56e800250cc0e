import type { Listing } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { useDeleteSale } from '../api/own-sales';
import { EmptyPosts } from './empty-posts';
import { OwnPostsList } from './own-posts-list';
import { OwnSaleCard } from './own-sale-card';

/** The seller's yard sales as cards, each editable and deletable; `checkedAt` is when they were fetched. */
export function OwnSalesTab({ sales, checkedAt }: { sales: Listing[]; checkedAt: number }) {
  const { t } = useTranslation('posts');
  return (
    <OwnPostsList
      posts={sales}
      empty={<EmptyPosts text={t('empty.sales')} action={t('empty.createSale')} to={paths.post} />}
      remove={useDeleteSale()}
      renderCard={(sale, actions) => <OwnSaleCard sale={sale} ended={Date.parse(sale.visibleUntil) < checkedAt} {...actions} />}
    />
  );
}
