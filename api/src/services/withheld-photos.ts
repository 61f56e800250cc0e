// The photos of a post an administrator took down stop being served to the public (decision 0045):
// a link to one passed around keeps working otherwise, whatever the post showed.
import { count, inArray, max, or } from 'drizzle-orm';
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

/** How long a process trusts its copy of the withheld files before it asks whether they changed. */
const RECHECK_MS = 5000;

export interface WithheldPhotoList {
  /** The owner of a withheld file, or undefined when the file is served to everyone. */
  ownerOf(url: string): Promise<string | undefined>;
  /** This process withheld or released files: the next request reads the list again. */
  changed(): void;
}

/**
 * A process's copy of the withheld files (url → owner), so that a photo request costs no query: at
 * most every RECHECK_MS it asks whether the table changed (its row count and newest row) and reads it
 * again if so. Another process's takedown thus holds here within that time; this process's at once.
 * The table holds only taken-down posts' files, a small fraction of all photos.
 */
export function withheldPhotoList(db: Db, recheckMs = RECHECK_MS): WithheldPhotoList {
  let owners = new Map<string, string>();
  let version: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  const check = async () => {
    const [state] = await db.select({ rows: count(), newest: max(withheldPhotos.createdAt) }).from(withheldPhotos);
    const seen = `${state?.rows}:${state?.newest?.getTime()}`;
    if (seen !== version) {
      const rows = await db.select({ url: withheldPhotos.url, userId: withheldPhotos.userId }).from(withheldPhotos);
      owners = new Map(rows.map(({ url, userId }) => [url, userId]));
      version = seen;
    }
    checkedAt = Date.now();
  };
  return {
    async ownerOf(url) {
      if (Date.now() - checkedAt > recheckMs) await (checking ??= check().finally(() => (checking = undefined)));
      return owners.get(url);
    },
    changed() {
      checkedAt = -Infinity;
    },
  };
}
