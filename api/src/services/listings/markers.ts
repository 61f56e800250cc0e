// Map markers of tiles, read from the database in one statement (marker-cache.ts decides when).
// Each tile is sampled as its four quarter tiles, the sales nearest each quarter's centre first, so a
// tile holding thousands of sales still shows pins spread over it rather than one blob in its middle.
import { and, sql, type SQL } from 'drizzle-orm';
import type { ListingMarker } from '@yardsale/core/api-types';
import type { SaleFilterParams } from '@yardsale/core/listing-query';
import { MARKER_TILES, perQuarterOf, quartersOf, tileBbox, type Tile } from '@yardsale/core/map-tiles';
import { saleTypesOf } from '@yardsale/core/visibility';
import type { Db } from '@/db/client';
import { listings } from '@/db/schema';
import { searchedWords } from '@/services/search-words';
import { chordTo, chordValue, insideBbox, saleFilters, viewportCube, visibleInGeoIndex } from './sql';

/** A marker with what the cache needs besides: when it stops being shown. */
export interface MarkerRow {
  marker: ListingMarker;
  /** visible_until in ms: the tile must be read again after it. */
  untilMs: number;
}

export interface TileMarkers {
  rows: MarkerRow[];
  /** A quarter held more sales than it shows (perQuarterOf). */
  truncated: boolean;
  /** Its soonest ending sale's visible_until (ms); the cache caps it with its own TTL. */
  endsAt: number;
}

type Part = { part: number; chord: number; id: string; lat: number; lng: number; title: string; estate: boolean; moving: boolean; community: boolean; until: number };

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
const cutTitle = (title: string) => (title.length > MARKER_TILES.titleMax ? `${title.slice(0, MARKER_TILES.titleMax - 1).trimEnd()}…` : title);

function quarterQuery(part: number, quarter: Tile, most: number, filter: SQL | undefined, now: Date): SQL {
  const bbox = tileBbox(quarter);
  const center = { lat: (bbox.north + bbox.south) / 2, lng: (bbox.west + bbox.east) / 2 };
  const l = listings;
  return sql`(select ${part}::int as part, ${chordValue(center)} as chord, ${l.id} as id, ${l.publicLatitude} as lat, ${l.publicLongitude} as lng,
    ${l.title} as title, ${l.isEstateSale} as estate, ${l.isMovingSale} as moving, ${l.isCommunitySale} as community,
    date_part('epoch', ${l.visibleUntil}) * 1000 as until
    from ${l} where ${and(visibleInGeoIndex(now), viewportCube(bbox), insideBbox(bbox), filter)}
    order by ${chordTo(center)} limit ${most + 1})`;
}

const toRow = (part: Part): MarkerRow => ({
  marker: {
    id: part.id,
    lat: round5(part.lat),
    lng: round5(part.lng),
    title: cutTitle(part.title),
    types: saleTypesOf({ isEstateSale: part.estate, isMovingSale: part.moving, isCommunitySale: part.community }),
  },
  untilMs: Math.floor(Number(part.until)),
});

/**
 * The markers of each tile as visible at `now` with the filters, the same for every viewer. One
 * union of 4 nearest-first index scans per tile.
 */
export async function readTileMarkers(db: Db, tiles: readonly Tile[], filters: SaleFilterParams, now: Date): Promise<TileMarkers[]> {
  if (tiles.length === 0) return [];
  const filter = saleFilters(filters, await searchedWords(db, 'sales', filters.words ?? []));
  const parts = tiles.flatMap((tile, t) => quartersOf(tile).map((quarter, q) => quarterQuery(t * 4 + q, quarter, perQuarterOf(tile), filter, now)));
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: Part[] };
  const byPart = Array.from({ length: tiles.length * 4 }, () => [] as Part[]);
  for (const row of rows) byPart[Number(row.part)]!.push(row);
  return tiles.map((tile, t) => {
    const most = perQuarterOf(tile);
    const quarters = byPart.slice(t * 4, t * 4 + 4).map((found) => found.sort((a, b) => a.chord - b.chord || (a.id < b.id ? -1 : 1)));
    const kept = quarters.flatMap((found) => found.slice(0, most)).map(toRow);
    return {
      rows: kept,
      truncated: quarters.some((found) => found.length > most),
      endsAt: Math.min(Number.POSITIVE_INFINITY, ...kept.map((row) => row.untilMs)),
    };
  });
}
