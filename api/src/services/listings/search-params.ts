// GET /api/listings query string → a search, and the opaque page cursor.
import { isIsoDate } from '@yardsale/core/calendar';
import { DEFAULT_YARD_SALE_CATEGORY, SALE_TYPES, YARD_SALE_CATEGORIES, type SaleType } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { LISTING_LIST_LIMITS } from '@yardsale/core/schemas/listing';
import { HttpError } from '@/plugins/errors';
import type { Bbox, SaleFilterParams } from './sql';

export type SearchArea =
  | { kind: 'near'; center: LatLng; radiusKm: number }
  | { kind: 'bbox'; bbox: Bbox }
  /** No place given: every visible sale, soonest ending first, a page at a time. */
  | { kind: 'all' };

export interface ListingSearch {
  area: SearchArea;
  filters: SaleFilterParams;
  limit: number;
  cursor?: string | undefined;
}

/** Where the previous page ended: the KNN distance or the end instant, and the id for ties. */
export type PageCursor = { kind: 'near' | 'bbox'; chord: number; id: string } | { kind: 'all'; until: string; id: string };

const CATEGORY_NAMES: readonly string[] = [...YARD_SALE_CATEGORIES, DEFAULT_YARD_SALE_CATEGORY];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID_RE.test(value);

const bad = (message: string) => new HttpError(400, message);

function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw bad(`${name} may be given once`);
  return value;
}

function numbers(value: string, count: number, message: string): number[] {
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== count || !parts.every(Number.isFinite)) throw bad(message);
  return parts;
}

function parseBbox(value: string): Bbox {
  const message = 'bbox must be west,south,east,north in degrees';
  const [west, south, east, north] = numbers(value, 4, message) as [number, number, number, number];
  const lngOk = [west, east].every((lng) => lng >= -180 && lng <= 180);
  const latOk = south >= -90 && north <= 90 && south <= north;
  if (!lngOk || !latOk) throw bad(message);
  return { west, south, east, north };
}

function parseNear(value: string, radius: string | undefined): SearchArea {
  const [lat, lng] = numbers(value, 2, 'near must be lat,lng in degrees') as [number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw bad('near must be lat,lng in degrees');
  let radiusKm: number = LISTING_LIST_LIMITS.radiusDefaultKm;
  if (radius !== undefined) {
    radiusKm = Number(radius);
    if (!Number.isFinite(radiusKm) || radiusKm <= 0) throw bad('radiusKm must be a positive number');
  }
  return { kind: 'near', center: { lat, lng }, radiusKm: Math.min(radiusKm, LISTING_LIST_LIMITS.radiusMaxKm) };
}

function list<T extends string>(value: string | undefined, allowed: readonly string[], name: string): T[] {
  if (value === undefined) return [];
  const items = [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
  const unknown = items.find((item) => !allowed.includes(item));
  if (unknown !== undefined) throw bad(`Unknown ${name}: ${unknown}`);
  return items as T[];
}

/** A page size from `limit`: the default when absent, clamped to the maximum when larger. */
export function pageLimit(value: string | undefined, fallback: number = LISTING_LIST_LIMITS.pageDefault): number {
  if (value === undefined) return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw bad('limit must be a whole number of at least 1');
  return Math.min(limit, LISTING_LIST_LIMITS.pageMax);
}

export function parseListingSearch(query: Record<string, unknown>): ListingSearch {
  const bbox = text(query, 'bbox');
  const near = text(query, 'near');
  if (bbox && near) throw bad('Give either bbox or near, not both');
  const date = text(query, 'date');
  if (date !== undefined && !isIsoDate(date)) throw bad('date must be a YYYY-MM-DD date');
  const cursor = text(query, 'cursor');
  return {
    area: bbox ? { kind: 'bbox', bbox: parseBbox(bbox) } : near ? parseNear(near, text(query, 'radiusKm')) : { kind: 'all' },
    filters: {
      saleTypes: list<SaleType>(text(query, 'types'), SALE_TYPES, 'sale type'),
      categories: list(text(query, 'categories'), CATEGORY_NAMES, 'category'),
      date,
    },
    limit: pageLimit(text(query, 'limit')),
    cursor,
  };
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor of an earlier page of the same kind of search; anything else is a 400. */
export function decodeCursor(value: string, kind: PageCursor['kind']): PageCursor {
  const invalid = bad('Invalid cursor: start again without one');
  let cursor: Partial<Record<string, unknown>>;
  try {
    cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Record<string, unknown>>;
  } catch {
    throw invalid;
  }
  if (cursor?.kind !== kind || typeof cursor.id !== 'string' || !isUuid(cursor.id)) throw invalid;
  if (kind === 'all') {
    if (typeof cursor.until !== 'string' || Number.isNaN(Date.parse(cursor.until))) throw invalid;
    return { kind, until: cursor.until, id: cursor.id };
  }
  if (typeof cursor.chord !== 'number' || !Number.isFinite(cursor.chord)) throw invalid;
  return { kind, chord: cursor.chord, id: cursor.id };
}
