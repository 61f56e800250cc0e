// The photo files an account owns. Photos are stored by names of their own (listings/photos.ts), not
// in a folder per account, so removing an account's photos means naming each file.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { classifieds, listings, unclaimedUploads } from '@/db/schema';
import { photoUrls } from './classifieds/photos';
import { legacyPhotoFolder, withThumbnails } from './listings/photos';
import type { UploadStore } from './uploads';

/** Every file of the account's sales and classifieds, and of the photos it uploaded that none names yet. */
export async function photoFilesOf(db: Db, userId: string): Promise<string[]> {
  const sales = await db.select({ imageUrls: listings.imageUrls }).from(listings).where(eq(listings.userId, userId));
  const items = await db.select({ imageUrls: classifieds.imageUrls, thumbnailUrls: classifieds.thumbnailUrls }).from(classifieds).where(eq(classifieds.userId, userId));
  const unclaimed = await db.select({ url: unclaimedUploads.url }).from(unclaimedUploads).where(eq(unclaimedUploads.userId, userId));
  return [...withThumbnails(sales.flatMap((sale) => sale.imageUrls)), ...items.flatMap(photoUrls), ...unclaimed.map((row) => row.url)];
}

/** Deletes those files (read by photoFilesOf before the account's rows went), and the folder of its older photos. */
export async function removeAccountPhotos(uploads: UploadStore, userId: string, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((url) => uploads.remove(url)));
  await uploads.removeFolder(legacyPhotoFolder(userId));
}
