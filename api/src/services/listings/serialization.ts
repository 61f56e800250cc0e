// Sales as the API answers them (core/api-types.ts). Lists carry hundreds of rows, so each row is
// read as one JSON array text built by the database (json_build_array of the columns, instants as
// epoch seconds) and turned into a Listing here by position. Measured at 1M listings on a 500-sale
// viewport (bench/README.md), this beat ~30 columns decoded one by one by the driver and drizzle
// (PGlite decodes each value on Node's main thread; drizzle parses timestamps from text) and
// to_json of the whole row (bigger text, instants parsed from text in JS).
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { listings } from '@/db/schema';
import { thumbnailOf } from './photos';

export type ListingRow = typeof listings.$inferSelect;

/** Epoch seconds as float8: far cheaper to write than a timestamp's text, exact to the microsecond. */
const epoch = (column: AnyColumn) => sql`date_part('epoch', ${column})`;

/** The columns in the order of ListingTuple (keep the two in step). */
const TUPLE_COLUMNS = [
  listings.id, listings.userId, listings.title, listings.description, listings.address,
  listings.latitude, listings.longitude, listings.timeZone, listings.dates, listings.startDate,
  listings.endDate, listings.startTime, listings.endTime, listings.category, listings.categories,
  listings.contactInfo, listings.items, listings.imageUrls, listings.isEstateSale, listings.isMovingSale,
  listings.isCommunitySale, listings.isActive, listings.views,
  epoch(listings.createdAt), epoch(listings.updatedAt), epoch(listings.visibleFrom), epoch(listings.visibleUntil),
  listings.hideExactAddress, epoch(listings.addressShownFrom), listings.area, listings.publicLatitude, listings.publicLongitude,
];

type ListingTuple = [
  id: string, userId: string, title: string, description: string, address: string,
  latitude: number, longitude: number, timeZone: string, dates: string[], startDate: string,
  endDate: string, startTime: string, endTime: string, category: string, categories: string[],
  contactInfo: string, items: unknown[], imageUrls: string[], isEstateSale: boolean, isMovingSale: boolean,
  isCommunitySale: boolean, isActive: boolean, views: number,
  createdAt: number, updatedAt: number, visibleFrom: number, visibleUntil: number,
  hideExactAddress: boolean, addressShownFrom: number | null, area: string, publicLatitude: number, publicLongitude: number,
];

/** Select this as `listing` (the row as a JSON array text) and pass the rows to fromJsonRows. */
export const listingJson = sql<string>`json_build_array(${sql.join(TUPLE_COLUMNS, sql`, `)})::text`;

/**
 * Epoch seconds → toISOString text, truncated to the millisecond as Date parsing would: the float
 * is within a fraction of a microsecond of the stored value, so rounding to microseconds is exact.
 */
const iso = (seconds: number) => new Date(Math.floor(Math.round(seconds * 1e6) / 1000)).toISOString();

/** Where a sale is held, kept from everyone but its seller while its address is private (decision 0069). */
type ExactPlace = Pick<Listing, 'address' | 'latitude' | 'longitude'>;
const exactPlace = Symbol('exact place');

/** A sale as read: as others see it, carrying the exact place for asSeenBy to give its seller (never serialized). */
export type StoredListing = Listing & { [exactPlace]?: ExactPlace };

function toListing(row: ListingTuple, now: Date): StoredListing {
  const [
    id, userId, title, description, address, latitude, longitude, timeZone, dates, startDate,
    endDate, startTime, endTime, category, categories, contactInfo, items, imageUrls, isEstateSale, isMovingSale,
    isCommunitySale, isActive, views, createdAt, updatedAt, visibleFrom, visibleUntil,
    hideExactAddress, addressShownFrom, area, publicLatitude, publicLongitude,
  ] = row;
  const listing: Listing = {
    id, userId, title, description, address, latitude, longitude, timeZone, dates, startDate, endDate, startTime, endTime,
    category, categories, contactInfo,
    // listingSchema writes only short texts; the JSON column itself would take anything.
    items: items.filter((item): item is string => typeof item === 'string'),
    imageUrls,
    imageUrl: imageUrls[0] ?? null,
    thumbnailUrl: imageUrls[0] ? thumbnailOf(imageUrls[0]) : null,
    isEstateSale, isMovingSale, isCommunitySale, hideExactAddress, isActive, views,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    visibleFrom: iso(visibleFrom),
    visibleUntil: iso(visibleUntil),
  };
  // Until the hourly run clears it, a time already passed still snaps the public point: others then read the exact one here.
  if (addressShownFrom === null || addressShownFrom * 1000 <= now.getTime()) return listing;
  return {
    ...listing,
    address: area,
    latitude: publicLatitude,
    longitude: publicLongitude,
    addressShownFrom: iso(addressShownFrom),
    [exactPlace]: { address, latitude, longitude },
  };
}

/** Rows selected with `listing: listingJson`, with that column turned into the API's Listing as seen at `now`. */
export function fromJsonRows<Row extends { listing: string }>(rows: Row[], now: Date = new Date()): (Omit<Row, 'listing'> & { listing: StoredListing })[] {
  return rows.map((row) => ({ ...row, listing: toListing(JSON.parse(row.listing) as ListingTuple, now) }));
}

/** The sale with this id as others see it at `now` (undefined when there is none); ownView or asSeenBy gives its seller theirs. */
export async function readListing(db: Db, id: string, now: Date = new Date()): Promise<StoredListing | undefined> {
  const [row] = fromJsonRows(await db.select({ listing: listingJson }).from(listings).where(eq(listings.id, id)), now);
  return row?.listing;
}

/** Metres are as exact as a distance text ever needs. */
export const withDistance = (listing: Listing, distanceKm: number): Listing => ({ ...listing, distanceKm: Math.round(distanceKm * 1000) / 1000 });

/**
 * A sale as a viewer sees it: only its seller gets the seller's account id, so nobody can link a
 * seller's sales, and the exact address while it is kept from others.
 */
export function asSeenBy(listing: StoredListing, viewerId: string | undefined): Listing {
  const { [exactPlace]: exact, ...seen } = listing;
  if (viewerId !== undefined && listing.userId === viewerId) return { ...seen, ...exact };
  const { userId: _seller, ...others } = seen;
  return others;
}

/** The seller's own view of their sale. */
export const ownView = (listing: StoredListing): Listing => asSeenBy(listing, listing.userId);
