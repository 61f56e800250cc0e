import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS_ROW_SIZE, type Units } from '@yardsale/core/constants';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AdSeparatedGrid } from '@/components/ads/ad-separated-grid';
import { ClassifiedCard } from './classified-card';
import { useClassifiedDistance } from '../hooks/use-classified-distance';

/** An inline ad after every second row of six (SPEC section 9). */
const BLOCK_SIZE = CLASSIFIEDS_ROW_SIZE * 2;

export const CLASSIFIED_COLUMNS = { xs: 2, sm: 3, md: 4, lg: CLASSIFIEDS_ROW_SIZE };

interface ClassifiedGridProps {
  classifieds: readonly Classified[];
  units: Units;
  now: number;
  onOpen: (classified: Classified) => void;
}

/** The cards, 2 columns on phones up to 6 wide, with a rectangle ad between blocks of two rows. */
export function ClassifiedGrid({ classifieds, units, now, onOpen }: ClassifiedGridProps) {
  const { t } = useTranslation('classifieds');
  const distanceText = useClassifiedDistance();
  const renderCard = useCallback(
    (classified: Classified, firstScreen: boolean) => (
      <ClassifiedCard
        classified={classified}
        firstScreen={firstScreen}
        distance={distanceText(classified.distanceKm, units)}
        now={now}
        onOpen={onOpen}
      />
    ),
    [units, now, onOpen, distanceText],
  );
  return (
    <AdSeparatedGrid items={classifieds} groupSize={BLOCK_SIZE} ad="rectangle" label={t('listLabel')} columns={CLASSIFIED_COLUMNS} renderItem={renderCard} />
  );
}
