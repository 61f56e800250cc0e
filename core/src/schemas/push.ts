// Web Push subscriptions (decision 0015): what a browser's PushSubscription.toJSON() gives. The server
// later posts to the endpoint, so only a push service's address is taken: https on a public host name,
// never an IP address or localhost, which could reach the server's own network (where a name leads is
// checked again when the server connects: api/src/services/push/push-transport.ts). Development and
// tests may also use an endpoint on this machine (a local stand-in for a push service).
import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { PUSH } from '../messaging';

export const PUSH_MESSAGES = {
  loginRequired: 'You must be logged in to get push notifications',
  endpointRequired: 'An endpoint is required',
  endpointTooLong: `Must be at most ${PUSH.endpointMax} characters`,
  endpointInvalid: 'Must be the https:// address of a push service',
  p256dhInvalid: 'Must be a P-256 public key in base64url (65 bytes)',
  authInvalid: 'Must be a 16-byte secret in base64url',
  subscribed: 'Push notifications are on for this browser',
  unsubscribed: 'Push notifications are off for this browser',
} as const;

/** Scheme, host (a name, an IPv4 address or a bracketed IPv6 one), an optional port and the rest; no user info. */
const ENDPOINT = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** A DNS name whose last label is letters only: no spelling of an IP address (URL parsers read 0x7f.1 as one) passes. */
const PUBLIC_HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,63}$/i;
const LOCALHOST_NAME = /(?:^|\.)localhost$/i;
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the server may post notifications to `value`; `allowLoopback` (outside production) adds http(s) on this machine. */
export function isPushEndpoint(value: string, allowLoopback: boolean): boolean {
  const [, scheme, host] = ENDPOINT.exec(value) ?? [];
  if (!scheme || !host) return false;
  if (allowLoopback && LOOPBACK_HOST.test(host)) return true;
  return scheme.toLowerCase() === 'https' && PUBLIC_HOST.test(host) && !LOCALHOST_NAME.test(host);
}

const endpointText = () => string().trim().required(PUSH_MESSAGES.endpointRequired).max(PUSH.endpointMax, PUSH_MESSAGES.endpointTooLong);

/** An uncompressed P-256 point (0x04 first, so 'B') and a 16-byte secret, as browsers encode them (padding allowed). */
const P256DH = /^B[\w-]{86}=?$/;
const AUTH_SECRET = /^[\w-]{22}(?:==)?$/;

/**
 * POST /api/push/subscriptions: the browser's subscription (expirationTime is dropped). Built per
 * server: `allowLoopback` outside production only.
 */
export const pushSubscriptionSchema = ({ allowLoopback }: { allowLoopback: boolean }) =>
  object({
    endpoint: endpointText().test('push-endpoint', PUSH_MESSAGES.endpointInvalid, (value) => isPushEndpoint(value, allowLoopback)),
    keys: object({
      p256dh: string().trim().required(PUSH_MESSAGES.p256dhInvalid).matches(P256DH, PUSH_MESSAGES.p256dhInvalid),
      auth: string().trim().required(PUSH_MESSAGES.authInvalid).matches(AUTH_SECRET, PUSH_MESSAGES.authInvalid),
    }),
  }).meta({ failureShape: 'validation-failed' });
export type PushSubscriptionInput = InferType<ReturnType<typeof pushSubscriptionSchema>>;

/** DELETE /api/push/subscriptions: the endpoint of this browser's subscription. */
export const pushUnsubscribeSchema = object({ endpoint: endpointText() }).meta({ failureShape: 'validation-failed' });
