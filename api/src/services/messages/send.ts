// POST /api/messages (SPEC sections 4 and 7): a message about a listing, to its owner or to someone
// already in that conversation, never to oneself and never across a block; both sides' conversation
// rows move to the top, the receiver's with one more unread.
import { and, eq, sql } from 'drizzle-orm';
import type { Message } from '@yardsale/core/api-types';
import { type SendMessageInput } from '@yardsale/core/schemas/messaging';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import type { Database } from '@/db/client';
import { conversations, messages } from '@/db/schema';
import { conflict, forbidden, notFound } from '@/services/errors';
import { enforceRateLimit } from '@/services/rate-limit';
import { KEYED, makeOnce, type SentOptions } from '@/services/sent-once';
import { MESSAGE_LIMITS } from '@/services/rate-limit-rules';
import type { ServiceContext } from '@/services/context';
import { refuseIfGone, type UserRow } from '@/services/users';
import { blockBetween, otherUser } from './blocks';
import { unreadTotal } from './inbox';
import { findListingRef } from './listing-ref';
import { tellIfAway } from './notices';

export type MessageRow = typeof messages.$inferSelect;

export const toMessage = (row: MessageRow, senderAvatarUrl: string | null): Message => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  listingId: row.listingId,
  listingType: row.listingType,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  sender: { avatarUrl: senderAvatarUrl },
});

async function limitNewConversations(database: Database, senderId: string): Promise<void> {
  await enforceRateLimit(database, `newConversation:${senderId}`, MESSAGE_LIMITS.newConversationsPerUser);
  await enforceRateLimit(database, `newConversationDay:${senderId}`, MESSAGE_LIMITS.newConversationsPerUserPerDay);
}

async function refuseAcrossBlock(database: Database, senderId: string, receiverId: string, now: Date): Promise<void> {
  const block = await blockBetween(database.db, senderId, receiverId, now);
  if (block === 'you-blocked') throw forbidden(MESSAGE_MESSAGES.youBlocked);
  if (block === 'blocked-you') throw forbidden(MESSAGE_MESSAGES.blockedYou);
}

/** Tells both people's open screens: the receiver's (a new message, one more unread) and the sender's other tabs. */
async function announce(ctx: ServiceContext, message: Message): Promise<void> {
  for (const userId of [message.receiverId, message.senderId]) {
    await ctx.events.publish(userId, { type: 'message', message, unreadCount: await unreadTotal(ctx.database.db, userId) });
  }
}

/** Checks and writes a new message: the refusals of sendMessage, then the message and both conversation sides. */
async function writeMessage(ctx: ServiceContext, sender: UserRow, input: SendMessageInput, now: Date, clientKey: string | undefined) {
  const { database } = ctx;
  const { db } = database;
  const listing = await findListingRef(db, input.listingId, input.listingType, sender.id, now);
  if (!listing) throw notFound(MESSAGE_MESSAGES.listingNotFound);
  const receiver = await otherUser(db, sender.id, input.receiverId ?? listing.ownerId, MESSAGE_MESSAGES.toYourself);
  const [side] = await db
    .select({ one: sql`1` })
    .from(conversations)
    .where(and(eq(conversations.userId, sender.id), eq(conversations.listingId, listing.id), eq(conversations.otherUserId, receiver.id)));
  if (!side) {
    // Starting a conversation: about a listing still shown, not too often, and only with the seller.
    // Whether `receiverId` is the seller, and then whether a block stands between them, is asked
    // last: a refusal that differs for one seller and for anyone else, with nothing sent, would tell
    // a stranger whose listing it is, and either side of a block which posts are the other's. So each
    // such try costs a new conversation, as a message sent would (decision 0044).
    if (!listing.shown) throw notFound(MESSAGE_MESSAGES.listingNotFound);
    if (listing.sold) throw conflict(MESSAGE_MESSAGES.itemSold);
    await limitNewConversations(database, sender.id);
    if (listing.ownerId !== receiver.id) throw forbidden(MESSAGE_MESSAGES.notTheSeller);
  }
  await refuseAcrossBlock(database, sender.id, receiver.id, now);
  const row = await db.transaction(async (tx) => {
    await refuseIfGone(tx, sender.id);
    const [inserted] = await tx
      .insert(messages)
      .values({ senderId: sender.id, receiverId: receiver.id, listingId: listing.id, listingType: listing.type, content: input.content, clientKey, createdAt: now })
      .returning();
    const last = { listingType: listing.type, lastMessageId: inserted!.id, lastMessageAt: now };
    const sides = [
      { userId: sender.id, otherUserId: receiver.id, listingId: listing.id, ...last },
      { userId: receiver.id, otherUserId: sender.id, listingId: listing.id, ...last, unreadCount: 1 },
    ];
    // In one order whoever writes first, so that both writing at once cannot deadlock.
    sides.sort((a, b) => a.userId.localeCompare(b.userId));
    await tx
      .insert(conversations)
      .values(sides)
      .onConflictDoUpdate({
        target: [conversations.userId, conversations.listingId, conversations.otherUserId],
        set: { ...last, unreadCount: sql`${conversations.unreadCount} + excluded.unread_count` },
      });
    return inserted!;
  });
  return { row, receiver, listingTitle: listing.summary.title };
}

/**
 * Sends a message, and tells both people's screens and, if away, the receiver. Sent again with its
 * key (decision 0084), it answers the message the first request sent, and nobody is told twice.
 */
export async function sendMessage(ctx: ServiceContext, sender: UserRow, input: SendMessageInput, { now = new Date(), clientKey }: SentOptions = {}): Promise<Message> {
  const { db } = ctx.database;
  const sent = await makeOnce(db, KEYED.message, sender.id, clientKey, () => writeMessage(ctx, sender, input, now, clientKey));
  if (!sent.fresh) {
    const [row] = await db.select().from(messages).where(eq(messages.id, sent.id));
    return toMessage(row!, sender.avatarUrl);
  }
  const { row, receiver, listingTitle } = sent.made;
  const message = toMessage(row, sender.avatarUrl);
  await announce(ctx, message);
  await tellIfAway(ctx, message, { sender, receiver }, listingTitle, now);
  return message;
}
