// Sales around the bench spot for the browser benchmarks that need more than the demo's handful:
// Find's 200 cards (bench:scroll) and a town's worth of pins to pan over (bench:pan).
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings, users } from '@/db/schema';
import { DEMO_SELLER } from '@/demo/seed';
import { BENCH_SPOT } from './web-server';

const KM_PER_DEGREE = 111;

/**
 * Copies of the demo seller's sales, spread from `fromKm` to `toKm` of the spot at an even spread
 * (the golden angle), until `count` are there. Only sales visible now are copied and counted: late
 * in the day some demo sales have ended.
 */
export function salesAround({ count, fromKm, toKm }: { count: number; fromKm: number; toKm: number }) {
  return async (database: Database): Promise<void> => {
    const [seller] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SELLER.email));
    const now = new Date();
    const demo = await database.db
      .select()
      .from(listings)
      .where(and(eq(listings.userId, seller!.id), lte(listings.visibleFrom, now), gt(listings.visibleUntil, now)));
    const kmPerLongitude = KM_PER_DEGREE * Math.cos((BENCH_SPOT.latitude * Math.PI) / 180);
    const copies = Array.from({ length: Math.max(0, count - demo.length) }, (_, i) => {
      const row = demo[i % demo.length]!;
      const angle = i * 2.399963;
      const km = fromKm + (i / count) * (toKm - fromKm);
      return {
        ...row,
        id: randomUUID(),
        title: `${row.title} (${i + 1})`,
        latitude: BENCH_SPOT.latitude + (km / KM_PER_DEGREE) * Math.sin(angle),
        longitude: BENCH_SPOT.longitude + (km / kmPerLongitude) * Math.cos(angle),
      };
    });
    for (let start = 0; start < copies.length; start += 50) await database.db.insert(listings).values(copies.slice(start, start + 50));
  };
}
