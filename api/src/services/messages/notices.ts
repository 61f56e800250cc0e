// What tells a receiver of a new message while they are away (no live stream open in any process:
// events/presence.ts): a push (decision 0015), a text (0077) and an e-mail, each as their settings
// allow. Whether they are away is read once for all three.
import type { Message } from '@yardsale/core/api-types';
import type { ServiceContext } from '@/services/context';
import { isConnected } from '@/services/events/presence';
import { pushMessage, wantsMessagePushes } from '@/services/push/notify';
import type { UserRow } from '@/services/users';
import { mailMessage, wantsMessageMail } from './mail';
import { textMessage, wantsMessageTexts } from './text';

/** The push and the text go in the background; the e-mail is queued before the answer. */
export async function tellIfAway(ctx: ServiceContext, message: Message, people: { sender: UserRow; receiver: UserRow }, listingTitle: string, now: Date): Promise<void> {
  const { receiver } = people;
  const [push, text, mail] = [wantsMessagePushes(receiver), wantsMessageTexts(ctx, receiver), wantsMessageMail(receiver)];
  if (!(push || text || mail) || (await isConnected(ctx.database.db, receiver.id))) return;
  if (push) pushMessage(ctx, message, people);
  if (text) textMessage(ctx, message, people, listingTitle, now);
  if (mail) await mailMessage(ctx, message, people, listingTitle, now);
}
