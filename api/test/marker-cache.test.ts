// The map's marker cache itself (decision 0016): what it keeps, for how long, and what a write in
// this process or another one on the same database drops.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offsetPoint } from '@yardsale/core/geo';
import { listingMapChanges, listings } from '@/db/schema';
import { markerCache } from '@/services/listings/marker-cache';
import { useTestServer } from './support/accounts';
import { createUser, insertRows, rangeAround, saleRow } from './support/factories';

const context = useTestServer();
const filters = { saleTypes: [], categories: [] };

describe('the marker cache', () => {
  it('drops a sale from a kept tile the moment it ends, without any write', async () => {
    const { db } = context.server.database;
    const here = { lat: 49.9, lng: -97.14 };
    const range = rangeAround(here);
    const now = new Date();
    const { user } = await createUser(db, context.server.url);
    const [ending, staying] = await insertRows(db, [
      saleRow(user.id, here, now, { visibleUntil: new Date(now.getTime() + 60_000) }),
      saleRow(user.id, offsetPoint(here, 1, 0), now),
    ]);
    const cache = markerCache(db);
    const ids = async (at: Date) => (await cache.answer(range, filters, at)).rows.map((row) => row.marker.id).sort();
    expect(await ids(now)).toEqual([ending, staying].sort());
    expect(await ids(new Date(now.getTime() + 60_000))).toEqual([ending, staying].sort());
    expect(await ids(new Date(now.getTime() + 60_001))).toEqual([staying]);
  });

  it('is kept per range: the same tiles asked by many answer the same object, and only a write in its area replaces it', async () => {
    const { db } = context.server.database;
    const here = { lat: 47.56, lng: -52.71 };
    const range = rangeAround(here);
    const cache = markerCache(db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer(range, filters, undefined)));
    expect(new Set(answers).size).toBe(1);
    expect(await cache.answer(range, filters, undefined)).toBe(answers[0]);

    // A sale posted, viewed and renamed a province away, and one here only viewed: this area is kept.
    const { user } = await createUser(db, context.server.url);
    const [elsewhere] = await insertRows(db, [saleRow(user.id, { lat: 45.96, lng: -66.64 }, new Date())]);
    await db.update(listings).set({ views: sql`${listings.views} + 1` }).where(eq(listings.id, elsewhere!));
    await db.update(listings).set({ title: 'Renamed far away' }).where(eq(listings.id, elsewhere!));
    expect(await cache.answer(range, filters, undefined)).toBe(answers[0]);

    const [sale] = await insertRows(db, [saleRow(user.id, here, new Date())]);
    const after = await cache.answer(range, filters, undefined);
    expect(after).not.toBe(answers[0]);
    expect(after.rows.map((row) => row.marker.id)).toEqual([sale]);
    await db.update(listings).set({ views: sql`${listings.views} + 1` }).where(eq(listings.id, sale!));
    expect(await cache.answer(range, filters, undefined)).toBe(after);

    // Moved away, it leaves this area's answer at once: the change covers where it was too.
    await db.update(listings).set({ latitude: 45.96, longitude: -66.64 }).where(eq(listings.id, sale!));
    const moved = await cache.answer(range, filters, undefined);
    expect(moved.rows).toEqual([]);

    // A process further behind than the kept log of changes drops everything.
    await db.update(listings).set({ title: 'Renamed again' }).where(eq(listings.id, elsewhere!));
    await db.delete(listingMapChanges);
    expect(await cache.answer(range, filters, undefined)).not.toBe(moved);
  });
});

describe('a read that a write overtakes', () => {
  /**
   * The cache over a database whose next tile read, once it has its rows, lets `meanwhile` run before
   * handing them over: a write committed then, and the same process catching up with it.
   */
  function cacheWithPause(db: typeof context.server.database.db) {
    let meanwhile: (() => Promise<void>) | undefined;
    const paused = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (query: Parameters<typeof db.execute>[0]) => {
          const result = await target.execute(query);
          const run = meanwhile;
          meanwhile = undefined;
          await run?.();
          return result;
        };
      },
    });
    const cache = markerCache(paused);
    return { cache, pauseNextRead: (then: () => Promise<void>) => (meanwhile = then) };
  }
  it('is not kept when the write touches its tiles, and is kept when the write is elsewhere', async () => {
    const { db } = context.server.database;
    const [here, elsewhere] = [{ lat: 53.55, lng: -113.49 }, { lat: 50.45, lng: -104.61 }];
    const { user } = await createUser(db, context.server.url);
    const { cache, pauseNextRead } = cacheWithPause(db);
    const catchUp = () => cache.answer(rangeAround(elsewhere), filters, undefined).then(() => undefined);

    pauseNextRead(async () => {
      await insertRows(db, [saleRow(user.id, here, new Date())]);
      await catchUp();
    });
    const overtaken = await cache.answer(rangeAround(here), filters, undefined);
    expect(overtaken.rows).toEqual([]); // asked before the sale was posted
    const next = await cache.answer(rangeAround(here), filters, undefined);
    expect(next).not.toBe(overtaken);
    expect(next.rows).toHaveLength(1);

    pauseNextRead(async () => {
      await insertRows(db, [saleRow(user.id, elsewhere, new Date())]);
      await catchUp();
    });
    const around = rangeAround(here, 60); // other tiles than before, read afresh
    const kept = await cache.answer(around, filters, undefined);
    expect(await cache.answer(around, filters, undefined)).toBe(kept);
  });
});
