import type { LatLng } from '@yardsale/core/geo';
import { CircleMarker } from 'react-leaflet';
import { USER_DOT } from './user-dot-style';

/** The blue dot where the user is; not interactive, so taps reach the pins under it. */
export function UserDot({ position }: { position: LatLng }) {
  return <CircleMarker center={position} radius={USER_DOT.radius} pathOptions={USER_DOT.style} interactive={false} />;
}
