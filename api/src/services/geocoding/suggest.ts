// Address autocomplete over the embedded index: postal codes being typed, or town names.
import type { GeoSuggestion } from '@yardsale/core/geocoding';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import { inCountry, inRegion, placeText, takeRegion } from './address';
import type { City, GeoIndex, PostalArea } from './geo-index';
import { regionByCode, regionsStartingWith } from './regions';
import { formatLabel } from './results';
import { placesFit, restCanBePlace, streetSplits } from './street-split';
import { findPostalCodes, postalPrefixOf } from './text';

/**
 * Ranking weights. A town ten times bigger gains 2.3 points; a town 25 km away loses 0.7 and one
 * 1,000 km away 3.7, so near the user a mid-sized town beats a namesake metropolis far off.
 */
const DISTANCE_SCALE_KM = 25;
const LATER_WORD_PENALTY = 2;

export function citySuggestion(city: City): GeoSuggestion {
  const { name, region, country } = city;
  return {
    label: formatLabel({ city: name, region, country }),
    latitude: city.lat,
    longitude: city.lng,
    precision: 'city',
    city: name,
    region,
    country,
  };
}

export function postalSuggestion(area: PostalArea): GeoSuggestion {
  const { code, city, region, country } = area;
  return {
    label: formatLabel({ city, region, postalCode: code, country }),
    latitude: area.lat,
    longitude: area.lng,
    precision: 'postal',
    postalCode: code,
    city,
    region,
    country,
  };
}

function distancePenalty(place: LatLng, near: LatLng | undefined): number {
  return near ? Math.log1p(haversineKm(near, place) / DISTANCE_SCALE_KM) : 0;
}

function postalSuggestions(index: GeoIndex, prefix: string, near: LatLng | undefined): GeoSuggestion[] {
  const areas = index.postalAreasStartingWith(prefix);
  // Without a point, code order ('N6A', 'N6B' ...) is what someone typing a code expects.
  if (!near) return areas.map(postalSuggestion);
  return areas
    .map((area) => ({ area, km: haversineKm(near, area) }))
    .sort((a, b) => a.km - b.km)
    .map(({ area }) => postalSuggestion(area));
}

/** Which towns a query can mean: a name prefix and a filter from what follows a comma or ends it. */
function cityQuery(text: string): { name: string; accept: (city: City) => boolean }[] {
  const { parts, country, foreign } = placeText(text);
  const last = parts.at(-1);
  if (!last || foreign) return [];
  const byCountry = inCountry(country);
  if (parts.length >= 2) {
    // 'London, O': the region is still being typed, so match every region it could become.
    const regions = regionsStartingWith(last.join(' '));
    const name = parts.at(-2)?.join(' ') ?? '';
    const inTypedRegion = (city: City) => {
      const region = regionByCode(city.country, city.region);
      return region !== undefined && regions.has(region);
    };
    return [{ name, accept: (city) => byCountry(city) && inTypedRegion(city) }];
  }
  const tail = takeRegion(parts);
  const named = tail?.parts.at(-1);
  const whole = { name: last.join(' '), accept: byCountry };
  // 'Springfield IL' reads as a town in a state; if no such town starts so, as a name ('New York').
  return tail && named ? [{ name: named.join(' '), accept: inRegion(tail.region) }, whole] : [whole];
}

function citySuggestions(index: GeoIndex, text: string, near: LatLng | undefined): GeoSuggestion[] {
  for (const { name, accept } of cityQuery(text)) {
    if (!name) continue;
    const ranked = index
      .citiesStartingWith(name)
      .filter((entry) => accept(entry.city))
      .map((entry) => ({
        city: entry.city,
        score: Math.log1p(entry.city.population) - (entry.laterWord ? LATER_WORD_PENALTY : 0) - distancePenalty(entry.city, near),
      }))
      .sort((a, b) => b.score - a.score);
    if (ranked.length > 0) return ranked.map((entry) => citySuggestion(entry.city));
  }
  return [];
}

/** A whole postal code typed after a town ('Toronto, ON M5V 2T6'): its area, which places the sale closer than the town. */
function typedPostalArea(index: GeoIndex, text: string): GeoSuggestion[] {
  const [last] = findPostalCodes(text);
  const area = last && index.postalArea(last.code);
  return area ? [postalSuggestion(area)] : [];
}

function placesIn(index: GeoIndex, rest: string, near: LatLng | undefined): GeoSuggestion[] {
  const postal = postalPrefixOf(rest.trim());
  return postal ? postalSuggestions(index, postal, near) : [...typedPostalArea(index, rest), ...citySuggestions(index, rest, near)];
}

/** The street and the places a query names: at the first split of the street from the place that names a place. */
function streetAndPlaces(index: GeoIndex, query: string, near: LatLng | undefined): { street?: string; found: GeoSuggestion[] } {
  for (const split of streetSplits(query, (word) => index.postalArea(word) !== undefined)) {
    if (!restCanBePlace(split)) continue;
    const found = placesIn(index, split.rest, near);
    if (found.length > 0 && placesFit(split, found)) return { street: split.street, found };
  }
  return { found: placesIn(index, query, near) };
}

export function suggestPlaces(index: GeoIndex, query: string, limit: number, near?: LatLng): GeoSuggestion[] {
  const { street, found } = streetAndPlaces(index, query, near);
  const seen = new Set<string>();
  const unique = found.filter((suggestion) => !seen.has(suggestion.label) && seen.add(suggestion.label));
  return unique.slice(0, limit).map((suggestion) => (street ? { ...suggestion, label: `${street}, ${suggestion.label}` } : suggestion));
}
