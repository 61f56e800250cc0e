import type { Listing } from '@yardsale/core/api-types';
import { FIND_GROUP_SIZE, type Units } from '@yardsale/core/constants';
import type { Measured } from '@yardsale/core/geo';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AdSeparatedGrid } from '@/components/ads/ad-separated-grid';
import { SaleCard } from './sale-card';
import { useDistanceText } from '@/lib/use-distance-text';

interface SaleGridProps {
  /** Measured from where the person stands (core/geo.ts measuredFrom), nearest first. */
  listings: readonly Measured<Listing>[];
  units: Units;
  isFavorite: (id: string) => boolean;
  onToggleFavorite: (listing: Listing) => void;
  onOpen: (listing: Listing) => void;
}

const COLUMNS = { xs: 2, md: 3, lg: 4 };

/** Find's cards nearest first, 2/3/4 columns by screen size, with a banner ad between groups of six. */
export function SaleGrid({ listings, units, isFavorite, onToggleFavorite, onOpen }: SaleGridProps) {
  const { t } = useTranslation('sales');
  const distanceText = useDistanceText();
  const renderCard = useCallback(
    (listing: Measured<Listing>, firstScreen: boolean) => (
      <SaleCard
        listing={listing}
        firstScreen={firstScreen}
        distance={distanceText(listing.distanceKm, units)}
        favorite={isFavorite(listing.id)}
        onToggleFavorite={onToggleFavorite}
        onOpen={onOpen}
      />
    ),
    [units, isFavorite, onToggleFavorite, onOpen, distanceText],
  );
  return (
    <AdSeparatedGrid items={listings} groupSize={FIND_GROUP_SIZE} ad="banner" label={t('find.listLabel')} columns={COLUMNS} renderItem={renderCard} />
  );
}
