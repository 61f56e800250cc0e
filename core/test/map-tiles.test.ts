import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInput } from '../src/contract/check-input';
import { offsetPoint } from '../src/geo';
import type { Bbox } from '../src/listing-query';
import { formatTileRange, MARKER_TILES, markerQuery, parseTileRange, quartersOf, tileBbox, tileRangeFor, tilesOf } from '../src/map-tiles';
import { markerQuerySchema } from '../src/schemas/marker-query';

/** A viewport `km` a side around a point, as the web map reports it. */
function viewport(lat: number, lng: number, km: number): Bbox {
  const corner = (bearing: number) => offsetPoint({ lat, lng }, km / 2, bearing);
  return { west: corner(-Math.PI / 2).lng, south: corner(Math.PI).lat, east: corner(Math.PI / 2).lng, north: corner(0).lat };
}

/** Whether the tiles of a range cover the bbox (longitudes compared on the range's own unwrapped axis). */
function covers(bbox: Bbox, range: ReturnType<typeof tileRangeFor>): boolean {
  const first = tileBbox({ zoom: range.zoom, x: range.x, y: range.y });
  const last = tileBbox({ zoom: range.zoom, x: range.x, y: range.y + range.rows - 1 });
  const width = (360 / 2 ** range.zoom) * range.columns;
  const east = bbox.east < bbox.west ? bbox.east + 360 : bbox.east;
  const west = bbox.west < first.west - 1e-9 ? bbox.west + 360 : bbox.west;
  return first.north >= bbox.north - 1e-9 && last.south <= bbox.south + 1e-9 && first.west <= west + 1e-9 && first.west + width >= east + (west - bbox.west) - 1e-9;
}

describe('tileRangeFor', () => {
  it('covers a 20 km city viewport with at most 4 × 4 tiles, each at least a third of it', () => {
    const bbox = viewport(43.65, -79.38, 20);
    const range = tileRangeFor(bbox);
    expect(range.zoom).toBe(12);
    expect(range.columns).toBeLessThanOrEqual(4);
    expect(range.rows).toBeLessThanOrEqual(4);
    expect(covers(bbox, range)).toBe(true);
  });

  it('keeps the same tiles for a small pan, so the map asks for nothing new', () => {
    const range = tileRangeFor(viewport(43.65, -79.38, 20));
    const nudged = tileRangeFor(viewport(43.651, -79.381, 20));
    expect(nudged.zoom).toBe(range.zoom);
    expect(formatTileRange(tileRangeFor(viewport(43.65, -79.38, 20)))).toBe(formatTileRange(range));
  });

  it('covers any viewport, across the antimeridian and out to the whole world, within 4 tiles a side', () => {
    fc.assert(
      fc.property(fc.double({ min: -80, max: 80, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: 0.05, max: 3000, noNaN: true }), (lat, lng, km) => {
        const bbox = viewport(lat, lng, km);
        if (Math.abs(bbox.north) > 85 || Math.abs(bbox.south) > 85) return;
        const range = tileRangeFor(bbox);
        expect(range.columns).toBeLessThanOrEqual(MARKER_TILES.maxPerAxis);
        expect(range.rows).toBeLessThanOrEqual(MARKER_TILES.maxPerAxis);
        expect(covers(bbox, range)).toBe(true);
        expect(parseTileRange(formatTileRange(range))).toEqual(range);
      }),
    );
    const world = tileRangeFor({ west: -180, south: -80, east: 180, north: 80 });
    expect(world).toMatchObject({ zoom: 1, x: 0, columns: 2 });
    const acrossDateLine = tileRangeFor({ west: 179.9, south: 51, east: -179.9, north: 51.1 });
    expect(tilesOf(acrossDateLine).map((tile) => tile.x)).toContain(0);
    expect(tilesOf(acrossDateLine).map((tile) => tile.x)).toContain(2 ** acrossDateLine.zoom - 1);
  });
});

describe('tiles', () => {
  it('splits a tile into four quarters that tile it exactly', () => {
    const tile = { zoom: 12, x: 1143, y: 1493 };
    const box = tileBbox(tile);
    const quarters = quartersOf(tile).map(tileBbox);
    expect(Math.min(...quarters.map((q) => q.west))).toBeCloseTo(box.west, 12);
    expect(Math.max(...quarters.map((q) => q.east))).toBeCloseTo(box.east, 12);
    expect(Math.max(...quarters.map((q) => q.north))).toBeCloseTo(box.north, 12);
    expect(Math.min(...quarters.map((q) => q.south))).toBeCloseTo(box.south, 12);
  });

  it('refuses tiles that do not exist and ranges larger than 4 a side', () => {
    for (const bad of ['', '12,1,1,1', '12,1,1,1,1,1', '19,0,0,1,1', '2,4,0,1,1', '2,0,3,1,2', '12,0,0,5,1', '12,0,0,0,1', '1,0,0,3,1', '12,-1,0,1,1', '12,1.5,0,1,1']) {
      expect(parseTileRange(bad), bad).toBeUndefined();
    }
    expect(parseTileRange('0,0,0,1,1')).toEqual({ zoom: 0, x: 0, y: 0, columns: 1, rows: 1 });
  });

  it('is what the API query schema accepts, with the filters of the map', () => {
    const query = markerQuery(tileRangeFor(viewport(43.65, -79.38, 20)), { saleTypes: ['moving', 'estate'], categories: [], dates: ['2026-06-13', '2026-06-14'] });
    expect(query).toEqual({ tiles: expect.stringMatching(/^12,/), types: 'estate,moving', date: '2026-06-13,2026-06-14' });
    expect(checkInput(markerQuerySchema, query).ok).toBe(true);
    const refused = checkInput(markerQuerySchema, { tiles: '12,0,0,9,9' });
    expect(refused.ok ? undefined : refused.failure.message).toMatch(/^tiles must be/);
    expect(checkInput(markerQuerySchema, {}).ok).toBe(false);
  });
});
