import type { ForwardGeocode, GeoSuggestion, ReverseGeocode } from '@yardsale/core/geocoding';
import type { LatLng } from '@yardsale/core/geo';

export interface AutocompleteOptions {
  limit: number;
  /** Rank places near this point first (the map's centre or the user's position). */
  near?: LatLng;
}

/** What the routes and the listings service need from any geocoder, embedded or remote. */
export interface Geocoder {
  autocomplete(query: string, options: AutocompleteOptions): Promise<GeoSuggestion[]>;
  forward(address: string): Promise<ForwardGeocode | null>;
  reverse(latitude: number, longitude: number): Promise<ReverseGeocode | null>;
}
