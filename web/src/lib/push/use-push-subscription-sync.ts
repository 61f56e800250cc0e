import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { notificationsGranted, subscribeThisBrowser } from './browser-push';

/**
 * Keeps this browser subscribed while someone signed in with push notifications on uses it: the API
 * drops a subscription with the session that sent it, so a new session sends it again. Quietly: the
 * settings switch is where failures are told; here the next visit simply tries again.
 */
export function usePushSubscriptionSync(): void {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const pushOn = user?.notificationSettings?.push === true;
  useEffect(() => {
    if (userId && pushOn && notificationsGranted()) subscribeThisBrowser().catch(() => undefined);
  }, [userId, pushOn]);
}
