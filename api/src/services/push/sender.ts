// Posting notifications to push services (decision 0015): web-push encrypts the payload (aes128gcm)
// and signs the request (VAPID); push-transport sends it, to public addresses only (outside production
// also to a test's stand-in push service on this machine, over plain http). Pushes run in the
// background: a message is never held up or failed by a slow or broken push service; failures are logged.
import webpush from 'web-push';
import type { PushNotification } from '@yardsale/core/push-types';
import type { VapidKeys } from '@/config';
import type { Db } from '@/db/client';
import { NotPublicAddressError, postToPushService } from './push-transport';
import { forgetEndpoint, subscriptionsOf, type PushSubscriptionRow } from './subscriptions';

const TIMEOUT_MS = 10_000;
/** A push service keeps a notification this long for a device that is offline; older news of a message is stale. */
const TTL_SECONDS = 24 * 60 * 60;

/** How a push service treats one push: how long it keeps it for a phone offline, and whether to wake one asleep. */
export interface PushDelivery {
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** A message: kept a day, and it wakes the phone. */
const MESSAGE_DELIVERY: PushDelivery = { ttlSeconds: TTL_SECONDS, urgency: 'high' };

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Runs `task` without making the caller wait; a failure is logged, never thrown. */
  inBackground(task: () => Promise<void>): void;
  /** Posts to every browser the user subscribed; a failed push is logged, an endpoint that is gone forgotten. */
  sendTo(userId: string, notification: PushNotification, delivery?: PushDelivery): Promise<void>;
  /** Resolves once every push under way is done (closing the server waits for it, and so do tests). */
  settled(): Promise<void>;
}

/** A failed push and, when a push service refused or failed it, its origin (never the endpoint: its path is a secret). */
export type PushFailureLog = (error: unknown, origin?: string) => void;

/** Text headers; the transport counts the body itself. */
const headersOf = (headers: webpush.Headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'Content-Length').map(([name, value]) => [name, String(value)]));

interface PushSenderOptions {
  vapid: { keys: VapidKeys; subject: string };
  /** Outside production: push services on this machine too (tests' stand-in). */
  allowLoopback: boolean;
  logFailure: PushFailureLog;
}

export function createPushSender(db: Db, { vapid, allowLoopback, logFailure }: PushSenderOptions): PushSender {
  const vapidDetails = { subject: vapid.subject, ...vapid.keys };
  const underWay = new Set<Promise<void>>();

  async function post(subscription: PushSubscriptionRow, payload: string, { ttlSeconds, urgency }: PushDelivery): Promise<void> {
    const { endpoint, p256dh, auth } = subscription;
    const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, { vapidDetails, TTL: ttlSeconds, urgency });
    const status = await postToPushService(endpoint, { headers: headersOf(request.headers), body: request.body, timeoutMs: TIMEOUT_MS, allowLoopback }).catch(async (error: unknown) => {
      // A name that leads into a private network is no push service: it is not tried again.
      if (error instanceof NotPublicAddressError) await forgetEndpoint(db, endpoint);
      throw error;
    });
    if (status === 404 || status === 410) return forgetEndpoint(db, endpoint);
    if (status < 200 || status > 299) throw new Error(`The push service answered ${status}`);
  }

  return {
    publicKey: vapid.keys.publicKey,
    inBackground(task) {
      const running: Promise<void> = task()
        .catch((error: unknown) => logFailure(error))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    },
    async sendTo(userId, notification, delivery = MESSAGE_DELIVERY) {
      const payload = JSON.stringify(notification);
      const subscriptions = await subscriptionsOf(db, userId);
      await Promise.all(subscriptions.map((subscription) => post(subscription, payload, delivery).catch((error: unknown) => logFailure(error, new URL(subscription.endpoint).origin))));
    },
    async settled() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
  };
}
