// Where a yard sale goes on the map: the spec's rule for posting, in one place.
import { MAP } from '@yardsale/core/constants';
import type { GeoPrecision } from '@yardsale/core/geocoding';
import { embeddedGeocoder } from './embedded';
import type { Geocoder } from './types';

export interface SaleLocation {
  latitude: number;
  longitude: number;
  /** The seller sees the spec's 'Address Notice' (pin may not be exact) when this is true. */
  approximate: boolean;
  /** pin: the seller's own point; geocoded: found from the address; default: nothing was found. */
  source: 'pin' | 'geocoded' | 'default';
  precision?: GeoPrecision;
}

export interface SalePoint {
  latitude?: number | null;
  longitude?: number | null;
}

/** The point as numbers within the globe's ranges, or nothing (missing, NaN, swapped or garbage). */
function pointOf({ latitude, longitude }: SalePoint): { latitude: number; longitude: number } | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return undefined; // false for NaN too
  return { latitude, longitude };
}

/**
 * 1. A point the seller placed (a dragged pin) inside the USA or Canada is kept as it is.
 * 2. Otherwise the address is geocoded; a postal code or a town gives an approximate location.
 * 3. Nothing resolvable: the spec's default point in London, Ontario, marked approximate.
 * The coverage test uses the embedded data whatever geocoder is configured: it is offline and instant.
 */
export async function resolveSaleLocation(address: string, point: SalePoint = {}, geocoder: Geocoder = embeddedGeocoder): Promise<SaleLocation> {
  const pin = pointOf(point);
  if (pin && embeddedGeocoder.covers(pin.latitude, pin.longitude)) return { ...pin, approximate: false, source: 'pin' };
  const found = address.trim() ? await geocoder.forward(address) : null;
  if (found) {
    const { latitude, longitude, approximate, precision } = found;
    return { latitude, longitude, approximate, source: 'geocoded', precision };
  }
  return { latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng, approximate: true, source: 'default' };
}
