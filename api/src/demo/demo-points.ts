import { offsetPoint, type LatLng } from '@yardsale/core/geo';

/** A point within radiusKm of the centre, spread evenly over the disc, rounded to about 1 m. */
export function pointNear(center: LatLng, radiusKm: number, random: () => number): LatLng {
  const { lat, lng } = offsetPoint(center, radiusKm * Math.sqrt(random()), 2 * Math.PI * random());
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}
