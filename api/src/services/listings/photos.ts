// The single yard-sale photo: uploaded first (POST /api/listings/photo), then named in imageUrls.
import { randomUUID } from 'node:crypto';
import { PHOTO_SIDES } from '@yardsale/core/constants';
import { LISTING_MESSAGES } from '@yardsale/core/schemas/listing';
import { invalid } from '@/services/errors';
import { reencodeImage } from '@/services/images';
import type { Db } from '@/db/client';
import { recordUnclaimedUploads } from '@/services/unclaimed-uploads';
import { UPLOADS_URL_PREFIX, type UploadStore } from '@/services/uploads';

const THUMBNAIL_SUFFIX = '.thumb';
const inside = (side: number) => ({ width: side, height: side, fit: 'inside' as const });
const cardSized = inside(PHOTO_SIDES.thumbnail);

/** Each seller's photos live in their own folder, so a listing can only name its owner's photos. */
export const photoFolder = (userId: string) => `listings/${userId}`;

export const ownPhotoPrefix = (userId: string) => `${UPLOADS_URL_PREFIX}${photoFolder(userId)}/`;

const storedPhoto = /^\/uploads\/listings\/[^/]+\/[0-9a-f-]{36}\.webp$/;
/** A copy's URL, in parts: the seller's folder and the photo's name. */
const storedCopy = /^\/uploads\/(listings\/[\w-]+)\/([0-9a-f-]{36})\.thumb\.webp$/;

/**
 * The card-sized copy stored beside a photo (`<name>.thumb.webp`), for Find's cards and the map's
 * sheet. A photo stored before copies were made has none: its URL is the photo's own, and the web
 * app falls back to the photo when a copy fails to load.
 */
export const thumbnailOf = (url: string) => (storedPhoto.test(url) ? url.replace(/\.webp$/, `${THUMBNAIL_SUFFIX}.webp`) : url);

/**
 * Makes the card-sized copy of a photo stored before copies were made, when it is first asked for:
 * a card then loads 20-40 KB instead of the whole photo (and no failed request before it). Any
 * other URL, a copy already made, or a photo that is not there is left alone.
 */
export async function makeMissingCardCopy(uploads: UploadStore, url: string): Promise<void> {
  const [, folder, name] = storedCopy.exec(url) ?? [];
  if (!folder || !name || (await uploads.has(url))) return;
  const photo = await uploads.read(`${UPLOADS_URL_PREFIX}${folder}/${name}.webp`);
  if (photo) await uploads.put(folder, await reencodeImage(photo, cardSized), 'webp', `${name}${THUMBNAIL_SUFFIX}`);
}

/** Every stored file behind these photo URLs: each photo and its card-sized copy. */
export const withThumbnails = (urls: readonly string[]) => urls.flatMap((url) => [...new Set([url, thumbnailOf(url)])]);

/** Re-encodes (orientation applied, location and other metadata dropped) and stores a photo and its card-sized copy. */
export async function storeListingPhoto(uploads: UploadStore, userId: string, bytes: Buffer): Promise<string> {
  const [full, small] = await Promise.all([reencodeImage(bytes, inside(PHOTO_SIDES.full)), reencodeImage(bytes, cardSized)]);
  const name = randomUUID();
  await uploads.put(photoFolder(userId), small, 'webp', `${name}${THUMBNAIL_SUFFIX}`);
  return uploads.put(photoFolder(userId), full, 'webp', name);
}

/** An uploaded photo, stored and recorded (with its copy) as unclaimed until a saved listing names it (unclaimed-uploads.ts). */
export async function saveListingPhoto(db: Db, uploads: UploadStore, userId: string, bytes: Buffer): Promise<string> {
  const url = await storeListingPhoto(uploads, userId, bytes);
  await recordUnclaimedUploads(db, userId, withThumbnails([url]));
  return url;
}

/** Refuses photo URLs from anyone else's folder: deleting the sale would otherwise delete them. */
export function assertOwnPhotos(userId: string, imageUrls: readonly string[]): void {
  if (imageUrls.some((url) => !url.startsWith(ownPhotoPrefix(userId)))) {
    throw invalid(LISTING_MESSAGES.photoInvalid, { imageUrls: LISTING_MESSAGES.photoInvalid });
  }
}

/** Deletes stored photos, and their copies, that a sale no longer names (all of them when the sale is deleted). */
export async function removeUnusedPhotos(uploads: UploadStore, before: readonly string[], after: readonly string[] = []): Promise<void> {
  const unused = before.filter((url) => !after.includes(url));
  await Promise.all(withThumbnails(unused).map((url) => uploads.remove(url)));
}
