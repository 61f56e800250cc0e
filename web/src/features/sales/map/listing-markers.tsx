import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { Listing } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { spreadIdenticalPoints } from '@yardsale/core/geo';
import { saleTypesOf } from '@yardsale/core/visibility';
import { memo } from 'react';
import { Marker } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { pinIcon } from '@/components/map/pin-icon';
import { SALE_TYPE_COLORS } from '@/components/sale/sale-type-colors';

interface ListingMarkersProps {
  listings: readonly Listing[];
  favoriteIds: ReadonlySet<string>;
  onSelect: (listing: Listing) => void;
}

/**
 * One pin per sale, coloured by its first sale type, a heart for favorites; nearby pins gather into
 * clusters on the spec's 60 px grid (leaflet.markercluster clusters from 2 markers). Chunked loading
 * adds thousands of markers without freezing a phone.
 */
export const ListingMarkers = memo(function ListingMarkers({ listings, favoriteIds, onSelect }: ListingMarkersProps) {
  return (
    <MarkerClusterGroup maxClusterRadius={MAP.clusterGridPx} chunkedLoading showCoverageOnHover={false}>
      {spreadIdenticalPoints(listings, MAP.sameSpotOffsetDeg).map(({ item, position }) => (
        <Marker
          key={item.id}
          position={position}
          title={item.title}
          alt={item.title}
          icon={pinIcon(SALE_TYPE_COLORS[saleTypesOf(item)[0]!], favoriteIds.has(item.id) ? 'heart' : 'dot')}
          eventHandlers={{ click: () => onSelect(item) }}
        />
      ))}
    </MarkerClusterGroup>
  );
});
