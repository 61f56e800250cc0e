import type { LatLng } from '@yardsale/core/geo';
import type { ForwardGeocodeResponse, GeoSuggestionsResponse, ReverseGeocodeResponse } from '@yardsale/core/geocoding';
import { api } from '@/lib/api-client';

/** GET /api/geocode/autocomplete: US and Canadian addresses for typed text, nearest towns first. */
export function fetchAddressSuggestions(text: string, near: LatLng | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ q: text });
  if (near) params.set('near', `${near.lat},${near.lng}`);
  return api.get<GeoSuggestionsResponse>(`/api/geocode/autocomplete?${params.toString()}`, { signal });
}

/** GET /api/geocode/forward: an address to a point, or result null when nothing matches. */
export const geocodeAddress = (address: string) =>
  api.get<ForwardGeocodeResponse>(`/api/geocode/forward?${new URLSearchParams({ address }).toString()}`);

/** GET /api/geocode/reverse: a point to its town, or result null outside the USA and Canada. */
export const reverseGeocode = ({ lat, lng }: LatLng) =>
  api.get<ReverseGeocodeResponse>(`/api/geocode/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) }).toString()}`);
