// Signed-in users' favorites: ids of sales, kept while the sale is shown.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import type { Db } from '@/db/client';
import { favorites, listings } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { findListingRow, isVisibleAt } from './listings/queries';
import { isUuid } from './ids';
import { lockPerson } from './users';
import { visibleByTime } from './listings/sql';

/** GET /api/favorites: ids of favorited sales still shown, newest favorite first. */
export async function listFavoriteIds(db: Db, userId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), visibleByTime(now)))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
    .limit(LISTING_LIST_LIMITS.favoritesMax);
  return rows.map((row) => row.listingId);
}

/** The favorite's sale is still shown (deleted sales took their favorites with the foreign key). */
const stillShown = (now: Date) => sql`exists (select 1 from ${listings} where ${listings.id} = ${favorites.listingId} and ${visibleByTime(now)})`;

/** Drops the user's favorites of sales no longer shown. */
async function purgeExpired(db: Db, userId: string, now: Date, alsoListingId?: string): Promise<void> {
  const also = alsoListingId ? sql` or ${favorites.listingId} = ${alsoListingId}` : sql``;
  await db.delete(favorites).where(and(eq(favorites.userId, userId), sql`(not ${stillShown(now)}${also})`));
}

/**
 * Run hourly (runMaintenance): everyone's favorites of sales no longer shown are deleted on the
 * server (SPEC section 4, 'Favorite toggle'), not only hidden from GET /api/favorites.
 */
export async function purgeEndedFavorites(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(favorites).where(sql`not ${stillShown(now)}`);
}

/**
 * POST /api/favorites. Only a sale that is shown can be favorited (404 otherwise, as for an unknown
 * id). Adding one twice changes nothing; answers whether it was new.
 */
export async function addFavorite(db: Db, userId: string, listingId: string, now: Date = new Date()): Promise<boolean> {
  const listing = await findListingRow(db, listingId);
  if (!listing || !isVisibleAt(listing, now)) throw notFound(REQUEST_MESSAGES.listingNotFound);
  return db.transaction(async (tx) => {
    // Under the person's lock, one add at a time is counted against the cap; under the sale's, it
    // cannot be deleted before its favorite is saved (deleted just before: 404, as for any other).
    await lockPerson(tx, userId);
    const [still] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('share');
    if (!still) throw notFound(REQUEST_MESSAGES.listingNotFound);
    const mine = and(eq(favorites.userId, userId), eq(favorites.listingId, listingId));
    if ((await tx.select({ listingId: favorites.listingId }).from(favorites).where(mine).limit(1)).length > 0) return false;
    const total = async () => (await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)))[0]!.n;
    if ((await total()) >= LISTING_LIST_LIMITS.favoritesMax) {
      await purgeExpired(tx, userId, now);
      if ((await total()) >= LISTING_LIST_LIMITS.favoritesMax) throw invalid(REQUEST_MESSAGES.tooManyFavorites);
    }
    await tx.insert(favorites).values({ userId, listingId });
    return true;
  });
}

/** DELETE /api/favorites/{listingId}: removes it, and with it every favorite that has expired. */
export async function removeFavorite(db: Db, userId: string, listingId: string, now: Date = new Date()): Promise<void> {
  if (!isUuid(listingId)) throw notFound(REQUEST_MESSAGES.listingNotFound);
  await purgeExpired(db, userId, now, listingId);
}
