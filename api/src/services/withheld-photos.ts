// The photos of a post an administrator took down stop being served to the public (decision 0045):
// a link to one passed around keeps working otherwise, whatever the post showed.
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { classifieds, listings, withheldPhotos } from '@/db/schema';
import { photoUrls } from './classifieds/photos';
import { withThumbnails } from './listings/photos';

/** Posts by id: yard sales and classifieds. */
export interface PostIds {
  listingIds: readonly string[];
  classifiedIds: readonly string[];
}

/** Withholds every file of these posts (each photo and its copies), in the transaction that takes them down. */
export async function withholdPhotosOf(tx: Db, { listingIds, classifiedIds }: PostIds): Promise<void> {
  const sales = listingIds.length
    ? await tx.select({ id: listings.id, userId: listings.userId, imageUrls: listings.imageUrls }).from(listings).where(inArray(listings.id, [...listingIds]))
    : [];
  const items = classifiedIds.length
    ? await tx
        .select({ id: classifieds.id, userId: classifieds.userId, imageUrls: classifieds.imageUrls, thumbnailUrls: classifieds.thumbnailUrls })
        .from(classifieds)
        .where(inArray(classifieds.id, [...classifiedIds]))
    : [];
  const rows = [
    ...sales.flatMap((sale) => withThumbnails(sale.imageUrls).map((url) => ({ url, userId: sale.userId, listingId: sale.id }))),
    ...items.flatMap((item) => photoUrls(item).map((url) => ({ url, userId: item.userId, classifiedId: item.id }))),
  ];
  if (rows.length) await tx.insert(withheldPhotos).values(rows).onConflictDoNothing();
}

/** Serves these posts' files to everyone again, in the transaction that shows the posts again. */
export async function releasePhotosOf(tx: Db, { listingIds, classifiedIds }: PostIds): Promise<void> {
  const ofPosts = [
    listingIds.length ? inArray(withheldPhotos.listingId, [...listingIds]) : undefined,
    classifiedIds.length ? inArray(withheldPhotos.classifiedId, [...classifiedIds]) : undefined,
  ].filter((condition) => condition !== undefined);
  if (ofPosts.length) await tx.delete(withheldPhotos).where(or(...ofPosts));
}

/** The owner of a withheld file, or undefined when the file is served to everyone. */
export async function withheldPhotoOwner(db: Db, url: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: withheldPhotos.userId }).from(withheldPhotos).where(eq(withheldPhotos.url, url));
  return row?.userId;
}
