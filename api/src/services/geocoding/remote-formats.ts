// The two HTTP geocoder dialects we speak: Nominatim (jsonv2) and Photon (GeoJSON), both from OSM data.
import type { CountryCode, GeoPrecision, GeoSuggestion } from '@yardsale/core/geocoding';
import type { LatLng } from '@yardsale/core/geo';
import { regionByAlias, regionByCode } from './regions';
import { formatLabel } from './results';
import { normalizeName } from './text';

export type RemoteKind = 'nominatim' | 'photon';

/** How far around the `near` point Nominatim's viewbox reaches; it only prefers, never restricts. */
const NEAR_BOX_DEGREES = 1;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const numberOf = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN);

function remoteUrl(kind: RemoteKind, baseUrl: string, path: 'search' | 'reverse', params: Record<string, string>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const endpoint = kind === 'photon' && path === 'search' ? 'api' : path;
  const common: Record<string, string> =
    kind === 'nominatim' ? { format: 'jsonv2', addressdetails: '1', 'accept-language': 'en' } : { lang: 'en' };
  return `${base}/${endpoint}?${new URLSearchParams({ ...params, ...common })}`;
}

export function searchUrl(kind: RemoteKind, baseUrl: string, query: string, limit: number, near?: LatLng): string {
  const params: Record<string, string> = { q: query };
  if (kind === 'photon') {
    // Photon cannot filter by country: ask for more and keep ours. A point biases, never restricts.
    params.limit = String(limit * 3);
    if (near) Object.assign(params, { lat: String(near.lat), lon: String(near.lng) });
  } else {
    Object.assign(params, { countrycodes: 'us,ca', limit: String(limit) });
    const d = NEAR_BOX_DEGREES;
    if (near) params.viewbox = [near.lng - d, near.lat + d, near.lng + d, near.lat - d].join(',');
  }
  return remoteUrl(kind, baseUrl, 'search', params);
}

export function reverseUrl(kind: RemoteKind, baseUrl: string, latitude: number, longitude: number): string {
  return remoteUrl(kind, baseUrl, 'reverse', { lat: String(latitude), lon: String(longitude) });
}

/** The fields both dialects carry, under their own names. */
interface PlaceFields {
  latitude: number;
  longitude: number;
  countryCode?: string;
  regionCode?: string;
  state?: string;
  city?: string;
  road?: string;
  houseNumber?: string;
  postalCode?: string;
  isPostcode: boolean;
}

function nominatimFields(item: Json): PlaceFields {
  const address = isObject(item.address) ? item.address : {};
  const iso = text(address['ISO3166-2-lvl4']);
  return {
    latitude: numberOf(item.lat),
    longitude: numberOf(item.lon),
    countryCode: text(address.country_code),
    regionCode: iso?.split('-')[1],
    state: text(address.state),
    city: text(address.city) ?? text(address.town) ?? text(address.village) ?? text(address.hamlet) ?? text(address.municipality),
    road: text(address.road),
    houseNumber: text(address.house_number),
    postalCode: text(address.postcode),
    isPostcode: item.type === 'postcode' || item.addresstype === 'postcode',
  };
}

const PHOTON_TOWN_TYPES = new Set(['city', 'town', 'village', 'hamlet', 'locality']);

function photonFields(feature: Json): PlaceFields {
  const properties = isObject(feature.properties) ? feature.properties : {};
  const coordinates = isObject(feature.geometry) && Array.isArray(feature.geometry.coordinates) ? feature.geometry.coordinates : [];
  const type = text(properties.type);
  const isTown = type !== undefined && PHOTON_TOWN_TYPES.has(type);
  return {
    latitude: numberOf(coordinates[1]),
    longitude: numberOf(coordinates[0]),
    countryCode: text(properties.countrycode),
    state: text(properties.state),
    city: text(properties.city) ?? (isTown ? text(properties.name) : undefined),
    road: text(properties.street) ?? (type === 'street' ? text(properties.name) : undefined),
    houseNumber: text(properties.housenumber),
    postalCode: text(properties.postcode),
    isPostcode: properties.osm_value === 'postcode' || type === 'postcode',
  };
}

function toSuggestion(fields: PlaceFields): GeoSuggestion | undefined {
  const country = fields.countryCode?.toUpperCase();
  if (country !== 'US' && country !== 'CA') return undefined;
  if (!Number.isFinite(fields.latitude) || !Number.isFinite(fields.longitude)) return undefined;
  const countryCode: CountryCode = country;
  const region =
    (fields.regionCode && regionByCode(countryCode, fields.regionCode)?.code) ??
    (fields.state && regionByAlias(normalizeName(fields.state))?.code) ??
    fields.state;
  // Only a house number pins the house; a street or a postcode area still earns the 'Address Notice'.
  const precision: GeoPrecision = fields.houseNumber ? 'address' : fields.isPostcode || fields.road ? 'postal' : 'city';
  const street = [fields.houseNumber, fields.road].filter(Boolean).join(' ') || undefined;
  const { city, postalCode } = fields;
  return {
    label: formatLabel({ street, city, region, postalCode, country: countryCode }),
    latitude: fields.latitude,
    longitude: fields.longitude,
    precision,
    ...(postalCode ? { postalCode } : {}),
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    country: countryCode,
  };
}

/**
 * Places in any answer either dialect gives, whatever was asked: a Nominatim list, a single Nominatim
 * reverse object, an error object, or a Photon FeatureCollection. Places outside the USA and Canada
 * and malformed entries are dropped.
 */
export function parsePlaces(body: unknown): GeoSuggestion[] {
  let fields: PlaceFields[] = [];
  if (Array.isArray(body)) fields = body.filter(isObject).map(nominatimFields);
  else if (isObject(body) && Array.isArray(body.features)) fields = body.features.filter(isObject).map(photonFields);
  else if (isObject(body) && 'lat' in body) fields = [nominatimFields(body)];
  return fields.map(toSuggestion).filter((place) => place !== undefined);
}
