// A post's views (SPEC section 3: `views`, default 0; decision 0059): someone other than its seller
// opening its sheet or its link, counted once per viewer, post and day.
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { ListingType } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import type { Db } from '@/db/client';
import { classifieds, listings, postViews } from '@/db/schema';
import { clientNetwork } from './client-network';
import { notFound } from './errors';
import { findListingRef, POST_NOT_FOUND } from './messages/listing-ref';

const TABLES = { listing: listings, classified: classifieds };

/**
 * Who viewed: the account, or for a guest 24 bits of a hash of their network with the post and the
 * day. About 256 IPv4 addresses share each value, and no IPv6 /64 can be told from it, so a row names
 * no address, even to someone who reads the database and hashes every address; two guests of one
 * post on one day share a value about once in 16 million pairs, one view then counted for both.
 */
export function viewerKey(userId: string | undefined, ip: string, postId: string, day: string): string {
  if (userId) return `u:${userId}`;
  const hash = createHash('sha256').update(`${postId} ${day} ${clientNetwork(ip)}`).digest();
  return `n:${hash.subarray(0, 3).toString('base64url')}`;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * POST /api/listings/{id}/view and /api/classifieds/{id}/view: a post shown now (404 otherwise, as
 * for none) viewed by `viewer`. Its seller's own views and a second view the same day count nothing.
 */
export async function countView(db: Db, type: ListingType, postId: string, viewer: { userId?: string; ip: string }, now: Date = new Date()): Promise<void> {
  const post = await findListingRef(db, postId, type, viewer.userId ?? '', now);
  if (!post?.shown) throw notFound(POST_NOT_FOUND[type]);
  if (post.ownerId === viewer.userId) return;
  const table = TABLES[type];
  const day = utcDay(now);
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(postViews)
      .values({ postId, viewer: viewerKey(viewer.userId, viewer.ip, postId, day), day })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (first) await tx.update(table).set({ views: sql`${table.views} + 1` }).where(eq(table.id, postId));
  });
}

/** The hourly clean-up: a day's rows are needed only while it can still be counted again. */
export async function purgeOldViews(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(postViews).where(lt(postViews.day, utcDay(new Date(now.getTime() - DAY_MS))));
}
