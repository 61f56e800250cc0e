// Blocks (SPEC section 4): 1 day, 2 weeks or permanent, chosen by the blocker; a report blocks as
// 'scammer', permanently. A block stands until its expiry. It stops messages both ways and marks the
// conversations 'Blocked' for the blocker, who unblocks from them; posts are shown as to anyone,
// since hiding them for one person would tell them whose posts they are (decision 0044).
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BlockRecord } from '@yardsale/core/api-types';
import { BLOCK_DURATION_MS, type BlockDuration } from '@yardsale/core/moderation';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import type { Db } from '@/db/client';
import { blocks, users } from '@/db/schema';
import { invalid, notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';

type BlockRow = typeof blocks.$inferSelect;

const standing = (now: Date) => or(isNull(blocks.expiresAt), gt(blocks.expiresAt, now));

/** Whether the viewer blocks the person in `owner` (the column holding the other user's id) now: a conversation's mark. */
export function blockedBy(viewerId: string, owner: AnyPgColumn, now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${owner} and ${standing(now)})`;
}

/** Which way a block stands between two users now, if any. */
export async function blockBetween(db: Db, userId: string, otherId: string, now: Date): Promise<'none' | 'you-blocked' | 'blocked-you'> {
  const found = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(or(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, otherId)), and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, userId))), standing(now)));
  if (found.some((row) => row.blockerId === userId)) return 'you-blocked';
  return found.length > 0 ? 'blocked-you' : 'none';
}

export const toBlockRecord = (row: BlockRow): BlockRecord => ({
  blockedId: row.blockedId,
  duration: row.duration,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The other user, who must exist and not be the actor: 400 for oneself, 404 for nobody (or a suspended account). */
export async function otherUser(db: Db, actorId: string, otherId: string, selfMessage: string) {
  if (otherId === actorId) throw invalid(selfMessage);
  const [row] = isUuid(otherId) ? await db.select().from(users).where(eq(users.id, otherId)) : [];
  if (!row || row.suspendedAt) throw notFound(MESSAGE_MESSAGES.userNotFound);
  return row;
}

/** Blocks `blockedId` from now for `duration`, replacing any block the blocker had on them. */
export async function blockUser(db: Db, blockerId: string, blockedId: string, duration: BlockDuration, reason: string, now: Date): Promise<BlockRecord> {
  await otherUser(db, blockerId, blockedId, MESSAGE_MESSAGES.blockYourself);
  const lasts = BLOCK_DURATION_MS[duration];
  const values = { blockerId, blockedId, duration, reason: reason || null, createdAt: now, expiresAt: lasts === undefined ? null : new Date(now.getTime() + lasts) };
  const [row] = await db.insert(blocks).values(values).onConflictDoUpdate({ target: [blocks.blockerId, blocks.blockedId], set: values }).returning();
  return toBlockRecord(row!);
}

export async function unblockUser(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await otherUser(db, blockerId, blockedId, MESSAGE_MESSAGES.blockYourself);
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** GET /api/users/{id}/blocked: whether the viewer's block on them stands now. */
export async function isBlocking(db: Db, blockerId: string, blockedId: string, now: Date): Promise<boolean> {
  if (!isUuid(blockedId)) return false;
  const [row] = await db.select({ one: sql`1` }).from(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId), standing(now)));
  return Boolean(row);
}

/** Blocks that have ended are only history: the hourly maintenance forgets them. */
export async function purgeEndedBlocks(db: Db, now: Date): Promise<void> {
  await db.delete(blocks).where(sql`${blocks.expiresAt} <= ${now.toISOString()}::timestamptz`);
}
