import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { LOADING_SKELETON_CARDS } from '@yardsale/core/constants';
import { useTranslation } from 'react-i18next';
import { CLASSIFIED_COLUMNS } from './classified-grid';

const PLACES = Array.from({ length: LOADING_SKELETON_CARDS }, (_unused, index) => index);

/** Twelve grey cards in the grid's shape while the first page loads (SPEC section 9). */
export function ClassifiedSkeleton() {
  const { t } = useTranslation('classifieds');
  return (
    <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 1.5, my: 2, gridTemplateColumns: CLASSIFIED_COLUMNS }}>
      {PLACES.map((place) => (
        <Card key={place} variant="outlined" aria-hidden="true">
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
          <CardContent sx={{ p: 1.5 }}>
            <Skeleton width="90%" />
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
