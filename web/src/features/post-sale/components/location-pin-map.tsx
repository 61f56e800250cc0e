import type { LatLng } from '@yardsale/core/geo';
import type { DragEndEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { BaseMap } from '@/components/map/base-map';
import { pinIcon } from '@/components/map/pin-icon';

const PIN_ZOOM = 16;
const PIN_COLOR = '#d32f2f';

interface LocationPinMapProps {
  position: LatLng;
  label: string;
  onMove: (position: LatLng) => void;
}

/** Keeps the view on the pin when the address changes (the map's centre prop is only read once). */
function FollowPin({ position }: { position: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView(position, Math.max(map.getZoom(), PIN_ZOOM - 2));
  }, [map, position]);
  return null;
}

/** A small map with the sale's pin, which the seller drags to the exact spot. */
export default function LocationPinMap({ position, label, onMove }: LocationPinMapProps) {
  const handlers = useMemo(
    () => ({
      dragend: (event: DragEndEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onMove({ lat, lng });
      },
    }),
    [onMove],
  );
  return (
    <BaseMap center={position} zoom={PIN_ZOOM} style={{ height: 220, borderRadius: 8 }} label={label}>
      <FollowPin position={position} />
      <Marker position={position} draggable icon={pinIcon(PIN_COLOR)} eventHandlers={handlers} title={label} alt={label} keyboard />
    </BaseMap>
  );
}
