// This browser's Web Push subscription (decision 0015): made through the service worker with the
// server's VAPID key and told to the API, so that new messages reach this device while the app is
// closed. The API keeps it for the session that sent it; signing in again sends it again.
import type { PushKey } from '@yardsale/core/push-types';
import { api, apiRequest } from '@/lib/api-client';

/** Why this browser cannot get push notifications. */
export type PushUnavailableReason = 'unsupported' | 'no-service-worker' | 'refused-by-push-service';

export class PushUnavailable extends Error {
  constructor(
    readonly reason: PushUnavailableReason,
    options?: ErrorOptions,
  ) {
    super(`Push notifications are unavailable: ${reason}`, options);
    this.name = 'PushUnavailable';
  }
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  return current !== null && new Uint8Array(current).join() === key.join();
}

/** The app's service worker once active; it is missing where the app runs without one (development, a blocked worker). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) throw new PushUnavailable('unsupported');
  if (!(await navigator.serviceWorker.getRegistration())) throw new PushUnavailable('no-service-worker');
  return navigator.serviceWorker.ready;
}

async function subscribe(): Promise<void> {
  const registration = await activeRegistration();
  const key = keyBytes((await api.get<PushKey>('/api/push/key')).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's was replaced): its push service would refuse our pushes.
  if (subscription && !madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch((error: unknown) => {
    throw new PushUnavailable('refused-by-push-service', { cause: error });
  });
  await api.post('/api/push/subscriptions', subscription.toJSON());
}

let subscribing: Promise<void> | undefined;

/** Subscribes this browser and tells the API; callers at the same time share one attempt. */
export function subscribeThisBrowser(): Promise<void> {
  subscribing ??= subscribe().finally(() => (subscribing = undefined));
  return subscribing;
}

/** Tells the API to stop, then drops the browser's subscription (if it has one). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export const notificationsGranted = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';
