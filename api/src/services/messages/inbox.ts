// GET /api/messages/conversations and /api/messages/unread: the user's conversations, newest first,
// one indexed read of their own rows joined to the other person, the last message and the listing
// (no query per conversation). Conversations deleted by this side (until a new message) and with
// suspended accounts are left out; one with a person the user blocks stays, marked, so that they can
// unblock from it (SPEC section 2: 'You have blocked this user. Unblock to send messages.').
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Conversation, ConversationsPage } from '@yardsale/core/api-types';
import { MESSAGING_LIMITS } from '@yardsale/core/limits';
import type { Db } from '@/db/client';
import { classifieds, conversations, listings, messages, users } from '@/db/schema';
import { encodePageCursor, invalidCursor, isIsoInstant, readPageCursor } from '@/services/page-cursor';
import { isUuid } from '@/services/ids';
import { blockedBy } from './blocks';
import { classifiedSummary, saleSummary } from './listing-ref';
import { conversationUser } from './people';

const visibleTo = (userId: string): SQL =>
  and(
    eq(conversations.userId, userId),
    or(isNull(conversations.hiddenBefore), sql`${conversations.lastMessageAt} > ${conversations.hiddenBefore}`),
    // A suspended account's conversations are hidden from everyone while it is suspended.
    sql`not exists (select 1 from ${users} where ${users.id} = ${conversations.otherUserId} and ${users.suspendedAt} is not null)`,
  )!;

/** After the cursor's conversation in the inbox order: last message newest first, then listing and person. */
function after(cursor: string): SQL {
  const { at, listingId, id } = readPageCursor(cursor, 'conversations');
  if (!isIsoInstant(at) || typeof listingId !== 'string' || !isUuid(listingId)) throw invalidCursor();
  const { lastMessageAt, listingId: listing, otherUserId } = conversations;
  return sql`(${lastMessageAt} < ${at}::timestamptz or (${lastMessageAt} = ${at}::timestamptz
    and (${listing} > ${listingId} or (${listing} = ${listingId} and ${otherUserId} > ${id}))))`;
}

export interface ConversationsPageRequest {
  limit: number;
  cursor?: string | undefined;
  /** Only the conversations about this listing, wherever they stand in the inbox. */
  listingId?: string | undefined;
}

export async function listConversations(db: Db, userId: string, page: ConversationsPageRequest, now: Date = new Date()): Promise<ConversationsPage> {
  const limit = Math.min(page.limit, MESSAGING_LIMITS.conversationsPageMax);
  if (page.listingId !== undefined && !isUuid(page.listingId)) return { conversations: [], nextCursor: null }; // no conversation has that id
  const rows = await db
    .select({
      side: conversations,
      other: users,
      last: { content: messages.content, createdAt: messages.createdAt },
      sale: listings,
      classified: classifieds,
      blockedByYou: blockedBy(userId, conversations.otherUserId, now),
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.otherUserId))
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .leftJoin(listings, and(eq(conversations.listingType, 'listing'), eq(listings.id, conversations.listingId)))
    .leftJoin(classifieds, and(eq(conversations.listingType, 'classified'), eq(classifieds.id, conversations.listingId)))
    .where(and(visibleTo(userId), page.listingId ? eq(conversations.listingId, page.listingId) : undefined, page.cursor ? after(page.cursor) : undefined))
    .orderBy(desc(conversations.lastMessageAt), asc(conversations.listingId), asc(conversations.otherUserId))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const list: Conversation[] = shown.map(({ side, other, last, sale, classified, blockedByYou }) => ({
    listingId: side.listingId,
    listingType: side.listingType,
    otherUser: conversationUser(side.otherUserId, other),
    listing: sale ? saleSummary(sale, userId, now) : classified ? classifiedSummary(classified, userId) : null,
    lastMessage: { content: last.content, createdAt: last.createdAt.toISOString() },
    unreadCount: side.unreadCount,
    blockedByYou,
  }));
  const end = shown.at(-1)?.side;
  const nextCursor = rows.length > limit && end
    ? encodePageCursor({ kind: 'conversations', at: end.lastMessageAt.toISOString(), listingId: end.listingId, id: end.otherUserId })
    : null;
  return { conversations: list, nextCursor };
}

/** The unread badge: unread messages over the conversations the inbox shows. */
export async function unreadTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int` })
    .from(conversations)
    .where(visibleTo(userId));
  return row?.total ?? 0;
}
