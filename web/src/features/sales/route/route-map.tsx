import './route-map.css';
import type { LatLng } from '@yardsale/core/geo';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, Polyline, useMap } from 'react-leaflet';
import { BaseMap } from '@/components/map/base-map';
import { UserDot } from '../map/user-dot';

const STOP_SIZE = 28;
const FIT_PADDING: [number, number] = [32, 32];
/** Left of the round: clear of the zoom buttons (48 px, 10 px from the edge), a stop's half and a margin. */
const CLEAR_OF_ZOOM_BUTTONS: [number, number] = [48 + 10 + STOP_SIZE / 2 + 8, 32];

export interface MappedStop {
  id: string;
  title: string;
  position: LatLng;
}

const stopIcon = (number: number) =>
  divIcon({ className: 'route-stop', html: String(number), iconSize: [STOP_SIZE, STOP_SIZE], iconAnchor: [STOP_SIZE / 2, STOP_SIZE / 2] });

/** Keeps the whole round in view as it changes. */
function FitRound({ points }: { points: readonly LatLng[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length > 0) map.fitBounds(latLngBounds([...points]), { paddingTopLeft: CLEAR_OF_ZOOM_BUTTONS, paddingBottomRight: FIT_PADDING, maxZoom: 16 });
  }, [map, points]);
  return null;
}

/** The round on a map: the start, each stop by its number, and straight lines between them. */
export function RouteMap({ origin, stops, label }: { origin: LatLng | null; stops: readonly MappedStop[]; label: string }) {
  const points = useMemo(() => [...(origin ? [origin] : []), ...stops.map((stop) => stop.position)], [origin, stops]);
  return (
    <BaseMap center={points[0]!} zoom={13} style={{ height: 260, borderRadius: 8 }} label={label}>
      <FitRound points={points} />
      <Polyline positions={[...points]} pathOptions={{ color: '#1565c0', weight: 3, dashArray: '6 6' }} interactive={false} />
      {origin && <UserDot position={origin} />}
      {stops.map((stop, index) => (
        // Leaflet reads a title once: a stop that changes its number is a new marker.
        <Marker key={`${index}:${stop.id}`} position={stop.position} icon={stopIcon(index + 1)} title={`${index + 1}. ${stop.title}`} alt={`${index + 1}. ${stop.title}`} keyboard={false} />
      ))}
    </BaseMap>
  );
}
