import type { LatLng } from '@yardsale/core/geo';
import type { DragEndEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
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

/** How far an arrow key moves the pin on the screen, in pixels; with Shift, further. */
const KEY_STEP_PX = 10;
const SHIFT_STEP_PX = 50;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The arrow keys move the focused pin a few metres, as a drag would (WCAG 2.1.1, 2.5.7): the exact
 * spot can be set without a pointer.
 */
function PinKeys({ marker, onMove }: { marker: RefObject<LeafletMarker | null>; onMove: (position: LatLng) => void }) {
  const map = useMap();
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-keyshortcuts', Object.keys(ARROWS).join(' '));
    const move = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction || !marker.current) return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? SHIFT_STEP_PX : KEY_STEP_PX;
      const { lat, lng } = map.containerPointToLatLng(map.latLngToContainerPoint(marker.current.getLatLng()).add([direction[0] * step, direction[1] * step]));
      onMove({ lat, lng });
    };
    element.addEventListener('keydown', move);
    return () => element.removeEventListener('keydown', move);
  }, [map, marker, onMove]);
  return null;
}

/** A small map with the sale's pin, which the seller drags, or moves with the arrow keys, to the exact spot. */
export default function LocationPinMap({ position, label, onMove }: LocationPinMapProps) {
  const marker = useRef<LeafletMarker>(null);
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
      <Marker ref={marker} position={position} draggable icon={pinIcon(PIN_COLOR)} eventHandlers={handlers} title={label} alt={label} keyboard />
      <PinKeys marker={marker} onMove={onMove} />
    </BaseMap>
  );
}
