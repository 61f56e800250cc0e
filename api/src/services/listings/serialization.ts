// Sales as the API answers them (core/api-types.ts). List queries read each row as one JSON text
// (to_json) rather than as ~30 columns that the driver and drizzle decode one by one: at 1M listings
// a 500-sale viewport page took about half the time on PGlite and a quarter less on PostgreSQL
// (bench/README.md); most of the difference was four timestamps per row parsed from text.
import { eq, sql } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { listings } from '@/db/schema';

export type ListingRow = typeof listings.$inferSelect;

/** A row as to_json writes it: column names, instants in the session's zone. */
interface ListingJsonRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  dates: string[];
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  category: string;
  categories: string[];
  contact_info: string;
  items: unknown[];
  image_urls: string[];
  is_estate_sale: boolean;
  is_moving_sale: boolean;
  is_community_sale: boolean;
  is_active: boolean;
  views: number;
  created_at: string;
  updated_at: string;
  visible_from: string;
  visible_until: string;
}

/** Select this as `listing` (the whole row as JSON text) and pass the rows to fromJsonRows. */
export const listingJson = sql<string>`to_json(${listings})::text`;

/** Whatever the session's time zone, the same text as JavaScript's toISOString. */
const iso = (instant: string) => new Date(instant).toISOString();

export function toListing(row: ListingJsonRow): Listing {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    dates: row.dates,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    category: row.category,
    categories: row.categories,
    contactInfo: row.contact_info,
    // listingSchema writes only short texts; the JSON column itself would take anything.
    items: row.items.filter((item): item is string => typeof item === 'string'),
    imageUrls: row.image_urls,
    imageUrl: row.image_urls[0] ?? null,
    isEstateSale: row.is_estate_sale,
    isMovingSale: row.is_moving_sale,
    isCommunitySale: row.is_community_sale,
    isActive: row.is_active,
    views: row.views,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    visibleFrom: iso(row.visible_from),
    visibleUntil: iso(row.visible_until),
  };
}

/** Rows selected with `listing: listingJson`, with that column turned into the API's Listing. */
export function fromJsonRows<Row extends { listing: string }>(rows: Row[]): (Omit<Row, 'listing'> & { listing: Listing })[] {
  return rows.map((row) => ({ ...row, listing: toListing(JSON.parse(row.listing) as ListingJsonRow) }));
}

/** The sale with this id as the API answers it (undefined when there is none). */
export async function readListing(db: Db, id: string): Promise<Listing | undefined> {
  const [row] = fromJsonRows(await db.select({ listing: listingJson }).from(listings).where(eq(listings.id, id)));
  return row?.listing;
}

/** Metres are as exact as a distance text ever needs. */
export const withDistance = (listing: Listing, distanceKm: number): Listing => ({ ...listing, distanceKm: Math.round(distanceKm * 1000) / 1000 });
