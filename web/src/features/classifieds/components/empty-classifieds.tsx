import { Button } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/**
 * No results: a hint to widen the search, or (nothing at all nearby) the way to post the first one;
 * with nothing saved, how to save.
 */
export function EmptyClassifieds({ searching, savedOnly }: { searching: boolean; savedOnly: boolean }) {
  const { t } = useTranslation('classifieds');
  if (savedOnly) return <EmptyState title={t('saved.emptyTitle')} text={searching ? t('empty.filtered') : t('saved.emptyText')} />;
  return (
    <EmptyState title={t('empty.title')} text={searching ? t('empty.filtered') : t('empty.first')}>
      {!searching && (
        <Button component={Link} to={paths.addListing} variant="contained">
          {t('empty.create')}
        </Button>
      )}
    </EmptyState>
  );
}
