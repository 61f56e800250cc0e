// The map cache's clock (decision 0016): the listing_map_generation number that the triggers of
// migrations 0010 and 0011 raise with every committed change to what the map shows, whichever process
// or tool made it, and the area each raise changed.
import { and, asc, gt, lte } from 'drizzle-orm';
import type { Bbox } from '@yardsale/core/listing-query';
import { listingMapChanges, listingMapGeneration } from '@/db/schema';
import type { Db } from '@/db/client';

export interface GenerationClock {
  /**
   * The number as committed when this call was made or later: a read that started after the call.
   * So an answer built on it includes every write committed before the request arrived, in any process.
   */
  current(): Promise<number>;
  /**
   * The boxes changed by the raises after generation `after` up to `upTo`, or null when they are not
   * all known (older than the kept log, or a truncate): then everything may have changed.
   */
  changedAreas(after: number, upTo: number): Promise<Bbox[] | null>;
}

async function changedAreas(db: Db, after: number, upTo: number): Promise<Bbox[] | null> {
  const rows = await db
    .select()
    .from(listingMapChanges)
    .where(and(gt(listingMapChanges.generation, after), lte(listingMapChanges.generation, upTo)))
    .orderBy(asc(listingMapChanges.generation));
  if (rows.length !== upTo - after) return null;
  const areas: Bbox[] = [];
  for (const { south, west, north, east } of rows) {
    if (south === null || west === null || north === null || east === null) return null;
    areas.push({ south, west, north, east });
  }
  return areas;
}

/**
 * Coalesced reads: callers arriving while a read is under way share the next one, which starts when
 * that read ends (it may have started before their writes committed). Under load this is one tiny
 * query per round trip, however many requests wait on it, instead of one per request.
 */
export function generationClock(db: Db): GenerationClock {
  const read = async () => {
    const [row] = await db.select({ value: listingMapGeneration.value }).from(listingMapGeneration);
    return row?.value ?? 0;
  };
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return {
    changedAreas: (after, upTo) => changedAreas(db, after, upTo),
    current() {
      if (!running) return start();
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
  };
}
