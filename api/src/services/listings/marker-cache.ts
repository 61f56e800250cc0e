// GET /api/listings/markers from this process's memory (decision 0016). Tiles and whole answers are
// kept until a committed write that changes the map in their area (in any process: the
// listing_map_generation number moves, and the change log says where) or their soonest ending sale
// ends; past a TTL they are read again in the background.
import { createHash } from 'node:crypto';
import type { ListingMarkers } from '@yardsale/core/api-types';
import { dateList, wordList, type Bbox, type SaleFilterParams } from '@yardsale/core/listing-query';
import { formatTileRange, tileBbox, tilesOf, type Tile, type TileRange } from '@yardsale/core/map-tiles';
import type { Db } from '@/db/client';
import { generationClock, type GenerationClock } from './map-generation';
import { readTileMarkers, type MarkerRow, type TileMarkers } from './markers';

export const MARKER_CACHE = {
  /**
   * Sales are shown from the moment they are posted (a write, which moves the generation), so within
   * a tile only ends are due to time, and those are kept exactly. Rows written with a start still to
   * come (a bulk load, never the API) appear within about this: half the map's 60 s refetch (SPEC
   * section 7). Past it the answer is still served while one read refreshes it (stale while
   * revalidate), each entry at its own moment (±25 %), so entries made together do not all go to
   * the database together (measured: 100 viewports expiring at once held the map for seconds).
   */
  ttlMs: 30_000,
  /** About 3 KB each at most (20 markers): 30 MB. */
  maxTiles: 10_000,
  /** About 60 KB each at most (JSON, brotli and gzip of 320 markers): 30 MB. */
  maxAnswers: 500,
} as const;

export interface MarkerAnswer {
  /** ListingMarkers as JSON text. */
  json: string;
  /** Weak (the same for every encoding of the JSON): a hash of the JSON. */
  etag: string;
  rows: MarkerRow[];
  truncated: boolean;
  /** Compressed copies by content coding, made by the route on first need. */
  encoded: Map<string, Promise<Buffer>>;
  /** Not served after this (a sale in it ends). */
  expiresAt: number;
  /** Served after this only while it is read again. */
  refreshAt: number;
}

interface CachedTile extends TileMarkers {
  area: Bbox;
  expiresAt: number;
  refreshAt: number;
}

interface KeptAnswer {
  answer: MarkerAnswer;
  /** Its tiles' areas. */
  areas: Bbox[];
}

/** Edges count as touching: a sale on a tile's edge is in both tiles. */
const touches = (a: Bbox, b: Bbox) => a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;
const touchesAny = (area: Bbox, changed: readonly Bbox[]) => changed.some((change) => touches(area, change));

/** A Map that forgets its least recently used entry beyond `max`. */
class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  clear(): void {
    this.entries.clear();
  }
  deleteWhere(doomed: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (doomed(value)) this.entries.delete(key);
  }
}

const filtersKey = ({ saleTypes, categories, dates = [], words = [] }: SaleFilterParams) =>
  `${[...saleTypes].sort().join(',')}|${[...categories].sort().join(',')}|${dateList(dates)}|${wordList(words)}`;

function toAnswer(rows: MarkerRow[], truncated: boolean, expiresAt: number, refreshAt: number): MarkerAnswer {
  const body: ListingMarkers = { markers: rows.map((row) => row.marker), truncated };
  const json = JSON.stringify(body);
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, etag, rows, truncated, encoded: new Map(), expiresAt, refreshAt };
}

/** One marker a sale, ordered by position: the same text (and ETag) in every process for the same data. */
function assemble(tiles: CachedTile[]): MarkerAnswer {
  const byId = new Map<string, MarkerRow>();
  for (const tile of tiles) for (const row of tile.rows) byId.set(row.marker.id, row); // a sale on a tile edge is in both
  const rows = [...byId.values()].sort((a, b) => a.marker.lat - b.marker.lat || a.marker.lng - b.marker.lng || (a.marker.id < b.marker.id ? -1 : 1));
  const soonest = (times: number[]) => Math.min(...times);
  return toAnswer(rows, tiles.some((tile) => tile.truncated), soonest(tiles.map((tile) => tile.expiresAt)), soonest(tiles.map((tile) => tile.refreshAt)));
}

/**
 * The areas this process has seen change, by generation: a read made as of an older generation is
 * kept when none of the writes since touch it. Null areas (unknown, or a truncate) touch everything.
 */
function changeLog(kept = 1000) {
  const steps: { after: number; upTo: number; areas: Bbox[] | null }[] = [];
  return {
    add(after: number, upTo: number, areas: Bbox[] | null) {
      steps.push({ after, upTo, areas });
      if (steps.length > kept) steps.shift();
    },
    /** Every area changed after generation `seen`, or null when that is not known. */
    since(seen: number): Bbox[] | null {
      const areas: Bbox[] = [];
      for (let i = steps.length - 1; i >= 0 && steps[i]!.upTo > seen; i--) {
        const step = steps[i]!;
        if (step.areas === null || (i === 0 && step.after > seen)) return null;
        areas.push(...step.areas);
      }
      return areas;
    },
  };
}

export interface MarkerCache {
  /**
   * The answer for a range at `now`, the same for every viewer: a block is about messages, and an
   * answer per viewer would tell who posted what (decision 0044).
   */
  answer(range: TileRange, filters: SaleFilterParams, now?: Date): Promise<MarkerAnswer>;
}

export function markerCache(db: Db, clock: GenerationClock = generationClock(db)): MarkerCache {
  let generation = Number.NEGATIVE_INFINITY;
  const tiles = new Lru<CachedTile>(MARKER_CACHE.maxTiles);
  const answers = new Lru<KeptAnswer>(MARKER_CACHE.maxAnswers);
  // Identical requests arriving together while an answer is built wait for that one build.
  const building = new Map<string, { answer: Promise<MarkerAnswer>; areas: Bbox[] }>();
  const changes = changeLog();
  let advancing = Promise.resolve();

  /** Drops what the writes up to generation `seen` changed; one catch-up at a time, in order. */
  async function catchUp(seen: number): Promise<void> {
    if (seen <= generation) return;
    advancing = advancing.then(async () => {
      if (seen <= generation) return;
      const changed = Number.isFinite(generation) ? await clock.changedAreas(generation, seen).catch(() => null) : null;
      const doomed = (areas: Bbox[]) => changed === null || areas.some((area) => touchesAny(area, changed));
      tiles.deleteWhere((tile) => doomed([tile.area]));
      answers.deleteWhere((kept) => doomed(kept.areas));
      for (const [key, build] of building) if (doomed(build.areas)) building.delete(key);
      changes.add(generation, seen, changed);
      generation = seen;
    });
    return advancing;
  }

  /** True when nothing written since generation `seen` (as far as this process has caught up) touches these areas. */
  const unchangedSince = (seen: number, areas: Bbox[]) => {
    const changed = changes.since(seen);
    return changed !== null && areas.every((area) => !touchesAny(area, changed));
  };

  async function build(key: string, range: TileRange, filters: SaleFilterParams, seen: number, now: Date): Promise<MarkerAnswer> {
    const filter = filtersKey(filters);
    const tileKey = (tile: Tile) => `${filter}|${tile.zoom}/${tile.x}/${tile.y}`;
    const wanted = tilesOf(range);
    const t = now.getTime();
    const found = wanted.map((tile) => tiles.get(tileKey(tile))).map((tile) => (tile && t <= tile.expiresAt && t <= tile.refreshAt ? tile : undefined));
    const missing = wanted.filter((_, i) => !found[i]);
    const read = await readTileMarkers(db, missing, filters, now);
    const refreshAt = t + MARKER_CACHE.ttlMs * (0.75 + Math.random() / 2);
    const fresh = read.map((tile, i): CachedTile => ({ ...tile, area: tileBbox(missing[i]!), expiresAt: tile.endsAt, refreshAt }));
    // Read as of `seen` or later: kept unless a write since then (caught up with meanwhile) touches it.
    await catchUp(seen);
    for (const [i, tile] of missing.entries()) if (unchangedSince(seen, [fresh[i]!.area])) tiles.set(tileKey(tile), fresh[i]!);
    const answer = assemble(found.map((tile) => tile ?? fresh.shift()!));
    const areas = wanted.map(tileBbox);
    if (unchangedSince(seen, areas)) answers.set(key, { answer, areas });
    return answer;
  }

  async function shared(range: TileRange, filters: SaleFilterParams, now: Date): Promise<MarkerAnswer> {
    const seen = await clock.current();
    await catchUp(seen);
    const key = `${filtersKey(filters)}|${formatTileRange(range)}`;
    const start = () => {
      const answer = build(key, range, filters, seen, now).finally(() => building.get(key)?.answer === answer && building.delete(key));
      const areas = tilesOf(range).map(tileBbox);
      if (unchangedSince(seen, areas)) building.set(key, { answer, areas });
      return answer;
    };
    // Anything kept is at least as new as `seen`: a request never gets data older than its arrival.
    const cached = answers.get(key)?.answer;
    if (cached && now.getTime() <= cached.expiresAt) {
      // A failed refresh leaves the answer as it is; the next request past refreshAt tries again.
      if (now.getTime() > cached.refreshAt && !building.has(key)) start().catch(() => undefined);
      return cached;
    }
    // A read under way may have started before a sale in it ended: then it will not do either.
    const pending = building.get(key)?.answer;
    const built = pending && (await pending.catch(() => undefined));
    return built && now.getTime() <= built.expiresAt ? built : start();
  }

  return {
    answer: (range, filters, now = new Date()) => shared(range, filters, now),
  };
}
