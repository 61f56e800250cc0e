// Creating, editing, renewing and deleting yard sales. Every write derives the sale's zone from its
// coordinates and stores the absolute window in which it is shown, so reads never compute it.
import tzlookup from '@photostructure/tz-lookup';
import { eq } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import { listingSchema, saleCategoriesOf, saleDatesOf, type ListingInput, type ListingValidationContext } from '@yardsale/core/schemas/listing';
import { saleVisibleWindow, timeInZone, todayInZone } from '@yardsale/core/sale-window';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import type { Db } from '@/db/client';
import { listings } from '@/db/schema';
import { conflict, notFound, takenDown } from '@/services/errors';
import { resolveSaleLocation, type SalePoint } from '@/services/geocoding/resolve-location';
import type { Geocoder } from '@/services/geocoding/types';
import { idOf, KEYED, makeOnce, type Sent, type SentOptions } from '@/services/sent-once';
import { withholdPhotosOf } from '@/services/withheld-photos';
import type { UploadStore } from '@/services/uploads';
import { validateWith } from '@/services/validation';
import type { ServiceContext } from '@/services/context';
import { addressKeptUntil, withArea } from './address-privacy';
import { calledOffNews, changesWhenOrWhere, tellFavoriters } from './favorite-news';
import { claimSalePhotos, removeUnusedPhotos } from './photos';
import { keepsPhotoGone } from '@/services/photo-edits';
import { matchAfterAnswer } from '@/services/alerts/due-matchings';
import { changesAlertMatches, fitsOfSale } from '@/services/alerts/matching';
import { refuseIfGone } from '@/services/users';
import { findOwnListing } from './queries';
import { ownView, readListing, type ListingRow } from './serialization';

export type NewListing = typeof listings.$inferInsert;

/** A sale's columns as prepareListing derives them: those with a default in the table are always set. */
export type PreparedListing = NewListing & Required<Pick<NewListing, 'categories' | 'isEstateSale' | 'isMovingSale' | 'isCommunitySale' | 'hideExactAddress'>>;

/** A valid sale with its point decided (locateSale). */
export type LocatedListingInput = ListingInput & SalePoint;

/**
 * A sale's point: the one sent; else, on an edit that keeps the address, the stored one (a dragged
 * pin stays where it was put); else the address placed by resolveSaleLocation.
 */
async function locateSale(geocoder: Geocoder, input: ListingInput, existing?: ListingRow): Promise<LocatedListingInput> {
  const stored = existing?.address === input.address ? existing : undefined;
  const { latitude, longitude } = input.latitude === undefined ? (stored ?? {}) : input;
  return { ...input, ...(await resolveSaleLocation(input.address, { latitude, longitude }, geocoder)) };
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
 * Checks a valid sale against the rules that need its zone ("today" is the date where the sale is
 * held) and turns it into a row: sorted dates, start and end date, zone, and the window from
 * saleVisibleWindow.
 */
export function prepareListing(valid: LocatedListingInput, options: PrepareOptions): PreparedListing {
  const timeZone = tzlookup(valid.latitude, valid.longitude);
  const context: ListingValidationContext = { today: todayInZone(timeZone, options.now), nowTime: timeInZone(timeZone, options.now), keepDates: options.keepDates ?? [] };
  const input = { ...validateWith(listingSchema, valid, context), latitude: valid.latitude, longitude: valid.longitude };
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
    hideExactAddress: input.hideExactAddress ?? false,
    addressShownFrom: addressKeptUntil(input, { dates, timeZone }, options.now),
  };
}

/**
 * POST. The hourly limit counts valid sales only (route config listingCreate). Sent again with its
 * key, it answers the sale the first request made (decision 0084).
 */
export async function createListing(db: Db, geocoder: Geocoder, userId: string, input: ListingInput, { now = new Date(), clientKey }: SentOptions = {}): Promise<Sent<Listing>> {
  const made = await makeOnce(db, KEYED.sale, userId, clientKey, async () => {
    const values = await withArea(prepareListing(await locateSale(geocoder, input), { userId, now, postedAt: now }));
    return db.transaction(async (tx) => {
      await refuseIfGone(tx, userId);
      const [row] = await tx.insert(listings).values({ ...values, clientKey, createdAt: now, updatedAt: now }).returning({ id: listings.id });
      await claimSalePhotos(tx, userId, values.imageUrls ?? []);
      return row!.id;
    });
  });
  return { made: await ownListingNow(db, idOf(made), now), repeat: !made.fresh };
}

/** A seller's edit of their sale, checked and placed, not yet saved: the sale as it is, and as it will be. */
export interface ListingEdit {
  id: string;
  existing: ListingRow;
  values: PreparedListing;
}

/**
 * PUT, first half: the seller's own sale (404, 403 otherwise) and the whole sale again, checked and
 * placed, its window recomputed; it stays shown from when it was first posted. Nothing is saved yet,
 * so that what depends on the sale as it was (whom its alerts fit: decision 0078) can be read first.
 */
export async function planListingEdit(db: Db, geocoder: Geocoder, userId: string, id: string, input: ListingInput, now: Date = new Date()): Promise<ListingEdit> {
  const existing = await findOwnListing(db, id, userId);
  const kept = { ...input, hideExactAddress: input.hideExactAddress ?? existing.hideExactAddress };
  const values = await withArea(prepareListing(await locateSale(geocoder, kept, existing), { userId, now, postedAt: existing.createdAt, keepDates: existing.dates }));
  return { id, existing, values };
}

/** PUT, second half: saves the edit, claims its new photos and removes those it dropped. */
export async function saveListingEdit(db: Db, uploads: UploadStore, userId: string, { id, existing, values }: ListingEdit, now: Date = new Date()): Promise<Listing> {
  const photosBefore = await db.transaction(async (tx) => {
    // The sale as saved now, locked: a save of it committed since `existing` was read decides which
    // photos this one keeps and drops (its dropped photo's file is gone), and one deleted is not found.
    const [current] = await tx.select({ imageUrls: listings.imageUrls }).from(listings).where(eq(listings.id, id)).for('update');
    if (!current) throw notFound(REQUEST_MESSAGES.listingNotFound);
    // Read as saved, after the row's lock: a moderator's takedown committed meanwhile is seen here.
    const [saved] = await tx
      .update(listings)
      .set({ ...values, updatedAt: now, ...(changesWhenOrWhere(existing, values) && { scheduleChangedAt: now }) })
      .where(eq(listings.id, id))
      .returning({ isActive: listings.isActive });
    if (keepsPhotoGone(values.imageUrls ?? [], existing.imageUrls, current.imageUrls)) throw conflict(REQUEST_MESSAGES.changedMeanwhile);
    await claimSalePhotos(tx, userId, values.imageUrls ?? [], current.imageUrls);
    // A photo added to a post taken down stays unseen (decision 0045).
    if (!saved!.isActive) await withholdPhotosOf(tx, { listingIds: [id], classifiedIds: [] });
    return current.imageUrls;
  });
  await removeUnusedPhotos(uploads, photosBefore, values.imageUrls);
  return ownListingNow(db, id, now);
}

/** The seller's view of their sale just written: not found if it was deleted meanwhile. */
async function ownListingNow(db: Db, id: string, now: Date): Promise<Listing> {
  const row = await readListing(db, id, now);
  if (!row) throw notFound(REQUEST_MESSAGES.listingNotFound);
  return ownView(row);
}

/** Deletes the seller's sale; the people who favorited a sale still to come hear it is called off. */
export async function deleteListing(ctx: ServiceContext, userId: string, id: string, now: Date = new Date()): Promise<void> {
  const { db } = ctx.database;
  const existing = await findOwnListing(db, id, userId);
  const news = await calledOffNews(db, existing, now); // read first: the favorites go with the sale (foreign key cascade)
  const deleted = await db.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
  // Told by the request that deleted it: a second tap's request deletes nothing.
  if (deleted.length > 0) tellFavoriters(ctx, news);
  await removeUnusedPhotos(ctx.uploads, existing.imageUrls);
}


/**
 * PATCH renew. Classifieds renew to move up a list; a yard sale is shown by its dates, so renewing
 * one means: recompute its window from its dates, times and zone (repairing a window stored under
 * older rules), and bump updatedAt. A sale whose last day is over cannot be renewed: that would show
 * a sale nobody can visit (409, with what to do instead); nor can one a moderator took down (409).
 */
export async function renewListing(db: Db, userId: string, id: string, now: Date = new Date()): Promise<Listing> {
  const existing = await findOwnListing(db, id, userId);
  if (!existing.isActive) throw takenDown();
  const window = saleVisibleWindow(existing, existing.createdAt);
  if (window.visibleUntil.getTime() < now.getTime()) throw conflict(REQUEST_MESSAGES.saleEnded);
  await db
    .update(listings)
    .set({ ...window, updatedAt: now })
    .where(eq(listings.id, id));
  return ownListingNow(db, id, now);
}

/**
 * PUT /api/listings/{id}: the owner's sale replaced, then the alerts it newly fits told after the
 * answer. Whom it fitted before is read only when the edit changes what alerts match on (not for new
 * photos or hours), so that the edit tells only those it newly fits.
 */
export async function editListing(ctx: ServiceContext, geocoder: Geocoder, userId: string, id: string, input: ListingInput): Promise<Listing> {
  const { db } = ctx.database;
  const edit = await planListingEdit(db, geocoder, userId, id, input);
  const fitBefore = changesAlertMatches(edit.existing, edit.values) ? await fitsOfSale(ctx, edit.id, userId) : undefined;
  const sale = await saveListingEdit(db, ctx.uploads, userId, edit);
  if (fitBefore) await matchAfterAnswer(ctx, 'sale', sale.id, fitBefore);
  return sale;
}
