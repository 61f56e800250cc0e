// Reading single sales, a chosen few and a seller's own sales.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import type { Db } from '@/db/client';
import { favorites, listings } from '@/db/schema';
import { forbidden, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { asSeenBy, fromJsonRows, listingJson, ownView, readListing, type ListingRow } from './serialization';
import { visibleByTime } from './sql';


/** The stored row, whatever its state; a malformed id is simply not found. */
export async function findListingRow(db: Db, id: string): Promise<ListingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

/** The same test as the search's SQL, for one row already read. */
export function isVisibleAt(row: ListingRow, now: Date): boolean {
  return row.isActive && row.visibleFrom.getTime() <= now.getTime() && now.getTime() <= row.visibleUntil.getTime();
}

/**
 * GET /api/listings/{id}: anyone may read a sale while it is shown; its owner always (to edit it).
 * Others get the same 404 for an ended sale as for none, so ended sales cannot be probed.
 */
export async function findReadableListing(db: Db, id: string, viewerId: string | undefined, now: Date = new Date()): Promise<Listing> {
  const row = await findListingRow(db, id);
  const listing = row && (row.userId === viewerId || isVisibleAt(row, now)) && (await readListing(db, id, now));
  if (!listing) throw notFound(REQUEST_MESSAGES.listingNotFound);
  return asSeenBy(listing, viewerId);
}

/** The row a user may change: 404 when there is none, 403 when it is someone else's. */
export async function findOwnListing(db: Db, id: string, userId: string): Promise<ListingRow> {
  const row = await findListingRow(db, id);
  if (!row) throw notFound(REQUEST_MESSAGES.listingNotFound);
  if (row.userId !== userId) throw forbidden(REQUEST_MESSAGES.notYourListing);
  return row;
}

/** GET /api/listings/user: the seller's sales, ended ones too, newest first and capped, each with how many keep it a favorite. */
export async function listOwnListings(db: Db, userId: string): Promise<Listing[]> {
  const rows = await db
    .select({ listing: listingJson, savedBy: sql<number>`(select count(*) from ${favorites} where ${favorites.listingId} = ${listings.id})::int` })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(LISTING_LIST_LIMITS.ownMax);
  return fromJsonRows(rows).map(({ listing, savedBy }) => ({ ...ownView(listing), savedBy }));
}

/**
 * GET /api/listings/selection: those of `ids` shown now, as the search would show them to the viewer
 * (not ended, not a blocked seller's), in the order asked. Unknown and ended ids are left out alike.
 */
export async function findShownListings(db: Db, ids: readonly string[], viewerId: string | undefined, now: Date = new Date()): Promise<Listing[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ listing: listingJson })
    .from(listings)
    .where(and(inArray(listings.id, wanted), visibleByTime(now)));
  const shown = new Map(fromJsonRows(rows, now).map(({ listing }) => [listing.id, asSeenBy(listing, viewerId)]));
  return wanted.flatMap((id) => shown.get(id) ?? []);
}
