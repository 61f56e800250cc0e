// The map cache's clock (decision 0016): the listing_map_generation number that migration 0010's
// trigger raises with every committed change to what the map shows, whichever process or tool made it.
import { listingMapGeneration } from '@/db/schema';
import type { Db } from '@/db/client';

export interface GenerationClock {
  /**
   * The number as committed when this call was made or later: a read that started after the call.
   * So an answer built on it includes every write committed before the request arrived, in any process.
   */
  current(): Promise<number>;
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
