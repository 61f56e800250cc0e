import type { FastifyInstance } from 'fastify';
import { mixed, number, object, string } from 'yup';
import type { LatLng } from '@yardsale/core/geo';
import {
  GEOCODE_LIMITS,
  type ForwardGeocodeResponse,
  type GeoSuggestionsResponse,
  type ReverseGeocodeResponse,
} from '@yardsale/core/geocoding';
import { validate } from '@/lib/validate';
import { GEOCODE_RATE_LIMIT, geocoderFor } from '@/services/geocoding/geocoder';
import { enforceRateLimit } from '@/services/rate-limit';

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

const autocompleteQuery = object({
  q: searchText,
  near: mixed<LatLng>()
    .transform((value: unknown) => (typeof value === 'string' ? (parseLatLng(value) ?? value) : value))
    .test('lat-lng', GEOCODE_MESSAGES.near, (value) => value === undefined || typeof value === 'object'),
  limit: number()
    .typeError(GEOCODE_MESSAGES.limit)
    .integer(GEOCODE_MESSAGES.limit)
    .min(1, GEOCODE_MESSAGES.limit)
    .max(suggestionsMax, GEOCODE_MESSAGES.limit)
    .default(suggestionsDefault),
});

const forwardQuery = object({ address: searchText });

const reverseQuery = object({
  lat: latitude.required(GEOCODE_MESSAGES.latitude),
  lng: longitude.required(GEOCODE_MESSAGES.longitude),
});

/** Address autocomplete, forward and reverse geocoding for the /post screen (USA and Canada only). */
export async function geocodeRoutes(app: FastifyInstance): Promise<void> {
  const geocoder = geocoderFor(app.config, app.log);

  // Counted before validation, so malformed requests cannot be used to get around the limit.
  app.addHook('onRequest', async (request) => {
    await enforceRateLimit(app.database, `geocode:${request.ip}`, GEOCODE_RATE_LIMIT);
  });

  app.get('/geocode/autocomplete', async (request): Promise<GeoSuggestionsResponse> => {
    const { q, near, limit } = await validate(autocompleteQuery, request.query);
    return { suggestions: await geocoder.autocomplete(q, { limit, ...(near ? { near } : {}) }) };
  });

  app.get('/geocode/forward', async (request): Promise<ForwardGeocodeResponse> => {
    const { address } = await validate(forwardQuery, request.query);
    return { result: await geocoder.forward(address) };
  });

  app.get('/geocode/reverse', async (request): Promise<ReverseGeocodeResponse> => {
    const { lat, lng } = await validate(reverseQuery, request.query);
    return { result: await geocoder.reverse(lat, lng) };
  });
}
