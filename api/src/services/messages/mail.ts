// E-mail about a new message to a receiver who is away (notices.ts asks), whose e-mail notifications
// are on: at most one per conversation per MESSAGE_MAIL.perConversationMs,
// claimed in the database so that two processes cannot both send it.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Message } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import { MESSAGE_MAIL } from '@yardsale/core/messaging';
import { conversationPath } from '@yardsale/core/conversation-path';
import type { Db } from '@/db/client';
import { conversations } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { newMessageMail } from '@/services/mail-templates';
import { unsubscribeUrl } from '@/services/notifications/unsubscribe';
import { MESSAGE_TEXTS } from '@/services/message-texts';
import type { UserRow } from '@/services/users';
import { publicNameOf } from './people';
import { quoteOf } from './quote';

/**
 * Claims this side's notice of the message (its e-mail, or its text) for now, unless one of the kind
 * went out within `windowMs`: two processes cannot both send it.
 */
export async function claimNotice(db: Db, message: Message, now: Date, kind: 'mailedAt' | 'textedAt', windowMs: number): Promise<boolean> {
  const column = conversations[kind];
  const claimed = await db
    .update(conversations)
    .set({ [kind]: now })
    .where(and(
      eq(conversations.userId, message.receiverId),
      eq(conversations.listingId, message.listingId),
      eq(conversations.otherUserId, message.senderId),
      or(isNull(column), lt(column, new Date(now.getTime() - windowMs))),
    ))
    .returning({ userId: conversations.userId });
  return claimed.length > 0;
}

export const wantsMessageMail = (receiver: UserRow): boolean => receiver.emailVerified && receiver.isActive && receiver.notificationSettings.email;

export async function mailMessage(ctx: ServiceContext, message: Message, people: { sender: UserRow; receiver: UserRow }, listingTitle: string, now: Date): Promise<void> {
  const { db } = ctx.database;
  const { sender, receiver } = people;
  if (!(await claimNotice(db, message, now, 'mailedAt', MESSAGE_MAIL.perConversationMs))) return;
  const { publicUrl } = ctx.config;
  const language = languageOr(receiver.preferences.language);
  await ctx.sendMail(newMessageMail({
    to: receiver.email,
    language,
    senderName: publicNameOf(sender, MESSAGE_TEXTS[language].nameless),
    listingTitle,
    quote: quoteOf(message.content, MESSAGE_MAIL.quoteMax),
    conversationUrl: `${publicUrl}${conversationPath(message.listingId, message.senderId)}`,
    unsubscribeUrl: await unsubscribeUrl(db, publicUrl, receiver),
  }));
}
