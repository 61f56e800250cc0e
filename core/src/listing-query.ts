// GET /api/listings query string: built by the web (map viewport, Find) and read by the API, here once.
import { isIsoDate } from './calendar';
import { SALE_TYPES, YARD_SALE_CATEGORIES, type SaleType, type Units } from './constants';
import { DEFAULT_YARD_SALE_CATEGORY } from './sale-defaults';
import { KM_PER_MILE, type LatLng } from './geo';
import { SEARCH_WORDS_TOO_LONG, searchTerms } from './search-terms';

/** Caps of GET /api/listings and the other lists, so no answer can grow with the table. */
export const LISTING_LIST_LIMITS = {
  pageDefault: 200,
  pageMax: 500,
  /** near=lat,lng without radiusKm, and the largest radius honoured. */
  radiusDefaultKm: 25,
  radiusMaxKm: 250,
  /** GET /api/listings/user: the newest own sales. */
  ownMax: 200,
  /** Favorites kept per user (and so the most GET /api/favorites answers). */
  favoritesMax: 500,
  /** GET /api/listings/selection: ids asked for at once (a route's sales come from favorites in fives of this). */
  selectionMax: 100,
} as const;

/**
 * Find's circle: the default, widened a step at a time by the person when nothing is near (SPEC: 'Try
 * again later or expand your search area'). The wider steps are round numbers in the reader's unit
 * ('Search within 30 mi', not 31.1), each within the API's largest radius.
 */
export const FIND_WIDER_STEPS: Record<Units, readonly number[]> = { km: [50, 100, 250], miles: [30, 60, 150] };

/** A step of Find's circle: `within` is how Find's address writes it (?within=30), in the reader's unit. */
export interface FindCircle {
  within: number;
  km: number;
}

const circleOf = (within: number, units: Units): FindCircle => ({ within, km: units === 'miles' ? within * KM_PER_MILE : within });

/** The circle Find's ?within= names in the reader's unit, in km; the default for anything else. */
export function findRadiusOf(value: string | null, units: Units): number {
  const step = FIND_WIDER_STEPS[units].find((within) => String(within) === value);
  return step === undefined ? LISTING_LIST_LIMITS.radiusDefaultKm : circleOf(step, units).km;
}

/** The next wider step after `km`, or null at the widest. */
export function widerFindCircle(km: number, units: Units): FindCircle | null {
  const step = FIND_WIDER_STEPS[units].map((within) => circleOf(within, units)).find((circle) => circle.km > km + 1e-9);
  return step ?? null;
}

/** West, south, east, north in degrees, longitudes in −180…180; west > east crosses the antimeridian. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type SearchArea =
  | { kind: 'near'; center: LatLng; radiusKm: number }
  | { kind: 'bbox'; bbox: Bbox }
  /** No place given: every visible sale, soonest ending first, a page at a time. */
  | { kind: 'all' };

export interface SaleFilterParams {
  saleTypes: readonly SaleType[];
  categories: readonly string[];
  /** YYYY-MM-DD: only sales held on one of these dates (none: any day). */
  dates?: readonly string[] | undefined;
  /** searchTerms of what the person looks for: only sales whose title, description or category hold each (none: all). */
  words?: readonly string[] | undefined;
}

/** How many dates one search may name: a week's worth. */
export const MAX_FILTER_DATES = 7;

export interface ListingSearch {
  area: SearchArea;
  filters: SaleFilterParams;
  limit: number;
  cursor?: string | undefined;
}

/** The query parameters, as text; what the API's query schema accepts. */
export type ListingQuery = Partial<Record<'bbox' | 'near' | 'radiusKm' | 'types' | 'categories' | 'date' | 'q' | 'limit' | 'cursor', string>>;

export const LISTING_QUERY_MESSAGES = {
  bbox: 'bbox must be west,south,east,north in degrees',
  near: 'near must be lat,lng in degrees',
  radius: 'radiusKm must be a positive number',
  both: 'Give either bbox or near, not both',
  date: `date must be YYYY-MM-DD dates, comma-separated, at most ${MAX_FILTER_DATES}`,
  q: SEARCH_WORDS_TOO_LONG,
  limit: 'limit must be a whole number of at least 1',
  saleType: (value: string) => `Unknown sale type: ${value.slice(0, 40)}`,
  category: (value: string) => `Unknown category: ${value.slice(0, 40)}`,
} as const;

const CATEGORY_NAMES: readonly string[] = [...YARD_SALE_CATEGORIES, DEFAULT_YARD_SALE_CATEGORY];

/** Into −180…180; a longitude already there is kept exactly (the arithmetic would add float noise). */
const wrapLongitude = (lng: number) => (lng >= -180 && lng <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);
const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * A map's visible bounds as the API takes them. Leaflet reports longitudes beyond ±180 once the map
 * is zoomed far out or panned across the date line: they are wrapped back, a view wider than the
 * world becomes the whole world, and a view across the date line keeps west > east.
 */
export function wrapBounds(west: number, south: number, east: number, north: number): Bbox {
  const [s, n] = [clampLatitude(Math.min(south, north)), clampLatitude(Math.max(south, north))];
  if (east - west >= 360) return { west: -180, south: s, east: 180, north: n };
  let [w, e] = [wrapLongitude(west), wrapLongitude(east)];
  if (e === -180 && east > west) e = 180; // the right edge exactly on the date line
  if (w === e && east > west) [w, e] = [-180, 180];
  return { west: w, south: s, east: e, north: n };
}

/** Numbers of a comma list, or undefined when it is not exactly `count` finite numbers. */
function numbers(value: string, count: number): number[] | undefined {
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return parts.length === count && parts.every(Number.isFinite) ? parts : undefined;
}

export function parseBbox(value: string): Bbox | undefined {
  const parts = numbers(value, 4);
  if (!parts) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  const lngOk = [west, east].every((lng) => lng >= -180 && lng <= 180);
  const latOk = south >= -90 && north <= 90 && south <= north;
  return lngOk && latOk ? { west, south, east, north } : undefined;
}

export function parseNear(value: string): LatLng | undefined {
  const parts = numbers(value, 2);
  if (!parts) return undefined;
  const [lat, lng] = parts as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

export const parseRadius = (value: string): number | undefined => {
  const radius = Number(value);
  return value.trim() !== '' && Number.isFinite(radius) && radius > 0 ? radius : undefined;
};

export const parseLimit = (value: string): number | undefined => {
  const limit = Number(value);
  return value.trim() !== '' && Number.isInteger(limit) && limit >= 1 ? limit : undefined;
};

/** The items of a comma list, without blanks and repeats. */
export const listItems = (value: string | undefined) => [...new Set((value ?? '').split(',').map((item) => item.trim()).filter(Boolean))];

export const unknownSaleType = (value: string | undefined) => listItems(value).find((item) => !(SALE_TYPES as readonly string[]).includes(item));
export const unknownCategory = (value: string | undefined) => listItems(value).find((item) => !CATEGORY_NAMES.includes(item));

/** A query that passed the API's schema (listingQuerySchema) as a search; never fails. */
export function toListingSearch(query: ListingQuery): ListingSearch {
  const { bbox, near } = query;
  const radiusKm = Math.min(query.radiusKm ? parseRadius(query.radiusKm)! : LISTING_LIST_LIMITS.radiusDefaultKm, LISTING_LIST_LIMITS.radiusMaxKm);
  const area: SearchArea = bbox ? { kind: 'bbox', bbox: parseBbox(bbox)! } : near ? { kind: 'near', center: parseNear(near)!, radiusKm } : { kind: 'all' };
  return {
    area,
    filters: { saleTypes: listItems(query.types) as SaleType[], categories: listItems(query.categories), dates: listItems(query.date), words: searchTerms(query.q) },
    limit: Math.min(query.limit ? parseLimit(query.limit)! : LISTING_LIST_LIMITS.pageDefault, LISTING_LIST_LIMITS.pageMax),
    cursor: query.cursor || undefined,
  };
}

export interface ListingQueryInput {
  area: { bbox: Bbox } | { near: LatLng; radiusKm?: number };
  filters?: Partial<SaleFilterParams>;
  limit?: number;
  cursor?: string;
}

/** The query parameters for a search, as the web sends them (see wrapBounds for map viewports). */
export function listingQuery({ area, filters = {}, limit, cursor }: ListingQueryInput): ListingQuery {
  const query: ListingQuery = {};
  if ('bbox' in area) query.bbox = [area.bbox.west, area.bbox.south, area.bbox.east, area.bbox.north].join(',');
  else query.near = `${area.near.lat},${area.near.lng}`;
  if ('radiusKm' in area && area.radiusKm !== undefined) query.radiusKm = String(area.radiusKm);
  if (filters.saleTypes?.length) query.types = filters.saleTypes.join(',');
  if (filters.categories?.length) query.categories = filters.categories.join(',');
  if (filters.dates?.length) query.date = filters.dates.join(',');
  if (filters.words?.length) query.q = wordList(filters.words);
  if (limit !== undefined) query.limit = String(limit);
  if (cursor) query.cursor = cursor;
  return query;
}

/** A `date` parameter: one date or a comma list of up to MAX_FILTER_DATES. */
export function isDateParam(value: string | undefined): boolean {
  const dates = listItems(value);
  return dates.length <= MAX_FILTER_DATES && dates.every(isIsoDate);
}

/** Dates (without repeats, as listItems gives them) as one key, whatever their order: one cache entry whoever asks. */
export const dateList = (dates: readonly string[]) => [...dates].sort().join(',');

/** Search words as one key, whatever their order (each must match): one cache entry whoever asks. */
export const wordList = (words: readonly string[]) => [...words].sort().join(' ');
