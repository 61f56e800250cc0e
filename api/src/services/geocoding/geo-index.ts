// The in-memory indexes of the embedded geocoder, built once on first use (see datasets.ts).
import type { CountryCode } from '@yardsale/core/geocoding';
import type { LatLng } from '@yardsale/core/geo';
import { readCities, readPostalAreas, type RawCity, type RawPostalArea } from './datasets';
import { canadianRegionByGeonames, provinceOfPostalCode, regionByCode } from './regions';
import { PointGrid } from './spatial';
import { nameVariants, normalizeName } from './text';

export interface City extends LatLng {
  name: string;
  region: string;
  country: CountryCode;
  population: number;
}

export interface PostalArea extends LatLng {
  code: string;
  city: string;
  region: string;
  country: CountryCode;
}

interface NameEntry {
  key: string;
  city: City;
  /** Matched on a later word ('london' in 'New London'), which ranks below a match on the first. */
  laterWord: boolean;
}

/** How far from a Canadian postal area's centre we look for the town to name it after. */
const FSA_TOWN_RADIUS_KM = 40;

function toCity(raw: RawCity): City | undefined {
  const region = raw.country === 'US' ? regionByCode('US', raw.admin1) : canadianRegionByGeonames(raw.admin1);
  if (!region) return undefined; // Puerto Rico and the like are listed under their own country code
  return { name: raw.name, region: region.code, country: raw.country, population: raw.population, lat: raw.lat, lng: raw.lng };
}

/** The biggest nearby town by a gravity score, so a suburb's area is not named after a hamlet. */
function townNear(cities: PointGrid<City>, centre: LatLng): City | undefined {
  let best: { city: City; score: number } | undefined;
  for (const { item, km } of cities.within(centre, FSA_TOWN_RADIUS_KM)) {
    const score = item.population / (1 + km) ** 2;
    if (!best || score > best.score) best = { city: item, score };
  }
  return best?.city;
}

function toPostalArea(raw: RawPostalArea, cities: PointGrid<City>): PostalArea | undefined {
  if (raw.country === 'US') {
    // Military (AA, AE, AP) and freely associated states' codes sit outside the USA: left out.
    const region = regionByCode('US', raw.state);
    return region && { code: raw.code, lat: raw.lat, lng: raw.lng, city: raw.city, region: region.code, country: 'US' };
  }
  const region = provinceOfPostalCode(raw.code, raw.state);
  if (!region) return undefined;
  // zipcodes names Canadian areas like 'London North (uwo)': the town nearby reads better.
  const city = townNear(cities, raw)?.name ?? raw.city.replace(/\s*\(.*$/, '');
  return { code: raw.code, lat: raw.lat, lng: raw.lng, city, region, country: 'CA' };
}

/** The items of a list sorted by keyOf whose key starts with prefix, found by binary search. */
function withPrefix<T>(sorted: readonly T[], prefix: string, keyOf: (item: T) => string): T[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = sorted[middle];
    if (item !== undefined && keyOf(item) < prefix) low = middle + 1;
    else high = middle;
  }
  const found: T[] = [];
  for (let item = sorted[low]; item !== undefined && keyOf(item).startsWith(prefix); item = sorted[++low]) found.push(item);
  return found;
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class GeoIndex {
  readonly cityGrid: PointGrid<City>;
  readonly postalGrid: PointGrid<PostalArea>;
  private readonly postalByCode: Map<string, PostalArea>;
  private readonly postalSorted: PostalArea[];
  private readonly names: NameEntry[];
  readonly cityCount: number;

  constructor(rawCities: readonly RawCity[], rawPostal: readonly RawPostalArea[]) {
    const cities = rawCities.map(toCity).filter((city) => city !== undefined);
    this.cityCount = cities.length;
    this.cityGrid = new PointGrid(cities);
    const postal = rawPostal.map((raw) => toPostalArea(raw, this.cityGrid)).filter((area) => area !== undefined);
    this.postalGrid = new PointGrid(postal);
    this.postalByCode = new Map(postal.map((area) => [area.code, area]));
    this.postalSorted = postal.sort((a, b) => byString(a.code, b.code));
    this.names = cities
      .flatMap((city) =>
        nameVariants(normalizeName(city.name)).flatMap((key) => {
          const words = key.split(' ');
          return words.map((_, i): NameEntry => ({ key: words.slice(i).join(' '), city, laterWord: i > 0 }));
        }),
      )
      .sort((a, b) => byString(a.key, b.key));
  }

  static load(): GeoIndex {
    return new GeoIndex(readCities(), readPostalAreas());
  }

  postalArea(code: string): PostalArea | undefined {
    return this.postalByCode.get(code.toUpperCase());
  }

  postalAreasStartingWith(prefix: string): PostalArea[] {
    return withPrefix(this.postalSorted, prefix.toUpperCase(), (area) => area.code);
  }

  /** Cities whose name, or a later word of it, starts with the normalised prefix. */
  citiesStartingWith(prefix: string): NameEntry[] {
    return withPrefix(this.names, prefix, (entry) => entry.key);
  }

  /** Cities named exactly so (normalised key), or whose name starts so, biggest first. */
  citiesNamed(key: string, { prefix = false } = {}): City[] {
    if (!key) return [];
    const cities = this.citiesStartingWith(key)
      .filter((entry) => !entry.laterWord && (prefix || entry.key === key))
      .map((entry) => entry.city);
    return [...new Set(cities)].sort((a, b) => b.population - a.population);
  }
}

let loaded: GeoIndex | undefined;

/** The shared index, read on first use: the server starts without paying for it. */
export function geoIndex(): GeoIndex {
  loaded ??= GeoIndex.load();
  return loaded;
}
