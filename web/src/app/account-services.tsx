import { useLiveEvents } from '@/lib/messages/live-events';
import { usePushSubscriptionSync } from '@/lib/push/use-push-subscription-sync';
import { useSuspensionNotice } from '@/lib/use-suspension-notice';

/**
 * What runs for an account: while it is signed in, its live events and its push subscription; a
 * suspension's notice, whether the app hears it now or heard it as it opened (suspended since the
 * last visit, the app opens as a guest's).
 */
export default function AccountServices() {
  useLiveEvents();
  usePushSubscriptionSync();
  useSuspensionNotice();
  return null;
}
