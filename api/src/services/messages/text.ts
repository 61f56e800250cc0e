// A text about a new message (decision 0077) to a receiver who is away (notices.ts asks), whose SMS
// switch is on and whose number is proven: at most one per conversation per SMS.perConversationMs, claimed in the
// database as the e-mail is. A number that replied STOP is forgotten and the person's texts turned off.
import { and, eq } from 'drizzle-orm';
import type { Message } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import { conversationPath } from '@yardsale/core/conversation-path';
import { SMS } from '@yardsale/core/sms';
import { users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { MESSAGE_TEXTS } from '@/services/message-texts';
import { mergeJson } from '@/services/profile';
import { SMS_TEXTS } from '@/services/sms/texts';
import type { UserRow } from '@/services/users';
import { claimNotice } from './mail';
import { publicNameOf } from './people';
import { quoteOf } from './quote';

const TITLE_MAX = 40;

export const wantsMessageTexts = (ctx: ServiceContext, receiver: UserRow): boolean =>
  Boolean(ctx.sms && receiver.smsNumber && receiver.notificationSettings.sms && receiver.isActive && !receiver.suspendedAt);

/** Returns at once: the text goes in the background and never fails the message. */
export function textMessage(ctx: ServiceContext, message: Message, people: { sender: UserRow; receiver: UserRow }, listingTitle: string, now: Date): void {
  const { sender, receiver } = people;
  const [sms, to] = [ctx.sms, receiver.smsNumber];
  if (!sms || !to) return; // as wantsMessageTexts asked
  ctx.push.inBackground(async () => {
    const { db } = ctx.database;
    if (!(await claimNotice(db, message, now, 'textedAt', SMS.perConversationMs))) return;
    const language = languageOr(receiver.preferences.language);
    const name = publicNameOf(sender, MESSAGE_TEXTS[language].nameless);
    const url = `${ctx.config.publicUrl}${conversationPath(message.listingId, message.senderId)}`;
    const text = SMS_TEXTS[language].newMessage(name, quoteOf(listingTitle, TITLE_MAX, '...'), quoteOf(message.content, SMS.quoteMax, '...'), url);
    if ((await sms.send(to, text)) === 'opted-out') {
      await db.update(users).set({ smsNumber: null, notificationSettings: mergeJson(users.notificationSettings, { sms: false }) }).where(and(eq(users.id, receiver.id), eq(users.smsNumber, to)));
    }
  });
}
