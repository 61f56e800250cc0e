// The photos of a post an administrator took down stop being served to the public (decision 0045):
// a link to one passed around keeps working otherwise, whatever the post showed.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { classifieds, listings, withheldPhotos, withheldPhotosVersion } from '@/db/schema';
import { photoUrls } from './classifieds/photos';
import { withThumbnails } from './listings/photos';

/** Posts by id: yard sales and classifieds. */
export interface PostIds {
  listingIds: readonly string[];
  classifiedIds: readonly string[];
}

/** Tells every process's copy of the list (withheldPhotoList) that it changed, when `tx` commits. */
const raiseVersion = (tx: Db) => tx.update(withheldPhotosVersion).set({ version: sql`${withheldPhotosVersion.version} + 1` }).where(eq(withheldPhotosVersion.id, 1));

/**
 * Withholds every file these posts name now (each photo and its copies), in the transaction that
 * takes them down, or that saves a post already down (a photo added then is withheld too).
 */
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
  if (rows.length === 0) return;
  await tx.insert(withheldPhotos).values(rows).onConflictDoNothing();
  await raiseVersion(tx);
}

/** Serves these posts' files to everyone again (unless another post down names one), in the transaction that shows the posts again. */
export async function releasePhotosOf(tx: Db, { listingIds, classifiedIds }: PostIds): Promise<void> {
  const ofPosts = [
    listingIds.length ? inArray(withheldPhotos.listingId, [...listingIds]) : undefined,
    classifiedIds.length ? inArray(withheldPhotos.classifiedId, [...classifiedIds]) : undefined,
  ].filter((condition) => condition !== undefined);
  if (ofPosts.length === 0) return;
  await tx.delete(withheldPhotos).where(or(...ofPosts));
  await raiseVersion(tx);
}


/** How long a process trusts its copy of the withheld files before it asks whether they changed. */
const RECHECK_MS = 5000;
/** After a failed check (the database unreachable), the copy is used this long before the next try. */
const RETRY_MS = 1000;

export interface WithheldPhotoList {
  /** Brings this process's copy up to date when it is older than RECHECK_MS, or `changed` was called. */
  refresh(): Promise<void>;
  /** The copy has been read: until then no file is known to be served to everyone. */
  ready(): boolean;
  /** The owner of a withheld file in the copy, or undefined when the file is served to everyone. */
  ownerOf(url: string): string | undefined;
  /** This process withheld or released files: the next request reads the list again. */
  changed(): void;
}

/**
 * A process's copy of the withheld files (url → owner), so that a photo request costs no query: at
 * most every RECHECK_MS it reads the version (withheld_photos_version) and, if it moved, the list.
 * Another process's takedown thus holds here within that time; this process's at once (`changed`).
 * With the database unreachable, the last copy is kept (retried every RETRY_MS); a process that
 * never read it serves no photo (fails closed) until it has.
 */
export function withheldPhotoList(db: Db, log: FastifyBaseLogger, recheckMs = RECHECK_MS): WithheldPhotoList {
  /** The copy, with the `changed` generation its check began in: an older check never overwrites a newer one. */
  let copy: { owners: Map<string, string>; version: number; generation: number } | undefined;
  let checkedAt = -Infinity;
  let generation = 0;
  let checking: Promise<void> | undefined;

  const readCopy = async (begun: number) => {
    const [state] = await db.select({ version: withheldPhotosVersion.version }).from(withheldPhotosVersion);
    const version = state?.version ?? 0;
    if (copy && copy.version === version) return { ...copy, generation: begun };
    // Read after the version: a change committed in between is read again at the next check.
    const rows = await db.select({ url: withheldPhotos.url, userId: withheldPhotos.userId }).from(withheldPhotos);
    return { owners: new Map(rows.map(({ url, userId }) => [url, userId])), version, generation: begun };
  };

  const check = async () => {
    const begun = { at: Date.now(), generation };
    try {
      const read = await readCopy(begun.generation);
      if (!copy || read.generation >= copy.generation) copy = read;
      // A check begun before `changed` may have read the list before the change: the next request checks again.
      if (begun.generation === generation) checkedAt = begun.at;
    } catch (error) {
      log.warn({ err: error }, copy ? 'withheld photos not rechecked: the last list is kept' : 'withheld photos not read: no photo is served');
      if (begun.generation === generation) checkedAt = begun.at - recheckMs + RETRY_MS;
    }
  };

  return {
    async refresh() {
      if (Date.now() - checkedAt <= recheckMs) return;
      if (!checking) {
        const current = check().finally(() => {
          if (checking === current) checking = undefined;
        });
        checking = current;
      }
      await checking;
    },
    ready: () => copy !== undefined,
    ownerOf: (url) => copy?.owners.get(url),
    changed() {
      generation++;
      checkedAt = -Infinity;
      checking = undefined;
    },
  };
}
