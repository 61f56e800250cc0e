// What others see of a place its owner keeps private: a classified's always (decision 0012), a yard
// sale's until the evening before when its seller asks (decision 0069).
import { PUBLIC_GRID_DEG } from '@yardsale/core/constants';
import { haversineKm } from '@yardsale/core/geo';
import { findCity, placeText } from './address';
import { embeddedGeocoder } from './embedded';
import { geoIndex } from './geo-index';

/** Near enough that a town named like a street or a town far away is not taken for the seller's. */
const NAMED_TOWN_MAX_KM = 100;
/** How far to look for the state or province of a point the offline data knows no place near. */
const REGION_SEARCH_KM = 1_000;

/**
 * Where the offline data knows no place near a point (the far north): the known town the address
 * names, if it lies near the point, else the state or province of the nearest known town. Never the
 * address's own words, which may hold a unit, a street and a house number ('Unit 4, 12 Lakeshore Rd').
 */
function remoteAreaOf(address: string, latitude: number, longitude: number): string {
  const index = geoIndex();
  const point = { lat: latitude, lng: longitude };
  const town = findCity(index, placeText(address));
  if (town && haversineKm(point, town) <= NAMED_TOWN_MAX_KM) return `${town.name}, ${town.region}`;
  return index.cityGrid.nearest(point, REGION_SEARCH_KM)?.item.region ?? '';
}

/**
 * Town and region of a point ('London, ON'), from the offline data: what others read instead of the
 * address. Far from every place the data knows, see remoteAreaOf.
 */
export async function areaOf(address: string, latitude: number, longitude: number): Promise<string> {
  const place = await embeddedGeocoder.reverse(latitude, longitude);
  if (!place) return remoteAreaOf(address, latitude, longitude);
  return [place.city, place.region].filter(Boolean).join(', ') || place.label;
}

const GRID_STEPS_PER_DEGREE = Math.round(1 / PUBLIC_GRID_DEG);
const snap = (degrees: number) => Math.round(degrees * GRID_STEPS_PER_DEGREE) / GRID_STEPS_PER_DEGREE;

/**
 * The point others see: the nearest grid point, the same for every house around it, so no answer,
 * distance or radius search reveals the door. (A yard sale's is computed by the database, on the
 * same grid: migration 0027.)
 */
export const publicPoint = (latitude: number, longitude: number) => ({ publicLatitude: snap(latitude), publicLongitude: snap(longitude) });
