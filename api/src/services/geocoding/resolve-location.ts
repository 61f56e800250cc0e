// Where a yard sale goes on the map: the spec's rule for posting (decision 0003), in one place.
import { MAP } from '@yardsale/core/constants';
import type { Geocoder } from './types';

export interface SalePoint {
  latitude: number;
  longitude: number;
}

/**
 * The point a sale is stored at. Latitude and longitude are optional (SPEC section 5):
 * 1. A point sent is kept: the /post form's picked suggestion or dragged pin, which the shared
 *    schema has already checked is in the USA or Canada.
 * 2. Otherwise the address is geocoded; a postal code or a town gives its centre.
 * 3. Nothing resolvable: the spec's default point in London, Ontario, as the /post screen falls back to.
 */
export async function resolveSaleLocation(address: string, point: Partial<SalePoint>, geocoder: Geocoder): Promise<SalePoint> {
  const { latitude, longitude } = point;
  if (latitude !== undefined && longitude !== undefined) return { latitude, longitude };
  const found = address.trim() ? await geocoder.forward(address) : null;
  if (found) return { latitude: found.latitude, longitude: found.longitude };
  return { latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng };
}
