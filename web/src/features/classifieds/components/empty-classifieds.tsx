import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** No results: a hint to widen the search, or (nothing at all nearby) the way to post the first one. */
export function EmptyClassifieds({ searching }: { searching: boolean }) {
  const { t } = useTranslation('classifieds');
  return (
    <Box sx={{ py: 8, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary">{searching ? t('empty.filtered') : t('empty.first')}</Typography>
      {!searching && (
        <Button component={Link} to={paths.addListing} variant="contained">
          {t('empty.create')}
        </Button>
      )}
    </Box>
  );
}
