import { useLiveEvents } from '@/lib/messages/live-events';
import { usePushSubscriptionSync } from '@/lib/push/use-push-subscription-sync';
import { useSuspensionNotice } from '@/lib/use-suspension-notice';

/** What runs only while someone is signed in: their live events, their push subscription, a suspension's notice. */
export default function SignedInServices() {
  useLiveEvents();
  usePushSubscriptionSync();
  useSuspensionNotice();
  return null;
}
