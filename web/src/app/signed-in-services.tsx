import { useLiveEvents } from '@/lib/messages/live-events';
import { usePushSubscriptionSync } from '@/lib/push/use-push-subscription-sync';

/** What runs only while someone is signed in: their live events and their push subscription. */
export default function SignedInServices() {
  useLiveEvents();
  usePushSubscriptionSync();
  return null;
}
