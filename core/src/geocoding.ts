// Shapes of the /api/geocode answers and their limits, read by the API and by the /post screen.
import type { COUNTRIES } from './constants';

export type CountryCode = (typeof COUNTRIES)[number];

/** How exact a location is: only 'address' points at the house; the others are centroids. */
export type GeoPrecision = 'address' | 'postal' | 'city';

export interface GeoSuggestion {
  label: string;
  latitude: number;
  longitude: number;
  precision: GeoPrecision;
  postalCode?: string;
  city?: string;
  /** State or province code, e.g. 'IL' or 'ON'. */
  region?: string;
  country: CountryCode;
}

export interface ForwardGeocode {
  latitude: number;
  longitude: number;
  precision: GeoPrecision;
  label: string;
  /** True unless the house itself was found: the screen then shows the spec's 'Address Notice'. */
  approximate: boolean;
}

export interface ReverseGeocode {
  label: string;
  city: string;
  region: string;
  country: CountryCode;
  postalCode?: string;
}

export interface GeoSuggestionsResponse {
  suggestions: GeoSuggestion[];
}

export interface ForwardGeocodeResponse {
  result: ForwardGeocode | null;
}

export interface ReverseGeocodeResponse {
  result: ReverseGeocode | null;
}

export const GEOCODE_LIMITS = {
  queryMinLength: 2,
  queryMaxLength: 200,
  suggestionsDefault: 5,
  suggestionsMax: 10,
} as const;
