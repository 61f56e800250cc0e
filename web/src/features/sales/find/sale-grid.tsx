import type { Listing } from '@yardsale/core/api-types';
import { FIND_GROUP_SIZE, type Units } from '@yardsale/core/constants';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AdSeparatedGrid } from '@/components/ads/ad-separated-grid';
import { SaleCard } from './sale-card';
import { useDistanceText } from '@/lib/use-distance-text';

interface SaleGridProps {
  listings: readonly Listing[];
  center: LatLng;
  units: Units;
  isFavorite: (id: string) => boolean;
  onToggleFavorite: (listing: Listing) => void;
  onOpen: (listing: Listing) => void;
}

const COLUMNS = { xs: 2, md: 3, lg: 4 };

const distanceKm = (listing: Listing, center: LatLng) =>
  listing.distanceKm ?? haversineKm(center, { lat: listing.latitude, lng: listing.longitude });

/** Find's cards nearest first, 2/3/4 columns by screen size, with a banner ad between groups of six. */
export function SaleGrid({ listings, center, units, isFavorite, onToggleFavorite, onOpen }: SaleGridProps) {
  const { t } = useTranslation('sales');
  const distanceText = useDistanceText();
  const renderCard = useCallback(
    (listing: Listing, firstScreen: boolean) => (
      <SaleCard
        listing={listing}
        firstScreen={firstScreen}
        distance={distanceText(distanceKm(listing, center), units)}
        favorite={isFavorite(listing.id)}
        onToggleFavorite={onToggleFavorite}
        onOpen={onOpen}
      />
    ),
    [center, units, isFavorite, onToggleFavorite, onOpen, distanceText],
  );
  return (
    <AdSeparatedGrid items={listings} groupSize={FIND_GROUP_SIZE} ad="banner" label={t('find.listLabel')} columns={COLUMNS} renderItem={renderCard} />
  );
}
