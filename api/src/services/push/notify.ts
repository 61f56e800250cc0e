// A push notification of a new message (decision 0015), to a receiver with push notifications on who
// is away (messages/notices.ts asks): to every browser they subscribed, at once, in the receiver's
// language. It names the sender by their public name, never their e-mail.
import type { Message } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import { PUSH } from '@yardsale/core/messaging';
import { conversationPath } from '@yardsale/core/conversation-path';
import type { PushNotification } from '@yardsale/core/push-types';
import type { ServiceContext } from '@/services/context';
import { publicNameOf } from '@/services/messages/people';
import { quoteOf } from '@/services/messages/quote';
import { MESSAGE_TEXTS } from '@/services/message-texts';
import type { UserRow } from '@/services/users';

function newMessageNotification(sender: Pick<UserRow, 'displayName'>, receiver: Pick<UserRow, 'preferences'>, message: Message): PushNotification {
  const texts = MESSAGE_TEXTS[languageOr(receiver.preferences.language)];
  return { title: texts.pushTitle(publicNameOf(sender, texts.nameless)), body: quoteOf(message.content, PUSH.quoteMax), url: conversationPath(message.listingId, message.senderId) };
}

export const wantsMessagePushes = (receiver: UserRow): boolean => receiver.notificationSettings.push;

/** Returns at once: the pushes go in the background and never fail the message. */
export function pushMessage(ctx: ServiceContext, message: Message, people: { sender: UserRow; receiver: UserRow }): void {
  const { sender, receiver } = people;
  ctx.push.inBackground(() => ctx.push.sendTo(receiver.id, newMessageNotification(sender, receiver, message)));
}
