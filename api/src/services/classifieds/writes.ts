// Posting, editing, refreshing, marking sold and deleting classifieds.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Classified } from '@yardsale/core/api-types';
import { needsRefresh } from '@yardsale/core/classified-age';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import type { ClassifiedInput } from '@yardsale/core/schemas/classified';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';

/** The form's fields; the new photos come as decoded bytes beside it. */
export type ClassifiedForm = Omit<ClassifiedInput, 'images'>;
import type { Db } from '@/db/client';
import { classifieds } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { conflict, notFound, takenDown } from '@/services/errors';
import { idOf, KEYED, makeOnce, type Sent, type SentOptions } from '@/services/sent-once';
import { withholdPhotosOf } from '@/services/withheld-photos';
import { keepsPhotoGone } from '@/services/photo-edits';
import { refuseIfGone } from '@/services/users';
import { areaOf, publicPoint } from '@/services/geocoding/public-place';
import { claimUploads } from '@/services/unclaimed-uploads';
import type { UploadStore } from '@/services/uploads';
import { matchAfterAnswer } from '@/services/alerts/due-matchings';
import { changesItemAlertMatches, fitsOfItem } from '@/services/item-alerts/matching';
import { priceChange, tellSaversOfDrop } from './price-drop';
import { photoUrls, planPhotos, removePhotos, storePlannedPhotos, type ClassifiedPhotos } from './photos';
import { findOwnClassified } from './queries';
import { classifiedAsSeenBy, readClassifiedRow, type ClassifiedRow } from './serialization';

const NO_PHOTOS: ClassifiedPhotos = { imageUrls: [], thumbnailUrls: [] };

export const expiryAfter = (renewedAt: Date) => new Date(renewedAt.getTime() + CLASSIFIEDS.lifetimeDays * DAY_MS);

/** The columns a form sets (everything but photos, owner and times). */
export async function classifiedFormColumns(input: ClassifiedForm) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    condition: input.condition,
    category: input.category,
    categories: [...new Set([input.category, ...input.categories])],
    location: input.customAddress,
    area: await areaOf(input.customAddress, input.latitude, input.longitude),
    latitude: input.latitude,
    longitude: input.longitude,
    ...publicPoint(input.latitude, input.longitude),
  };
}

/** The seller's view of their item just written: not found if it was deleted meanwhile. */
async function readOwn(db: Db, id: string, userId: string): Promise<Classified> {
  const row = await readClassifiedRow(db, id);
  if (!row) throw notFound(CLASSIFIED_MESSAGES.notFound);
  return classifiedAsSeenBy(row, userId);
}

/**
 * POST /api/classifieds: shown from now for CLASSIFIEDS.lifetimeDays. Sent again with its key, it
 * answers the item the first request made (decision 0084); photos stored by a request that lost the
 * race to its twin stay unclaimed and are swept.
 */
export async function createClassified(db: Db, uploads: UploadStore, userId: string, input: ClassifiedForm, files: readonly Buffer[], { now = new Date(), clientKey }: SentOptions = {}): Promise<Sent<Classified>> {
  const made = await makeOnce(db, KEYED.item, userId, clientKey, async () => {
    const plan = planPhotos(NO_PHOTOS, files.length, input.imageUrls);
    const columns = await classifiedFormColumns(input);
    const photos = await storePlannedPhotos(db, uploads, userId, plan, files);
    return db.transaction(async (tx) => {
      await refuseIfGone(tx, userId);
      const [row] = await tx
        .insert(classifieds)
        .values({ ...columns, ...photos, userId, clientKey, createdAt: now, updatedAt: now, renewedAt: now, priceSetAt: now, expiresAt: expiryAfter(now) })
        .returning({ id: classifieds.id });
      await claimUploads(tx, photoUrls(photos));
      return row!.id;
    });
  });
  return { made: await readOwn(db, idOf(made), userId), repeat: !made.fresh };
}

/** A seller's edit of their classified, checked, not yet saved: the item as it is, and what the form sets. */
export interface ClassifiedEdit {
  id: string;
  existing: ClassifiedRow;
  columns: Awaited<ReturnType<typeof classifiedFormColumns>>;
  photoPlan: ReturnType<typeof planPhotos>;
  files: readonly Buffer[];
}

/**
 * PUT /api/classifieds/{id}, first half: the seller's own item (404, 403 otherwise), its photos kept,
 * removed, reordered and added per imageUrls, and its new columns. Nothing is saved yet, so that what
 * depends on the item as it was (whom its alerts fit: decision 0078) can be read first.
 */
export async function planClassifiedEdit(db: Db, userId: string, id: string, input: ClassifiedForm, files: readonly Buffer[]): Promise<ClassifiedEdit> {
  const existing = await findOwnClassified(db, id, userId);
  const photoPlan = planPhotos(existing, files.length, input.imageUrls);
  return { id, existing, columns: await classifiedFormColumns(input), photoPlan, files };
}

/**
 * PUT, second half: stores the new photos and saves the whole form again. A lower price keeps the one
 * it dropped from and tells the people who saved it (price-drop.ts).
 */
export async function saveClassifiedEdit(ctx: ServiceContext, userId: string, edit: ClassifiedEdit, now: Date = new Date()): Promise<Classified> {
  const { database: { db }, uploads } = ctx;
  const { id, existing } = edit;
  const { price, ...columns } = edit.columns;
  const photos = await storePlannedPhotos(db, uploads, userId, edit.photoPlan, edit.files);
  const { droppedFrom, photosBefore } = await db.transaction(async (tx) => {
    // The price and photos as they stand under the row's lock: two edits at once cannot both drop
    // from the price, nor keep a photo the other removed.
    const [current] = await tx
      .select({ price: classifieds.price, priceBeforeDrop: classifieds.priceBeforeDrop, priceSetAt: classifieds.priceSetAt, imageUrls: classifieds.imageUrls, thumbnailUrls: classifieds.thumbnailUrls })
      .from(classifieds)
      .where(eq(classifieds.id, id))
      .for('update');
    if (!current) throw notFound(CLASSIFIED_MESSAGES.notFound); // deleted meanwhile
    if (keepsPhotoGone(photos.imageUrls, existing.imageUrls, current.imageUrls)) throw conflict(REQUEST_MESSAGES.changedMeanwhile);
    const change = priceChange(current, price, now);
    // Read as saved, after the row's lock: a moderator's takedown committed meanwhile is seen here.
    const [saved] = await tx
      .update(classifieds)
      .set({ ...columns, ...change.columns, ...photos, updatedAt: now })
      .where(eq(classifieds.id, id))
      .returning({ isActive: classifieds.isActive });
    // A photo added to a post taken down stays unseen (decision 0045).
    if (saved && !saved.isActive) await withholdPhotosOf(tx, { listingIds: [], classifiedIds: [id] });
    return { droppedFrom: change.droppedFrom, photosBefore: current };
  });
  await claimUploads(db, photoUrls(photos));
  await removePhotos(uploads, photosBefore, photos);
  const classified = await readOwn(db, id, userId);
  if (droppedFrom !== null) tellSaversOfDrop(ctx, classified, droppedFrom, now);
  return classified;
}

/**
 * Refresh (PATCH /api/listings/{id}/renew): to the top of the newest-first lists, shown for a full
 * lifetime again; only from 14 days after posting or the last refresh, as the refresh prompt offers
 * it (409 before), and not one a moderator took down (409).
 */
export async function renewClassified(db: Db, userId: string, id: string, now: Date = new Date()): Promise<Classified> {
  const existing = await findOwnClassified(db, id, userId);
  if (!existing.isActive) throw takenDown();
  if (existing.soldAt) throw conflict(CLASSIFIED_MESSAGES.soldNotRefreshed);
  // Only what the refresh prompt offers: renewing at will would keep one ad at the top of the lists.
  if (!needsRefresh(existing, now.getTime())) throw conflict(CLASSIFIED_MESSAGES.tooNewToRefresh);
  await db.update(classifieds).set({ renewedAt: now, expiresAt: expiryAfter(now), updatedAt: now }).where(eq(classifieds.id, id));
  return readOwn(db, id, userId);
}

/**
 * PUT and DELETE /api/classifieds/{id}/sold (decision 0058): sold leaves the lists and takes no new
 * conversation; available again puts it back where it was. Either twice changes nothing: the update
 * applies only to a classified not yet in that state, so a retried request or a second tab, even at
 * the same moment, cannot move the time it sold.
 */
export async function markClassifiedSold(db: Db, userId: string, id: string, sold: boolean, now: Date = new Date()): Promise<Classified> {
  await findOwnClassified(db, id, userId);
  const notYet = sold ? isNull(classifieds.soldAt) : isNotNull(classifieds.soldAt);
  await db.update(classifieds).set({ soldAt: sold ? now : null, updatedAt: now }).where(and(eq(classifieds.id, id), notYet));
  return readOwn(db, id, userId);
}

export async function deleteClassified(db: Db, uploads: UploadStore, userId: string, id: string): Promise<void> {
  const existing = await findOwnClassified(db, id, userId);
  await db.delete(classifieds).where(eq(classifieds.id, id));
  await removePhotos(uploads, existing);
}

/**
 * Development and browser tests only (routes/dev.ts): the classified as if posted `days` ago, so
 * the refresh prompt and expiry can be seen without waiting two weeks.
 */
export async function backdateClassified(db: Db, userId: string, id: string, days: number, now: Date = new Date()): Promise<Classified> {
  await findOwnClassified(db, id, userId);
  const postedAt = new Date(now.getTime() - days * DAY_MS);
  await db.update(classifieds).set({ createdAt: postedAt, renewedAt: postedAt, priceSetAt: postedAt, expiresAt: expiryAfter(postedAt) }).where(eq(classifieds.id, id));
  return readOwn(db, id, userId);
}

/**
 * PUT /api/classifieds/{id}: the owner's item edited, then the item alerts it newly fits told after
 * the answer. Whom it fitted before is read only when the edit changes what alerts match on (not for
 * new photos or a condition), so that the edit tells only those it newly fits.
 */
export async function editClassified(ctx: ServiceContext, userId: string, id: string, input: ClassifiedForm, files: readonly Buffer[]): Promise<Classified> {
  const edit = await planClassifiedEdit(ctx.database.db, userId, id, input, files);
  const fitBefore = changesItemAlertMatches(edit.existing, edit.columns) ? await fitsOfItem(ctx, edit.id, userId) : undefined;
  const classified = await saveClassifiedEdit(ctx, userId, edit);
  if (fitBefore) await matchAfterAnswer(ctx, 'item', classified.id, fitBefore);
  return classified;
}
