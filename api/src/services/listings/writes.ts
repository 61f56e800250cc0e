// Creating, editing, renewing and deleting yard sales. Every write derives the sale's zone from its
// coordinates and stores the absolute window in which it is shown, so reads never compute it.
import tzlookup from '@photostructure/tz-lookup';
import { eq } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import { listingSchema, saleCategoriesOf, saleDatesOf, type ListingValidationContext } from '@yardsale/core/schemas/listing';
import { saleVisibleWindow, todayInZone } from '@yardsale/core/sale-window';
import { isInServiceArea } from '@yardsale/core/service-area';
import type { Database, Db } from '@/db/client';
import { listings } from '@/db/schema';
import { validate } from '@/lib/validate';
import { HttpError } from '@/plugins/errors';
import { enforceRateLimit, type RateLimitRule } from '@/services/rate-limit';
import type { UploadStore } from '@/services/uploads';
import { assertOwnPhotos, removeUnusedPhotos } from './photos';
import { findOwnListing } from './queries';
import { readListing } from './serialization';

const HOUR_MS = 60 * 60 * 1000;
/** A family posts a sale or two a weekend; this stops scripts, not sellers. */
export const LISTING_CREATE_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: HOUR_MS };
export const LISTING_PHOTO_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: HOUR_MS };

export type NewListing = typeof listings.$inferInsert;

/** The IANA zone at usable coordinates (offline lookup), before the schema has checked them. */
function zoneOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { latitude, longitude } = body as Record<string, unknown>;
  const [lat, lng] = [Number(latitude), Number(longitude)];
  if (latitude === '' || longitude === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  return isInServiceArea(lat, lng) ? tzlookup(lat, lng) : undefined;
}

export interface PrepareOptions {
  userId: string;
  now: Date;
  /** The instant the sale was first posted: it is shown from then on. */
  postedAt: Date;
  /** Dates the sale already has, allowed although past (editing a sale on its second day). */
  keepDates?: readonly string[];
}

/**
 * Validates a body with the form's schema ("today" being the date in the sale's own zone) and turns
 * it into a row: sorted dates, start and end date, zone, and the window from saleVisibleWindow.
 */
export async function prepareListing(body: unknown, options: PrepareOptions): Promise<NewListing> {
  const zone = zoneOf(body);
  const context: ListingValidationContext = { today: zone && todayInZone(zone, options.now), keepDates: options.keepDates ?? [] };
  const input = await validate(listingSchema, body, context);
  assertOwnPhotos(options.userId, input.imageUrls);
  const timeZone = zone ?? tzlookup(input.latitude, input.longitude);
  const { dates, startDate, endDate } = saleDatesOf(input);
  const { startTime, endTime } = input;
  return {
    userId: options.userId,
    title: input.title,
    description: input.description,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    timeZone,
    dates,
    startDate,
    endDate,
    startTime,
    endTime,
    ...saleVisibleWindow({ dates, startTime, endTime, timeZone }, options.postedAt),
    category: input.category,
    categories: saleCategoriesOf(input),
    contactInfo: input.contactInfo,
    items: input.items,
    imageUrls: input.imageUrls,
    isEstateSale: input.isEstateSale,
    isMovingSale: input.isMovingSale,
    isCommunitySale: input.isCommunitySale,
  };
}

/** POST: validated first, so only sales that would be stored count against the seller's hourly limit. */
export async function createListing(database: Database, userId: string, body: unknown, now: Date = new Date()): Promise<Listing> {
  const values = await prepareListing(body, { userId, now, postedAt: now });
  await enforceRateLimit(database, `listing-create:${userId}`, LISTING_CREATE_RATE_LIMIT);
  const [row] = await database.db.insert(listings).values({ ...values, createdAt: now, updatedAt: now }).returning({ id: listings.id });
  return (await readListing(database.db, row!.id))!;
}

/** PUT: the whole sale again, window recomputed; it stays shown from when it was first posted. */
export async function updateListing(db: Db, uploads: UploadStore, userId: string, id: string, body: unknown, now: Date = new Date()): Promise<Listing> {
  const existing = await findOwnListing(db, id, userId);
  const values = await prepareListing(body, { userId, now, postedAt: existing.createdAt, keepDates: existing.dates });
  await db
    .update(listings)
    .set({ ...values, updatedAt: now })
    .where(eq(listings.id, id));
  await removeUnusedPhotos(uploads, existing.imageUrls, values.imageUrls);
  return (await readListing(db, id))!;
}

export async function deleteListing(db: Db, uploads: UploadStore, userId: string, id: string): Promise<void> {
  const existing = await findOwnListing(db, id, userId);
  await db.delete(listings).where(eq(listings.id, id)); // favorites of it go too (foreign key cascade)
  await removeUnusedPhotos(uploads, existing.imageUrls);
}

export const SALE_ENDED_MESSAGE = 'This sale has ended. Edit it and pick new dates to show it again.';

/**
 * PATCH renew. Classifieds renew to move up a list; a yard sale is shown by its dates, so renewing
 * one means: make it active again, recompute its window from its dates, times and zone (repairing
 * a window stored under older rules), and bump updatedAt. A sale whose last day is over cannot be
 * renewed: that would show a sale nobody can visit (409, with what to do instead).
 */
export async function renewListing(db: Db, userId: string, id: string, now: Date = new Date()): Promise<Listing> {
  const existing = await findOwnListing(db, id, userId);
  const window = saleVisibleWindow(existing, existing.createdAt);
  if (window.visibleUntil.getTime() < now.getTime()) throw new HttpError(409, SALE_ENDED_MESSAGE);
  await db
    .update(listings)
    .set({ ...window, isActive: true, updatedAt: now })
    .where(eq(listings.id, id));
  return (await readListing(db, id))!;
}
