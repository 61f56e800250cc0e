import { Box } from '@mui/material';
import { LOADING_SKELETON_CARDS } from '@yardsale/core/constants';
import { useTranslation } from '@/lib/i18n';
import { gridColumns } from '@/components/ads/groups';
import { Stylesheet } from '@/lib/styles/stylesheet';
import { CLASSIFIED_COLUMNS } from './classified-grid';
import cssText from './classified-skeleton.css?inline';

const SKELETON_COLUMNS = gridColumns(CLASSIFIED_COLUMNS);
const PLACES = Array.from({ length: LOADING_SKELETON_CARDS }, (_unused, index) => index);
const LINE_WIDTHS = ['90%', '40%', '60%'];

/** Twelve grey cards in the grid's shape while the first page loads (SPEC section 9). */
export function ClassifiedSkeleton() {
  const { t } = useTranslation('classifieds');
  return (
    <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 1.5, my: 2, gridTemplateColumns: SKELETON_COLUMNS }}>
      <Stylesheet name="classified-skeleton" css={cssText} />
      {PLACES.map((place) => (
        <div key={place} className="card-skeleton" aria-hidden="true">
          <div className="card-skeleton-photo" />
          <div className="card-skeleton-body">
            {LINE_WIDTHS.map((width) => (
              <div key={width} className="card-skeleton-line" style={{ width }} />
            ))}
          </div>
        </div>
      ))}
    </Box>
  );
}
