// The single yard-sale photo: uploaded first (POST /api/listings/photo), then named in imageUrls.
import { randomUUID } from 'node:crypto';
import { PHOTO_SIDES } from '@yardsale/core/constants';
import { LISTING_MESSAGES, LISTING_PHOTO_URL } from '@yardsale/core/schemas/listing';
import { invalid } from '@/services/errors';
import { reencodeImage } from '@/services/images';
import type { Db } from '@/db/client';
import { claimOwnUploads, recordUnclaimedUploads } from '@/services/unclaimed-uploads';
import { UPLOADS_URL_PREFIX, type UploadStore } from '@/services/uploads';

const THUMBNAIL_SUFFIX = '.thumb';
const inside = (side: number) => ({ width: side, height: side, fit: 'inside' as const });
const cardSized = inside(PHOTO_SIDES.thumbnail);

/**
 * A photo (of a sale or a classified) is stored by a random name of its own, in one of 256 folders
 * by the name's first two characters. Nothing in its URL says whose it is: a seller's classified,
 * which shows only a town, cannot be tied through its photos to their sale, which shows the address.
 */
const photoFolderOf = (name: string) => `photos/${name.slice(0, 2)}`;

/** Stores one photo file under a new random name (`suffix` for a copy named after its photo); returns its URL. */
export const putPhoto = (uploads: UploadStore, bytes: Buffer, name: string = randomUUID(), suffix = '') =>
  uploads.put(photoFolderOf(name), bytes, 'webp', `${name}${suffix}`);

/**
 * Photos stored before were kept in a folder named by their seller's account id: they are still
 * served and still their seller's to name, and the folder goes with the account.
 */
export const legacyPhotoFolder = (userId: string) => `listings/${userId}`;
const legacyPhotoPrefix = (userId: string) => `${UPLOADS_URL_PREFIX}${legacyPhotoFolder(userId)}/`;

/**
 * The URL of a copy that may have to be made, in parts: the folder and name of a photo stored before
 * copies were. A photo stored since has its copy from the start (a classified's have two sizes).
 */
const copyToMake = /^\/uploads\/(listings\/[0-9a-f-]{36})\/([0-9a-f-]{36})\.thumb\.webp$/;

/**
 * The card-sized copy stored beside a photo (`<name>.thumb.webp`), for Find's cards and the map's
 * sheet. A photo stored before copies were made has none: its URL is the photo's own, and the web
 * app falls back to the photo when a copy fails to load.
 */
export const thumbnailOf = (url: string) => (LISTING_PHOTO_URL.test(url) ? url.replace(/\.webp$/, `${THUMBNAIL_SUFFIX}.webp`) : url);

/**
 * Makes the card-sized copy of a photo stored before copies were made, when it is first asked for:
 * a card then loads 20-40 KB instead of the whole photo (and no failed request before it). Any
 * other URL, a copy already made, or a photo that is not there is left alone.
 */
export async function makeMissingCardCopy(uploads: UploadStore, url: string): Promise<void> {
  const [, folder, name] = copyToMake.exec(url) ?? [];
  if (!folder || !name || (await uploads.has(url))) return;
  const photo = await uploads.read(`${UPLOADS_URL_PREFIX}${folder}/${name}.webp`);
  if (photo) await uploads.put(folder, await reencodeImage(photo, cardSized), 'webp', `${name}${THUMBNAIL_SUFFIX}`);
}

/** Every stored file behind these photo URLs: each photo and its card-sized copy. */
export const withThumbnails = (urls: readonly string[]) => urls.flatMap((url) => [...new Set([url, thumbnailOf(url)])]);

/** Re-encodes (orientation applied, location and other metadata dropped) and stores a photo and its card-sized copy. */
export async function storeListingPhoto(uploads: UploadStore, bytes: Buffer): Promise<string> {
  const [full, small] = await Promise.all([reencodeImage(bytes, inside(PHOTO_SIDES.full)), reencodeImage(bytes, cardSized)]);
  const name = randomUUID();
  await putPhoto(uploads, small, name, THUMBNAIL_SUFFIX);
  return putPhoto(uploads, full, name);
}

/** An uploaded photo, stored and recorded (with its copy) as unclaimed until a saved listing names it (unclaimed-uploads.ts). */
export async function saveListingPhoto(db: Db, uploads: UploadStore, userId: string, bytes: Buffer): Promise<string> {
  const url = await storeListingPhoto(uploads, bytes);
  await recordUnclaimedUploads(db, userId, withThumbnails([url]));
  return url;
}

/**
 * Claims, with their copies, the photos a sale names, in the transaction that saves it. A sale may
 * name only photos its seller uploaded and nothing holds yet, the photos it already has, or (stored
 * before photos had names of their own) those in the seller's old folder. Any other photo is
 * refused, and the save with it: deleting the sale would otherwise delete a photo shown elsewhere.
 */
export async function claimSalePhotos(tx: Db, userId: string, imageUrls: readonly string[], kept: readonly string[] = []): Promise<void> {
  const claimed = await claimOwnUploads(tx, userId, withThumbnails(imageUrls));
  const unproven = imageUrls.filter((url) => !kept.includes(url) && !url.startsWith(legacyPhotoPrefix(userId)) && !claimed.includes(url));
  if (unproven.length > 0) throw invalid(LISTING_MESSAGES.photoInvalid, { imageUrls: LISTING_MESSAGES.photoInvalid });
}

/** Deletes stored photos, and their copies, that a sale no longer names (all of them when the sale is deleted). */
export async function removeUnusedPhotos(uploads: UploadStore, before: readonly string[], after: readonly string[] = []): Promise<void> {
  const unused = before.filter((url) => !after.includes(url));
  await Promise.all(withThumbnails(unused).map((url) => uploads.remove(url)));
}
