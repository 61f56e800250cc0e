import type { LatLng } from '@yardsale/core/geo';
import { CircleMarker } from 'react-leaflet';

const USER_DOT_STYLE = { color: '#ffffff', weight: 3, fillColor: '#1a73e8', fillOpacity: 1 } as const;

/** The blue dot where the user is; not interactive, so taps reach the pins under it. */
export function UserDot({ position }: { position: LatLng }) {
  return <CircleMarker center={position} radius={8} pathOptions={USER_DOT_STYLE} interactive={false} />;
}
