// A classified's photos: each upload re-encoded (no metadata) twice, for the viewer and for cards,
// stored by names of their own (decision 0043), and put in the order the form asked for.
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { NEW_IMAGE_PREFIX } from '@yardsale/core/schemas/classified';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { Db } from '@/db/client';
import { invalid } from '@/services/errors';
import { reencodeImage } from '@/services/images';
import { putPhoto } from '@/services/listings/photos';
import { recordUnclaimedUploads } from '@/services/unclaimed-uploads';
import type { UploadStore } from '@/services/uploads';

export interface ClassifiedPhoto {
  imageUrl: string;
  thumbnailUrl: string;
}

export interface ClassifiedPhotos {
  imageUrls: string[];
  thumbnailUrls: string[];
}

const photosOf = ({ imageUrls, thumbnailUrls }: ClassifiedPhotos): ClassifiedPhoto[] => imageUrls.map((imageUrl, i) => ({ imageUrl, thumbnailUrl: thumbnailUrls[i] ?? imageUrl }));
export const asPhotoLists = (photos: ClassifiedPhoto[]): ClassifiedPhotos => ({ imageUrls: photos.map((p) => p.imageUrl), thumbnailUrls: photos.map((p) => p.thumbnailUrl) });
export const photoUrls = (photos: ClassifiedPhotos) => [...photos.imageUrls, ...photos.thumbnailUrls];

/**
 * The photos after a save: `order` lists current photo URLs to keep and `new:N` for the Nth new
 * file; without it, the current photos then the new ones. Checked before any file is decoded.
 */
export function planPhotos(current: ClassifiedPhotos, newCount: number, order: readonly string[] | undefined): (ClassifiedPhoto | number)[] {
  const kept = photosOf(current);
  const plan = order
    ? order.map((entry) => {
        const index = entry.startsWith(NEW_IMAGE_PREFIX) ? Number(entry.slice(NEW_IMAGE_PREFIX.length)) : undefined;
        if (index !== undefined) return Number.isInteger(index) && index >= 0 && index < newCount ? index : -1;
        return kept.find((photo) => photo.imageUrl === entry) ?? -1;
      })
    : [...kept, ...Array.from({ length: newCount }, (_, i) => i)];
  const badOrRepeated = plan.some((entry, i) => entry === -1 || plan.indexOf(entry) !== i);
  if (badOrRepeated) throw invalid(CLASSIFIED_MESSAGES.imageInvalid, { imageUrls: CLASSIFIED_MESSAGES.imageInvalid });
  if (plan.length > LIMITS.classifiedMaxImages) throw invalid(CLASSIFIED_MESSAGES.tooManyImages, { images: CLASSIFIED_MESSAGES.tooManyImages });
  return plan;
}

/** Re-encodes (no metadata) and stores one upload in both sizes. */
export async function storeClassifiedPhoto(uploads: UploadStore, bytes: Buffer): Promise<ClassifiedPhoto> {
  const side = (size: number) => ({ width: size, height: size, fit: 'inside' as const });
  const [large, small] = await Promise.all([reencodeImage(bytes, side(CLASSIFIEDS.photoMaxSide)), reencodeImage(bytes, side(CLASSIFIEDS.thumbnailSide))]);
  return { imageUrl: await putPhoto(uploads, large), thumbnailUrl: await putPhoto(uploads, small) };
}

/** storeClassifiedPhoto, with both files recorded unclaimed until their classified is saved. */
async function storePhoto(db: Db, uploads: UploadStore, userId: string, bytes: Buffer): Promise<ClassifiedPhoto> {
  const photo = await storeClassifiedPhoto(uploads, bytes);
  await recordUnclaimedUploads(db, userId, [photo.imageUrl, photo.thumbnailUrl]);
  return photo;
}

/**
 * Stores the new files the plan uses (one at a time: decoding ten phone photos at once would hold
 * hundreds of MB) and returns the photos in order. A file that cannot be decoded refuses the whole
 * save, and the files stored before it are removed.
 */
export async function storePlannedPhotos(db: Db, uploads: UploadStore, userId: string, plan: (ClassifiedPhoto | number)[], files: readonly Buffer[]): Promise<ClassifiedPhotos> {
  const stored: ClassifiedPhoto[] = [];
  try {
    for (const entry of plan) if (typeof entry === 'number') stored[entry] = await storePhoto(db, uploads, userId, files[entry]!);
  } catch (error) {
    await removePhotos(uploads, asPhotoLists(stored.filter(Boolean)));
    throw error;
  }
  return asPhotoLists(plan.map((entry) => (typeof entry === 'number' ? stored[entry]! : entry)));
}

/** Deletes stored photos that are no longer named (all of them when the classified is deleted). */
export async function removePhotos(uploads: UploadStore, before: ClassifiedPhotos, after: ClassifiedPhotos = { imageUrls: [], thumbnailUrls: [] }): Promise<void> {
  const keep = new Set(photoUrls(after));
  await Promise.all(photoUrls(before).filter((url) => !keep.has(url)).map((url) => uploads.remove(url)));
}
