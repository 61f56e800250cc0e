import '../contract/yup-locale';
import { mixed, number, object, string } from 'yup';
import type { LatLng } from '../geo';
import { GEOCODE_LIMITS } from '../geocoding';

const { queryMinLength, queryMaxLength, suggestionsDefault, suggestionsMax } = GEOCODE_LIMITS;

export const GEOCODE_MESSAGES = {
  textLength: `Enter ${queryMinLength} to ${queryMaxLength} characters`,
  near: 'near must be latitude,longitude in degrees',
  limit: `limit must be a whole number from 1 to ${suggestionsMax}`,
  latitude: 'lat must be a number from -90 to 90',
  longitude: 'lng must be a number from -180 to 180',
} as const;

const searchText = string()
  .trim()
  .required(GEOCODE_MESSAGES.textLength)
  .min(queryMinLength, GEOCODE_MESSAGES.textLength)
  .max(queryMaxLength, GEOCODE_MESSAGES.textLength);

const latitude = number().typeError(GEOCODE_MESSAGES.latitude).min(-90, GEOCODE_MESSAGES.latitude).max(90, GEOCODE_MESSAGES.latitude);
const longitude = number().typeError(GEOCODE_MESSAGES.longitude).min(-180, GEOCODE_MESSAGES.longitude).max(180, GEOCODE_MESSAGES.longitude);

/** 'lat,lng' from the query string as a point, or undefined when it is not two numbers in range. */
function parseLatLng(text: string): LatLng | undefined {
  const [lat, lng, ...rest] = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (rest.length > 0 || lat === undefined || lng === undefined) return undefined;
  return latitude.isValidSync(lat) && longitude.isValidSync(lng) ? { lat, lng } : undefined;
}

/** GET /api/geocode/autocomplete */
export const autocompleteQuerySchema = object({
  q: searchText,
  near: mixed<LatLng>()
    .transform((value: unknown) => (typeof value === 'string' ? (parseLatLng(value) ?? value) : value))
    .test('lat-lng', GEOCODE_MESSAGES.near, (value) => value === undefined || (typeof value === 'object' && !Array.isArray(value)))
    .meta({ jsonSchema: { type: 'string', description: 'lat,lng: rank suggestions near this point' } }),
  limit: number()
    .typeError(GEOCODE_MESSAGES.limit)
    .integer(GEOCODE_MESSAGES.limit)
    .min(1, GEOCODE_MESSAGES.limit)
    .max(suggestionsMax, GEOCODE_MESSAGES.limit)
    .default(suggestionsDefault),
});

/** GET /api/geocode/forward */
export const forwardQuerySchema = object({ address: searchText });

/** GET /api/geocode/reverse */
export const reverseQuerySchema = object({
  lat: latitude.required(GEOCODE_MESSAGES.latitude),
  lng: longitude.required(GEOCODE_MESSAGES.longitude),
});
