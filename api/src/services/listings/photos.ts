// The single yard-sale photo: uploaded first (POST /api/listings/photo), then named in imageUrls.
import { LISTING_MESSAGES } from '@yardsale/core/schemas/listing';
import { invalid } from '@/services/errors';
import { reencodeImage } from '@/services/images';
import type { Db } from '@/db/client';
import { recordUnclaimedUpload } from '@/services/unclaimed-uploads';
import { UPLOADS_URL_PREFIX, type UploadStore } from '@/services/uploads';

/** Long side of a stored photo: sharp enough for the detail sheet, small enough for a phone. */
const PHOTO_MAX_SIDE = 1600;

/** Each seller's photos live in their own folder, so a listing can only name its owner's photos. */
export const photoFolder = (userId: string) => `listings/${userId}`;

export const ownPhotoPrefix = (userId: string) => `${UPLOADS_URL_PREFIX}${photoFolder(userId)}/`;

/** Re-encodes (orientation applied, location and other metadata dropped) and stores a photo. */
export async function storeListingPhoto(uploads: UploadStore, userId: string, bytes: Buffer): Promise<string> {
  const webp = await reencodeImage(bytes, { width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside' });
  return uploads.put(photoFolder(userId), webp, 'webp');
}

/** An uploaded photo, stored and recorded as unclaimed until a saved listing names it (unclaimed-uploads.ts). */
export async function saveListingPhoto(db: Db, uploads: UploadStore, userId: string, bytes: Buffer): Promise<string> {
  const url = await storeListingPhoto(uploads, userId, bytes);
  await recordUnclaimedUpload(db, userId, url);
  return url;
}

/** Refuses photo URLs from anyone else's folder: deleting the sale would otherwise delete them. */
export function assertOwnPhotos(userId: string, imageUrls: readonly string[]): void {
  if (imageUrls.some((url) => !url.startsWith(ownPhotoPrefix(userId)))) {
    throw invalid(LISTING_MESSAGES.photoInvalid, { imageUrls: LISTING_MESSAGES.photoInvalid });
  }
}

/** Deletes stored photos that a sale no longer names (all of them when the sale is deleted). */
export async function removeUnusedPhotos(uploads: UploadStore, before: readonly string[], after: readonly string[] = []): Promise<void> {
  await Promise.all(before.filter((url) => !after.includes(url)).map((url) => uploads.remove(url)));
}
