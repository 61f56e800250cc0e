import { Box } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS_ROW_SIZE, type Units } from '@yardsale/core/constants';
import { formatDistance } from '@yardsale/core/geo';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AdSlot } from '@/components/ads/ad-slot';
import { ClassifiedCard } from './classified-card';

/** An inline ad after every second row of six (SPEC section 9). */
const BLOCK_SIZE = CLASSIFIEDS_ROW_SIZE * 2;

export const CLASSIFIED_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: `repeat(${CLASSIFIEDS_ROW_SIZE}, minmax(0, 1fr))`,
};

function blocksOf<T>(items: readonly T[]): T[][] {
  const blocks: T[][] = [];
  for (let start = 0; start < items.length; start += BLOCK_SIZE) blocks.push(items.slice(start, start + BLOCK_SIZE));
  return blocks;
}

interface ClassifiedGridProps {
  classifieds: readonly Classified[];
  units: Units;
  now: number;
  onOpen: (classified: Classified) => void;
}

/** The cards, 2 columns on phones up to 6 wide, with a rectangle ad between blocks of two rows. */
export function ClassifiedGrid({ classifieds, units, now, onOpen }: ClassifiedGridProps) {
  const { t } = useTranslation('classifieds');
  return (
    <Box component="section" aria-label={t('listLabel')}>
      {blocksOf(classifieds).map((block, index) => (
        <Fragment key={block[0]!.id}>
          {index > 0 && <AdSlot format="rectangle" />}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 1.5, gridTemplateColumns: CLASSIFIED_COLUMNS }}>
            {block.map((classified) => (
              <li key={classified.id}>
                <ClassifiedCard
                  classified={classified}
                  distance={classified.distanceKm === undefined ? undefined : formatDistance(classified.distanceKm, units)}
                  now={now}
                  onOpen={() => onOpen(classified)}
                />
              </li>
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
