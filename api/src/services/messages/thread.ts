// One conversation (a listing and the other person) as one side sees it: GET reads a page, newest
// page first, shown oldest to newest, and marks the other's messages read; DELETE hides it from this
// side only (SPEC: conversations can be deleted only by the user's own side).
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MessagesPage } from '@yardsale/core/api-types';
import { MESSAGING_LIMITS } from '@yardsale/core/limits';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import type { Db } from '@/db/client';
import { conversations, messages, users } from '@/db/schema';
import { notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';
import { encodePageCursor, invalidCursor, isIsoInstant, readPageCursor } from '@/services/page-cursor';
import type { ServiceContext } from '@/services/context';
import { unreadTotal } from './inbox';
import { findListingRef } from './listing-ref';
import { conversationUser } from './people';
import { toMessage } from './send';

export interface ConversationKey {
  userId: string;
  listingId: string;
  otherUserId: string;
}

const sideOf = ({ userId, listingId, otherUserId }: ConversationKey) =>
  and(eq(conversations.userId, userId), eq(conversations.listingId, listingId), eq(conversations.otherUserId, otherUserId));

/** Messages between the two about the listing, either way. */
const between = ({ userId, listingId, otherUserId }: ConversationKey): SQL =>
  and(
    eq(messages.listingId, listingId),
    or(and(eq(messages.senderId, userId), eq(messages.receiverId, otherUserId)), and(eq(messages.senderId, otherUserId), eq(messages.receiverId, userId))),
  )!;

function before(cursor: string): SQL {
  const { at, id } = readPageCursor(cursor, 'messages');
  if (!isIsoInstant(at)) throw invalidCursor();
  return sql`(${messages.createdAt} < ${at}::timestamptz or (${messages.createdAt} = ${at}::timestamptz and ${messages.id} < ${id}))`;
}

/** Marks the other's messages to this side read, and this side's unread count 0; other tabs hear of the new count. */
async function markRead(ctx: ServiceContext, key: ConversationKey, now: Date): Promise<void> {
  const { db } = ctx.database;
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.listingId, key.listingId), eq(messages.senderId, key.otherUserId), eq(messages.receiverId, key.userId), isNull(messages.readAt)));
  const cleared = await db.update(conversations).set({ unreadCount: 0 }).where(and(sideOf(key), gt(conversations.unreadCount, 0))).returning({ userId: conversations.userId });
  if (cleared.length > 0) await ctx.events.publish(key.userId, { type: 'unread', unreadCount: await unreadTotal(db, key.userId) });
}

/**
 * A page of the conversation, as `key.userId` may read it: only messages between the two, after
 * what this side deleted. The first page marks them read. Without a conversation (a stranger's
 * guess at two ids) it is empty, and says nothing of the person or the post either.
 */
export async function readConversation(ctx: ServiceContext, key: ConversationKey, page: { limit: number; cursor?: string | undefined }, now: Date = new Date()): Promise<MessagesPage> {
  const { db } = ctx.database;
  const none: MessagesPage = { messages: [], nextCursor: null, otherUser: null, listingType: null, listing: null };
  if (!isUuid(key.listingId) || !isUuid(key.otherUserId)) return none;
  const limit = Math.min(page.limit, MESSAGING_LIMITS.messagesPageMax);
  const [side] = await db.select({ hiddenBefore: conversations.hiddenBefore, listingType: conversations.listingType }).from(conversations).where(sideOf(key));
  if (!side) return none;
  const rows = await db
    .select({ message: messages, avatarUrl: users.avatarUrl })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(between(key), side.hiddenBefore ? gt(messages.createdAt, side.hiddenBefore) : undefined, page.cursor ? before(page.cursor) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  if (!page.cursor) await markRead(ctx, key, now);
  const shown = rows.slice(0, limit);
  const oldest = shown.at(-1)?.message;
  const [other] = await db.select().from(users).where(eq(users.id, key.otherUserId));
  const listing = await findListingRef(db, key.listingId, side.listingType, key.userId, now);
  return {
    otherUser: conversationUser(key.otherUserId, other),
    listingType: listing?.type ?? null,
    listing: listing?.summary ?? null,
    messages: shown.reverse().map(({ message, avatarUrl }) => toMessage(!page.cursor && message.receiverId === key.userId && !message.readAt ? { ...message, readAt: now } : message, avatarUrl)),
    nextCursor: rows.length > limit && oldest ? encodePageCursor({ kind: 'messages', at: oldest.createdAt.toISOString(), id: oldest.id }) : null,
  };
}

/**
 * Hides the conversation from this side up to its last message; a later message shows it again with
 * only what follows. With a deleted account nothing can follow, and nobody else reads it: it is gone.
 */
export async function deleteConversation(db: Db, key: ConversationKey): Promise<void> {
  if (!isUuid(key.listingId) || !isUuid(key.otherUserId)) throw notFound(MESSAGE_MESSAGES.conversationNotFound);
  const hidden = await db
    .update(conversations)
    .set({ hiddenBefore: sql`${conversations.lastMessageAt}`, unreadCount: 0 })
    .where(sideOf(key))
    .returning({ listingId: conversations.listingId });
  if (hidden.length === 0) throw notFound(MESSAGE_MESSAGES.conversationNotFound);
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, key.otherUserId));
  if (!other) {
    await db.transaction(async (tx) => {
      await tx.delete(conversations).where(sideOf(key));
      await tx.delete(messages).where(between(key));
    });
  }
}
