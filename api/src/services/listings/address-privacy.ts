// A sale's exact address kept from others until the evening before (decision 0069). Sellers expose
// their home for as long as a sale is posted, up to a year ahead; until EXACT_ADDRESS_SHOWN others
// read its town and see a grid point (the database's public point), and the sale is searched there.
import { and, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { exactAddressShownFrom } from '@yardsale/core/sale-window';
import type { ListingInput } from '@yardsale/core/schemas/listing';
import type { Db } from '@/db/client';
import { listings } from '@/db/schema';
import { areaOf } from '@/services/geocoding/public-place';

type Row = typeof listings.$inferInsert;

/** While its seller keeps the address: until when. Null once that has passed, or when it is not kept. */
export function addressKeptUntil(input: Pick<ListingInput, 'hideExactAddress'>, schedule: { dates: string[]; timeZone: string }, now: Date): Date | null {
  if (!input.hideExactAddress) return null;
  const shownFrom = exactAddressShownFrom(schedule);
  return shownFrom.getTime() > now.getTime() ? shownFrom : null;
}

/** The town others read while the address is kept (from the offline data: areaOf); nothing when it is not. */
export async function withArea<Values extends Row>(values: Values): Promise<Values> {
  if (!values.addressShownFrom) return { ...values, area: '' };
  return { ...values, area: await areaOf(values.address, values.latitude, values.longitude) };
}

type PlaceColumns = Pick<typeof listings.$inferSelect, 'userId' | 'address' | 'area' | 'addressShownFrom'>;

/** Whether the address is kept from `readerId` at `now`. */
export const isAddressKeptFrom = (sale: Omit<PlaceColumns, 'address' | 'area'>, readerId: string | undefined, now: Date): boolean =>
  sale.addressShownFrom !== null && sale.addressShownFrom.getTime() > now.getTime() && sale.userId !== readerId;

/** The address `readerId` may read at `now`: the town while it is kept from them. */
export const addressReadBy = (sale: PlaceColumns, readerId: string | undefined, now: Date): string =>
  isAddressKeptFrom(sale, readerId, now) ? sale.area : sale.address;

/** addressReadBy in SQL, for anyone but the seller (a push or an e-mail about someone else's sale). */
export const addressShownAt = (now: Date): SQL<string> =>
  sql<string>`case when ${listings.addressShownFrom} > ${now.toISOString()}::timestamptz then ${listings.area} else ${listings.address} end`;

/**
 * Run every few minutes (runNewsJobs) and first in the hourly run: the sales whose time has come are
 * searched and pinned at their door.
 * Their texts already read exact from that time (serialization.ts); this moves the public point.
 */
export async function showDueAddresses(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .update(listings)
    .set({ addressShownFrom: null })
    .where(and(isNotNull(listings.addressShownFrom), lte(listings.addressShownFrom, now)));
}
