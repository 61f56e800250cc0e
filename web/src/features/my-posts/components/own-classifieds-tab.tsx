import type { Classified } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { useDeleteClassified } from '@/lib/classifieds/own-classifieds';
import { EmptyPosts } from './empty-posts';
import { OwnClassifiedCard } from './own-classified-card';
import { OwnPostsList } from './own-posts-list';

/** The seller's classifieds as cards, each editable and deletable; `checkedAt` is when they were fetched. */
export function OwnClassifiedsTab({ classifieds, checkedAt }: { classifieds: Classified[]; checkedAt: number }) {
  const { t } = useTranslation('posts');
  return (
    <OwnPostsList
      posts={classifieds}
      empty={<EmptyPosts text={t('empty.classifieds')} action={t('empty.createClassified')} to={paths.addListing} />}
      remove={useDeleteClassified()}
      renderCard={(classified, actions) => <OwnClassifiedCard classified={classified} now={checkedAt} {...actions} />}
    />
  );
}
