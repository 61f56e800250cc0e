// Where a classified search looks: the circle around a point, written so that the planner can tell
// how many rows it holds (migration 0004's cells), and the 1° regions whose tagged words
// (region_vector) are searched instead of the whole country's. Both are grids over the public point.
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type ClassifiedSort } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { classifieds } from '@/db/schema';

const rowEarth = sql`ll_to_earth(${classifieds.publicLatitude}, ${classifieds.publicLongitude})`;
const earthPoint = (point: LatLng) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
export const chordTo = (point: LatLng) => sql<number>`(${rowEarth} <-> ${earthPoint(point)})`;

/**
 * The row's cube as ll_to_earth computes it, without the cast to the `earth` domain (~4 µs a row):
 * the same arithmetic, so the same bits (as listings' chordValue, tested there). Only to compare.
 */
const rowCube = sql`cube(cube(cube(earth() * cos(radians(${classifieds.publicLatitude})) * cos(radians(${classifieds.publicLongitude}))),
  earth() * cos(radians(${classifieds.publicLatitude})) * sin(radians(${classifieds.publicLongitude}))), earth() * sin(radians(${classifieds.publicLatitude})))`;

/**
 * The 0.25° cell of the row's public point, exactly as migration 0004's classifieds_cell_idx writes
 * it (constants, not parameters, or the index and its statistics do not match).
 */
const rowCell = sql`((floor(${classifieds.publicLatitude} * 4) * 2048 + floor(${classifieds.publicLongitude} * 4))::int)`;
const CELLS_PER_DEGREE = 4;
const MAX_CELLS = 2000;
/** More regions than this (a 250 km circle in the far north) search the untagged document. */
const MAX_REGIONS = 64;

/**
 * Every [latitude, longitude] index of a grid of `perDegree` squares per degree that meets the
 * circle's latitude and longitude bounds (a superset of the circle), or undefined when those bounds
 * wrap (a pole inside the circle, or the antimeridian) or hold more than `max` squares.
 */
function gridAround(center: LatLng, radiusKm: number, perDegree: number, max: number): [number, number][] | undefined {
  const angle = radiusKm / EARTH_RADIUS_KM + 1e-9; // radians, with a few millimetres for rounding
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const latSpan = degrees(angle);
  const lngSpan = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos((center.lat * Math.PI) / 180))));
  const [south, north, west, east] = [center.lat - latSpan, center.lat + latSpan, center.lng - lngSpan, center.lng + lngSpan];
  if (south <= -90 || north >= 90 || west < -180 || east > 180) return undefined;
  const index = (value: number) => Math.floor(value * perDegree);
  if ((index(north) - index(south) + 1) * (index(east) - index(west) + 1) > max) return undefined;
  const squares: [number, number][] = [];
  for (let lat = index(south); lat <= index(north); lat++) for (let lng = index(west); lng <= index(east); lng++) squares.push([lat, lng]);
  return squares;
}

/**
 * Inside the circle: a first cut the planner can estimate, then the exact chord of the great-circle
 * radius. Nearest first reads the GiST index in distance order, so it gets that index's box; every
 * other order gets the cells of migration 0004, whose statistics tell the planner how many rows a
 * circle holds (for the box it assumes 0.1% everywhere, and scanned every row of a dense city:
 * bench/README.md, classifieds).
 */
export function withinCircle(center: LatLng, radiusKm: number, sort: ClassifiedSort): SQL {
  const angle = sql`${radiusKm}::float8 / ${EARTH_RADIUS_KM}::float8`;
  const chordLimit = sql`2 * earth() * sin(${angle} / 2)`;
  const cells = sort === 'nearest' ? undefined : gridAround(center, radiusKm, CELLS_PER_DEGREE, MAX_CELLS);
  if (!cells) return sql`earth_box(${earthPoint(center)}, ${angle} * earth()) @> ${rowEarth} and ${chordTo(center)} <= ${chordLimit}`;
  const cellIds = cells.map(([lat, lng]) => lat * 2048 + lng);
  return sql`${rowCell} = any(${`{${cellIds.join(',')}}`}::int[]) and (${rowCube} <-> ${earthPoint(center)}) <= ${chordLimit}`;
}

/** A quoted lexeme of a tsquery's text, with its prefix or weight marks: `'tabl':*`. */
const LEXEME = /'((?:[^']|'')*)'(:[*A-D]+)?/g;

/**
 * The words of `query` (a tsquery's text) as they must match region_vector, or undefined when the
 * circle meets too many regions: each lexeme becomes 'its region-tagged twin in any of the regions
 * the circle meets' (as classified_region in migration 0004 tags them: '43,-80:tabl'). A row's
 * lexemes all carry its own region, so AND, OR and NOT keep their meaning.
 */
export function wordsInRegions(query: string, center: LatLng, radiusKm: number): string | undefined {
  const regions = gridAround(center, radiusKm, 1, MAX_REGIONS);
  if (!regions) return undefined;
  return query.replace(LEXEME, (_, lexeme: string, marks = '') => `(${regions.map(([lat, lng]) => `'${lat},${lng}:${lexeme}'${marks}`).join(' | ')})`);
}
