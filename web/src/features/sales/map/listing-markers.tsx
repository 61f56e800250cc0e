import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './cluster-count.css';
import type { ListingMarker } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { spreadIdenticalPoints } from '@yardsale/core/geo';
import { memo, useMemo } from 'react';
import { Marker } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { pinIcon } from '@/components/map/pin-icon';
import { SALE_TYPE_COLORS } from '@/components/sale/sale-type-colors';

interface ListingMarkersProps {
  markers: readonly ListingMarker[];
  favoriteIds: ReadonlySet<string>;
  /** The tapped sale's id: the sheet fetches the sale itself. */
  onSelect: (id: string) => void;
}

/**
 * A pin is a button to the keyboard too (Leaflet gives it role=button and a tab stop, but Enter only
 * opens a bound popup, and there is none): Enter and Space open the sale.
 */
function openWithKey(event: KeyboardEvent, open: () => void) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault(); // Space would scroll the page
  open();
}

/**
 * One pin per sale, coloured by its first sale type, a heart for favorites; nearby pins gather into
 * clusters on the spec's 60 px grid (leaflet.markercluster clusters from 2 markers). Chunked loading
 * adds thousands of markers without freezing a phone.
 */
export const ListingMarkers = memo(function ListingMarkers({ markers, favoriteIds, onSelect }: ListingMarkersProps) {
  const spread = useMemo(() => spreadIdenticalPoints(markers.map((marker) => ({ ...marker, latitude: marker.lat, longitude: marker.lng })), MAP.sameSpotOffsetDeg), [markers]);
  return (
    <MarkerClusterGroup maxClusterRadius={MAP.clusterGridPx} chunkedLoading showCoverageOnHover={false}>
      {spread.map(({ item, position }) => (
        <Marker
          key={item.id}
          position={position}
          title={item.title}
          alt={item.title}
          icon={pinIcon(SALE_TYPE_COLORS[item.types[0] ?? 'regular'], favoriteIds.has(item.id) ? 'heart' : 'dot')}
          eventHandlers={{ click: () => onSelect(item.id), keydown: (event) => openWithKey(event.originalEvent, () => onSelect(item.id)) }}
        />
      ))}
    </MarkerClusterGroup>
  );
});
