// Turning a found place into the answers of each geocoder method, the same way for every source.
import type { CountryCode, ForwardGeocode, GeoSuggestion, ReverseGeocode } from '@yardsale/core/geocoding';
import { COUNTRY_NAMES } from './regions';

export interface LabelParts {
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country: CountryCode;
}

/** One way to write a place for every geocoder: '12 Main St, London, ON N6A, Canada'. */
export function formatLabel({ street, city, region, postalCode, country }: LabelParts): string {
  const regionAndCode = [region, postalCode].filter(Boolean).join(' ');
  return [street, city, regionAndCode, COUNTRY_NAMES[country]].filter(Boolean).join(', ');
}

/** Only a house-level match is exact; a postal area or a town is where the 'Address Notice' shows. */
export function toForwardGeocode({ latitude, longitude, precision, label }: GeoSuggestion): ForwardGeocode {
  return { latitude, longitude, precision, label, approximate: precision !== 'address' };
}

/** Null when the place lacks a town or a region, so the caller can ask another source. */
export function toReverseGeocode({ label, city, region, country, postalCode }: GeoSuggestion): ReverseGeocode | null {
  if (!city || !region) return null;
  return { label, city, region, country, ...(postalCode ? { postalCode } : {}) };
}
