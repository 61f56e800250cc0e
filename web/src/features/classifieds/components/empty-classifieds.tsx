import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** No results: a hint to widen the search, or (nothing at all nearby) the way to post the first one. */
export function EmptyClassifieds({ searching }: { searching: boolean }) {
  const { t } = useTranslation('classifieds');
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
