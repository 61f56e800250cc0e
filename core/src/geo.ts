import { EARTH_RADIUS_KM } from './constants';

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Four decimals (about 10 m): a search around a fix keeps one cache key between two fixes of the
 * same spot, and a search started ahead (the screens' warm-up) matches the screen's own.
 */
export const roundedToTenMetres = ({ lat, lng }: LatLng): LatLng => ({ lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 });

/** Great-circle distance by the haversine formula, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Placed = { latitude: number; longitude: number; distanceKm?: number };

/** A listing or classified with its distance from where the person stands, in km. */
export type Measured<T extends Placed> = T & { distanceKm: number };

/**
 * The items with their distance from `center` measured here. An answer asked for another place (the
 * service worker's saved copy offline, decision 0041) then reads right where the person stands; one
 * asked for `center` keeps the server's numbers.
 */
export function measuredFrom<T extends Placed>(center: LatLng, items: readonly T[]): Measured<T>[] {
  return items.map((item) => ({ ...item, distanceKm: haversineKm(center, { lat: item.latitude, lng: item.longitude }) }));
}

/** measuredFrom, nearest first (ties keep their order, so an answer for `center` keeps the server's). */
export function nearestFirstFrom<T extends Placed>(center: LatLng, items: readonly T[]): Measured<T>[] {
  return measuredFrom(center, items).sort((a, b) => a.distanceKm - b.distanceKm);
}

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/**
 * The point `distanceKm` from `from` towards `bearing` (radians clockwise from north), treating the
 * few tens of km around it as flat: for demo data, tests and benchmarks, not for navigation.
 * Longitude is wrapped into [-180, 180].
 */
export function offsetPoint(from: LatLng, distanceKm: number, bearing: number): LatLng {
  const lat = from.lat + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE;
  const lng = from.lng + (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos(toRadians(from.lat)));
  return { lat, lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
}

export const KM_PER_MILE = 1.609344;
const FEET_PER_MILE = 5280;

/** An amount to write with `decimals` decimals, followed by its unit's word. */
export interface DistanceAmount {
  unit: 'm' | 'km' | 'mi' | 'ft';
  amount: number;
  decimals: 0 | 1;
}

/**
 * A distance as the spec shows it ('{n}m away' under 1 km, else one decimal): whole metres under
 * 1 km, otherwise tenths of km. In miles it stays in miles (decision 0047): tenths of a mile from
 * 0.1 mi, below that feet to the nearest ten (never '530 ft': that is 0.1 mi). The words are the
 * reader's language's (web/src/lib/use-distance-text.ts).
 */
export function distanceAmount(km: number, units: 'km' | 'miles' = 'km'): DistanceAmount {
  if (units === 'miles') {
    const miles = km / KM_PER_MILE;
    const feet = Math.round((miles * FEET_PER_MILE) / 10) * 10;
    return feet < FEET_PER_MILE / 10 ? { unit: 'ft', amount: feet, decimals: 0 } : { unit: 'mi', amount: Math.round(miles * 10) / 10, decimals: 1 };
  }
  const metres = Math.round(km * 1000);
  if (metres < 1000) return { unit: 'm', amount: metres, decimals: 0 };
  return { unit: 'km', amount: Math.round(km * 10) / 10, decimals: 1 };
}


/**
 * Where each marker is drawn: markers at identical coordinates (a community sale posted twice, two
 * flats in one building) are moved by their index among those twins times `stepDeg` in both
 * latitude and longitude, so each stays tappable. The first keeps its true position.
 */
export function spreadIdenticalPoints<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  stepDeg: number,
): Array<{ item: T; position: LatLng }> {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = `${item.latitude},${item.longitude}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    return { item, position: { lat: item.latitude + index * stepDeg, lng: item.longitude + index * stepDeg } };
  });
}
