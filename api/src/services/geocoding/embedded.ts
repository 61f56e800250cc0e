// The offline geocoder: US ZIP codes, Canadian postal areas and towns, no street data, no network.
import type { ForwardGeocode, GeoSuggestion, ReverseGeocode } from '@yardsale/core/geocoding';
import { findCity, placeText, withoutNotes } from './address';
import { geoIndex, type GeoIndex } from './geo-index';
import { toForwardGeocode, toReverseGeocode } from './results';
import { citySuggestion, postalSuggestion, suggestPlaces } from './suggest';
import { findPostalCodes } from './text';
import type { AutocompleteOptions, Geocoder } from './types';

/**
 * Farthest a point may lie from the nearest postal-area centre or town and still count as in the
 * USA or Canada. Rural ZIP and postal areas reach 30 to 50 km from their centres; beyond 60 km of
 * every one lies sea, wilderness or another country.
 */
export const REVERSE_MAX_KM = 60;

export class EmbeddedGeocoder implements Geocoder {
  /** The index is asked for on each call, so constructing a geocoder costs nothing. */
  constructor(private readonly index: () => GeoIndex = geoIndex) {}

  async autocomplete(query: string, { limit, near }: AutocompleteOptions): Promise<GeoSuggestion[]> {
    return suggestPlaces(this.index(), query, limit, near);
  }

  /**
   * A postal code is the most exact thing we can find; else the town. A street and house number are
   * ignored (we hold no street data), so every answer here is approximate.
   */
  async forward(typed: string): Promise<ForwardGeocode | null> {
    const index = this.index();
    const address = withoutNotes(typed);
    for (const match of findPostalCodes(address)) {
      const area = index.postalArea(match.code);
      if (area) return toForwardGeocode(postalSuggestion(area));
    }
    const city = findCity(index, placeText(address));
    return city ? toForwardGeocode(citySuggestion(city)) : null;
  }

  async reverse(latitude: number, longitude: number): Promise<ReverseGeocode | null> {
    const place = this.placeAt(latitude, longitude);
    return place ? toReverseGeocode(place) : null;
  }

  /** Whether a point lies in the USA or Canada as far as our data can tell (see REVERSE_MAX_KM). */
  covers(latitude: number, longitude: number): boolean {
    return this.placeAt(latitude, longitude) !== undefined;
  }

  /** The nearest postal area names the place; where areas are sparse (the far north), the nearest town. */
  private placeAt(latitude: number, longitude: number): GeoSuggestion | undefined {
    const index = this.index();
    const centre = { lat: latitude, lng: longitude };
    const area = index.postalGrid.nearest(centre, REVERSE_MAX_KM)?.item;
    if (area) return postalSuggestion(area);
    const city = index.cityGrid.nearest(centre, REVERSE_MAX_KM)?.item;
    return city && citySuggestion(city);
  }
}

/** One shared instance: the data behind it is the same for every caller. */
export const embeddedGeocoder = new EmbeddedGeocoder();
