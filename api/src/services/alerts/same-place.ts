// Whether two alerts watch the same place: a phone's fix moves a little from one day to the next, so
// 'Watch This Area' or 'Alert Me' pressed again where one stands is the same place (decisions 0061, 0084).
import { haversineKm } from '@yardsale/core/geo';

/** Two positions this close are one place. */
const SAME_PLACE_KM = 1;

export const samePlace = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): boolean =>
  haversineKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) < SAME_PLACE_KM;
