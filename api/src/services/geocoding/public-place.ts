// What others see of a place its owner keeps private: a classified's always (decision 0012), a yard
// sale's until the evening before when its seller asks (decision 0069).
import { PUBLIC_GRID_DEG } from '@yardsale/core/constants';
import { embeddedGeocoder } from './embedded';

/** Town and region of a point ('London, ON'), from the offline data: what others read instead of the address. */
export async function areaOf(latitude: number, longitude: number): Promise<string> {
  const place = await embeddedGeocoder.reverse(latitude, longitude);
  if (!place) return '';
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
