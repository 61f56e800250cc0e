// SQL pieces of the listing queries. The shapes follow shared/GEO.md: they must match the partial
// GiST index of migrations 0001 and 0027, (ll_to_earth(public_latitude, public_longitude),
// tstzrange(visible_from, visible_until, '[]')) WHERE is_active, or the planner falls back to
// scanning every active sale. Places are always the public point (decision 0069): what others may know.
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { SaleType } from '@yardsale/core/constants';
import { EARTH_RADIUS_KM } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import type { Bbox, SaleFilterParams } from '@yardsale/core/listing-query';
import { listings } from '@/db/schema';
import type { SearchedWords } from '@/services/search-words';


/** The row's public location as the index stores it. */
export const rowEarth = sql`ll_to_earth(${listings.publicLatitude}, ${listings.publicLongitude})`;

export const earthPoint = (point: LatLng) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

/** Straight-line (chord) distance to the point: the `<->` that GiST orders by (KNN). ORDER BY this. */
export const chordTo = (point: LatLng) => sql`(${rowEarth} <-> ${earthPoint(point)})`;

/**
 * The row's cube as ll_to_earth computes it, without the cast to the `earth` domain, whose checks
 * cost ~4 µs a row (most of a 500-sale page's chords). Same arithmetic, so the same bits (tested).
 */
const [lat, lng] = [listings.publicLatitude, listings.publicLongitude];
const rowCube = sql`cube(cube(cube(earth() * cos(radians(${lat})) * cos(radians(${lng}))),
  earth() * cos(radians(${lat})) * sin(radians(${lng}))), earth() * sin(radians(${lat})))`;

/** chordTo's value, cheaper: to select and compare per row (never to order by: only chordTo uses the index). */
export const chordValue = (point: LatLng) => sql`(${rowCube} <-> ${earthPoint(point)})`;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Visible at `now`, written as the index's own expressions so a GiST scan can use both the
 * location and the time range. Only for queries that also constrain the location.
 */
export const visibleInGeoIndex = (now: Date) =>
  sql`${listings.isActive} and tstzrange(${listings.visibleFrom}, ${listings.visibleUntil}, '[]') @> ${at(now)}`;

/**
 * Visible at `now` for queries without a location: as plain comparisons, so the B-tree on
 * visible_until serves the soonest-ending order. (With the range form the planner picks the GiST
 * index, reads every visible sale and sorts them: measured 0.5 ms against 900 ms at 1M rows.)
 */
export const visibleByTime = (now: Date) =>
  sql`${listings.isActive} and ${listings.visibleFrom} <= ${at(now)} and ${listings.visibleUntil} >= ${at(now)}`;

/**
 * Index condition: `place` (a sale's by default, or an alert's, as its GiST index stores it) inside
 * the cube around a circle (a superset; the exact distance is checked after).
 */
export function withinRadiusBox(center: LatLng, radiusKm: number, place: SQL = rowEarth): SQL {
  // earth_box works in earth()'s units; the spec's distances use a 6371 km sphere, so scale by angle.
  return sql`earth_box(${earthPoint(center)}, ${radiusKm}::float8 / ${EARTH_RADIUS_KM}::float8 * earth()) @> ${place}`;
}

/** Unit-sphere coordinates, as ll_to_earth computes them divided by earth(). */
function unitVector(lat: number, lng: number): [number, number, number] {
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * Index condition for a viewport: the smallest axis-aligned cube holding the whole lat/lng box.
 * Each coordinate is cos/sin(lat) times cos/sin(lng), so its extremes lie at the box's corners, on
 * the equator or on a multiple of 90° of longitude inside the box: those candidates are enough.
 */
export function viewportCube(bbox: Bbox): SQL {
  const east = bbox.east < bbox.west ? bbox.east + 360 : bbox.east;
  const lats = [bbox.south, bbox.north, ...(bbox.south < 0 && bbox.north > 0 ? [0] : [])];
  const lngs = [bbox.west, east];
  for (let quarter = Math.ceil(bbox.west / 90) * 90; quarter < east; quarter += 90) lngs.push(quarter);
  const points = lats.flatMap((lat) => lngs.map((lng) => unitVector(lat, lng)));
  // A few millimetres of slack so rounding never drops a sale sitting on the edge.
  const low = [0, 1, 2].map((axis) => Math.min(...points.map((p) => p[axis]!)) - 1e-9);
  const high = [0, 1, 2].map((axis) => Math.max(...points.map((p) => p[axis]!)) + 1e-9);
  const scaled = (values: number[]) => sql.join(values.map((value) => sql`${value}::float8 * earth()`), sql`, `);
  return sql`cube(array[${scaled(low)}], array[${scaled(high)}]) @> ${rowEarth}`;
}

/** The exact viewport test that follows the cube. */
export function insideBbox(bbox: Bbox): SQL {
  const latitude = sql`${lat} between ${bbox.south}::float8 and ${bbox.north}::float8`;
  const longitude =
    bbox.west <= bbox.east
      ? sql`${lng} between ${bbox.west}::float8 and ${bbox.east}::float8`
      : sql`(${lng} >= ${bbox.west}::float8 or ${lng} <= ${bbox.east}::float8)`;
  return sql`${latitude} and ${longitude}`;
}

const TYPE_CONDITIONS: Record<SaleType, SQL> = {
  estate: sql`${listings.isEstateSale}`,
  moving: sql`${listings.isMovingSale}`,
  community: sql`${listings.isCommunitySale}`,
  regular: sql`not (${listings.isEstateSale} or ${listings.isMovingSale} or ${listings.isCommunitySale})`,
};

/** A text[] of the values, each one a parameter. */
export const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/**
 * A word as an English stem or the start of one ('bik' finds bikes, 'cribs' a crib), or, misspelt, a
 * word in use spelt closely ('strolers' finds a stroller: sale_word_query, migration 0031, decision
 * 0075): for an alert's words, matched against each new sale. searchTerms keeps letters and digits
 * only, so a word is never tsquery syntax; a stop word ('the') gives an empty query, which drops out
 * of `&&`.
 */
export const wordQuery = (word: SQL | string) => sql`coalesce(sale_word_query(${word}::text), ''::tsquery)`;

/**
 * The Filter Sales rules of core/visibility.ts, and the words looked for (`searched`: searchedWords
 * over the sales' vocabulary, computed once for the request), in SQL: none selected means all, and
 * stop words alone ('the') narrow nothing.
 */
export function saleFilters(filters: SaleFilterParams, searched: SearchedWords): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.saleTypes.length > 0) conditions.push(or(...filters.saleTypes.map((type) => TYPE_CONDITIONS[type]))!);
  if (filters.categories.length > 0) {
    const chosen = textArray(filters.categories);
    conditions.push(sql`(${listings.category} = any(${chosen}) or ${listings.categories} && ${chosen})`);
  }
  if (filters.dates?.length) conditions.push(sql`${listings.dates} && ${textArray(filters.dates)}`);
  if (searched.query) conditions.push(sql`${listings.searchVector} @@ ${searched.query}::tsquery`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}
