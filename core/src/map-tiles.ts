// The map asks for its markers by tiles (GET /api/listings/markers?tiles=…), not by its exact bounds:
// slippy-map tiles (Web Mercator, as the map's own tile layer) at a zoom chosen from the viewport's
// size. Small pans keep the same tiles, so the web sends nothing new and the server's cache (one
// entry per tile and per range) serves a crowd panning one city from memory. Decision 0016.
import { dateList, wordList, type Bbox, type SaleFilterParams } from './listing-query';

export const MARKER_TILES = {
  /** The zoom is chosen so the viewport spans at most 3 tiles a side, so a range is at most 4 × 4. */
  maxPerAxis: 4,
  /** Beyond street level smaller tiles buy nothing: a tile there holds a few sales at most. */
  maxZoom: 18,
  /**
   * Each tile is sampled as its four quarter tiles, at most this many sales each (nearest the
   * quarter's centre): 20 a tile and 320 an answer, about 13 KB of brotli with titles, above the
   * deepest tile zoom. More than that in one place is too many pins to see anyway: the answer says
   * `truncated` (zoom in).
   */
  perQuarter: 5,
  /**
   * At the deepest tile zoom (map zoom 17 and beyond on a phone) zooming in asks for no smaller
   * tiles, so zooming in would never show more: a quarter there (about 75 m a side) holds a street's
   * sales, or many at one spot (a community sale's tables), and each is shown, up to this many (the
   * map spreads pins at one spot apart). In practice a few; at most 3,200 an answer.
   */
  perQuarterAtMaxZoom: 50,
  /** A pin's title (its accessible name and tooltip) is cut here; the sheet shows the whole title. */
  titleMax: 40,
} as const;

/** How many sales a quarter of this tile shows: all of a street's at the deepest tile zoom, a sample above it. */
export const perQuarterOf = (tile: Tile): number => (tile.zoom >= MARKER_TILES.maxZoom ? MARKER_TILES.perQuarterAtMaxZoom : MARKER_TILES.perQuarter);

/** Tiles zoom/x/y: x columns from the west starting at x (wrapping across the antimeridian), rows south from y. */
export interface TileRange {
  zoom: number;
  x: number;
  y: number;
  columns: number;
  rows: number;
}

export interface Tile {
  zoom: number;
  x: number;
  y: number;
}

const MAX_MERCATOR_LAT = 85.0511287798;
const clampLat = (lat: number) => Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));

/** Position across the world from the west (0) to the east (1) edge. */
export const worldX = (lng: number) => (lng + 180) / 360;
/** Position down the Mercator world from the north (0) to the south (1) edge. */
export function worldY(lat: number): number {
  const rad = (clampLat(lat) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
}
/** The latitude at a position down the Mercator world (worldY's inverse). */
export const latOfWorldY = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

const tileIndex = (position: number, zoom: number) => Math.min(2 ** zoom - 1, Math.max(0, Math.floor(position * 2 ** zoom)));

/**
 * The tiles covering a viewport: the deepest zoom at which it spans at most 3 tiles a side (so at
 * most 4 once it straddles tile edges), and the tiles it touches at that zoom.
 */
export function tileRangeFor(bbox: Bbox): TileRange {
  const crossing = bbox.west > bbox.east;
  const width = ((crossing ? bbox.east + 360 : bbox.east) - bbox.west) / 360;
  const height = worldY(bbox.south) - worldY(bbox.north);
  const span = Math.max(width, height, 2 ** -MARKER_TILES.maxZoom);
  const zoom = Math.max(0, Math.min(MARKER_TILES.maxZoom, Math.floor(Math.log2((MARKER_TILES.maxPerAxis - 1) / span))));
  const count = 2 ** zoom;
  const x = tileIndex(worldX(bbox.west), zoom);
  const east = tileIndex(worldX(bbox.east), zoom);
  const y = tileIndex(worldY(bbox.north), zoom);
  const south = tileIndex(worldY(bbox.south), zoom);
  const columns = Math.min(count, ((east - x + count) % count) + 1, MARKER_TILES.maxPerAxis);
  return { zoom, x, y, columns: width >= 1 ? Math.min(count, MARKER_TILES.maxPerAxis) : columns, rows: Math.min(south - y + 1, MARKER_TILES.maxPerAxis) };
}

/** Every tile of a range, row by row from the north-west. */
export function tilesOf(range: TileRange): Tile[] {
  const count = 2 ** range.zoom;
  const tiles: Tile[] = [];
  for (let row = 0; row < range.rows; row++) {
    for (let column = 0; column < range.columns; column++) tiles.push({ zoom: range.zoom, x: (range.x + column) % count, y: range.y + row });
  }
  return tiles;
}

/** A tile's bounds in degrees (longitudes −180…180). */
export function tileBbox({ zoom, x, y }: Tile): Bbox {
  const count = 2 ** zoom;
  return { west: (x / count) * 360 - 180, east: ((x + 1) / count) * 360 - 180, north: latOfWorldY(y / count), south: latOfWorldY((y + 1) / count) };
}

/** The four tiles one zoom deeper that make up a tile. */
export const quartersOf = ({ zoom, x, y }: Tile): Tile[] => [0, 1, 2, 3].map((i) => ({ zoom: zoom + 1, x: 2 * x + (i % 2), y: 2 * y + (i >> 1) }));

/** The `tiles` parameter: zoom,x,y,columns,rows. */
export const formatTileRange = (range: TileRange) => [range.zoom, range.x, range.y, range.columns, range.rows].join(',');

/** A `tiles` parameter that names real tiles, at most maxPerAxis a side; undefined otherwise. */
export function parseTileRange(value: string): TileRange | undefined {
  const parts = value.split(',');
  if (parts.length !== 5 || !parts.every((part) => /^\d{1,7}$/.test(part))) return undefined;
  const [zoom, x, y, columns, rows] = parts.map(Number) as [number, number, number, number, number];
  if (zoom > MARKER_TILES.maxZoom) return undefined;
  const count = 2 ** zoom;
  const sizeOk = columns >= 1 && rows >= 1 && columns <= Math.min(count, MARKER_TILES.maxPerAxis) && rows <= MARKER_TILES.maxPerAxis;
  return sizeOk && x < count && y + rows <= count ? { zoom, x, y, columns, rows } : undefined;
}

/** The query parameters of GET /api/listings/markers, as the web sends them. */
export type MarkerQuery = { tiles: string } & Partial<Record<'types' | 'categories' | 'date' | 'q', string>>;

export function markerQuery(range: TileRange, filters: Partial<SaleFilterParams> = {}): MarkerQuery {
  const query: MarkerQuery = { tiles: formatTileRange(range) };
  if (filters.saleTypes?.length) query.types = [...filters.saleTypes].sort().join(',');
  if (filters.categories?.length) query.categories = [...filters.categories].sort().join(',');
  if (filters.dates?.length) query.date = dateList(filters.dates);
  if (filters.words?.length) query.q = wordList(filters.words);
  return query;
}
