// Uploaded files that no saved listing names yet (see db/schema/uploads.ts).
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { unclaimedUploads } from '@/db/schema';
import type { UploadStore } from './uploads';

/** A form gets a day between uploading a photo and saving the listing that names it. */
const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 500;

/** Files just stored for `userId` (a photo and its card-sized copy), kept for a day unless a saved listing names them. */
export async function recordUnclaimedUploads(db: Db, userId: string, urls: readonly string[]): Promise<void> {
  await db.insert(unclaimedUploads).values(urls.map((url) => ({ url, userId })));
}

/**
 * Claims those of these files that `userId` uploaded and nothing holds yet, and answers which. In
 * the transaction that saves a listing, two saves naming one upload cannot both get it: the second
 * waits on the row the first deletes, then finds it gone.
 */
export async function claimOwnUploads(db: Db, userId: string, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .delete(unclaimedUploads)
    .where(and(eq(unclaimedUploads.userId, userId), inArray(unclaimedUploads.url, [...urls])))
    .returning({ url: unclaimedUploads.url });
  return rows.map((row) => row.url);
}

/** The listing that names these files was saved: they are kept. */
export async function claimUploads(db: Db, urls: readonly string[]): Promise<void> {
  if (urls.length > 0) await db.delete(unclaimedUploads).where(inArray(unclaimedUploads.url, [...urls]));
}

/** Deletes files nobody attached within a day, a batch at a time; returns how many went. */
export async function purgeUnclaimedUploads(db: Db, uploads: UploadStore, now: Date = new Date()): Promise<number> {
  const stale = await db
    .select({ url: unclaimedUploads.url })
    .from(unclaimedUploads)
    .where(lt(unclaimedUploads.createdAt, new Date(now.getTime() - UNCLAIMED_UPLOAD_LIFETIME_MS)))
    .limit(PURGE_BATCH);
  const urls = stale.map((row) => row.url);
  // The file first: a row left behind is retried next hour, a file left behind would be lost track of.
  await Promise.all(urls.map((url) => uploads.remove(url)));
  await claimUploads(db, urls);
  return urls.length;
}
