import { divIcon, type DivIcon } from 'leaflet';
import { PIN_SIZE, pinSvg, type PinSymbol } from './pin-svg';

const cache = new Map<string, DivIcon>();

/** A map pin in a div icon: no image files to bundle (Leaflet's default marker images break under bundlers). */
export function pinIcon(color: string, symbol: PinSymbol = 'dot'): DivIcon {
  const key = `${color}:${symbol}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const icon = divIcon({
    className: 'yardsale-pin',
    html: pinSvg(color, symbol),
    iconSize: [PIN_SIZE.width, PIN_SIZE.height],
    iconAnchor: [PIN_SIZE.width / 2, PIN_SIZE.height],
    popupAnchor: [0, -PIN_SIZE.height],
  });
  cache.set(key, icon);
  return icon;
}
