// A stand-in push service on 127.0.0.1 and a browser's side of Web Push, written from the standards
// (RFC 8291 message encryption, RFC 8292 VAPID) with node:crypto rather than with the library the
// API sends with, so that a test proves what a real browser would read.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { PushNotification } from '@yardsale/core/push-types';
import type { ApiClient } from './client';

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  url: string;
  requests: PushRequest[];
  /** The status answered at a path from now on (201 Created otherwise, as push services answer). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const statuses = new Map<string, number>();
  const requests: PushRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, status) => statuses.set(path, status),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a browser keeps of its subscription: the private half of p256dh, and the auth secret. */
export interface BrowserSubscription {
  /** The body of POST /api/push/subscriptions, as PushSubscription.toJSON() gives it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  path: string;
  receiverKey: ECDH;
  authSecret: Buffer;
}

export function browserSubscription(service: Pick<FakePushService, 'url'>): BrowserSubscription {
  const receiverKey = createECDH('prime256v1');
  receiverKey.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomUUID()}`;
  const keys = { p256dh: receiverKey.getPublicKey('base64url'), auth: authSecret.toString('base64url') };
  return { json: { endpoint: `${service.url}${path}`, expirationTime: null, keys }, path, receiverKey, authSecret };
}

const hkdf = (key: Buffer, salt: Buffer, info: string | Buffer, length: number) => Buffer.from(hkdfSync('sha256', key, salt, info, length));

/** Decrypts an aes128gcm push message of one record (RFC 8291), as the browser does. */
export function decryptPush(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const senderKeyLength = body[20]!;
  const senderKey = body.subarray(21, 21 + senderKeyLength);
  const record = body.subarray(21 + senderKeyLength);
  const { receiverKey, authSecret } = subscription;
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey.getPublicKey(), senderKey]);
  const keyMaterial = hkdf(receiverKey.computeSecret(senderKey), authSecret, info, 32);
  const decipher = createDecipheriv('aes-128-gcm', hkdf(keyMaterial, salt, 'Content-Encoding: aes128gcm\0', 16), hkdf(keyMaterial, salt, 'Content-Encoding: nonce\0', 12));
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  return padded.subarray(0, padded.lastIndexOf(2)).toString();
}

/**
 * Checks a VAPID Authorization header (RFC 8292: `vapid t=JWT, k=key`) as a push service does: the
 * JWT is signed (ES256) by the key it names. Answers that key and the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined): { publicKey: string; claims: { aud: string; sub: string; exp: number } } {
  const [, token, publicKey] = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '') ?? [];
  if (!token || !publicKey) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const signedBy = verify('sha256', Buffer.from(`${header}.${payload}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signedBy) throw new Error('The VAPID token is not signed by the key it names');
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; sub: string; exp: number } };
}

/** Turns push on (or off) for the account `client` is signed in to, and subscribes a browser of its own to `service`. */
export async function subscribedBrowser(client: ApiClient, service: Pick<FakePushService, 'url'>, push = true): Promise<BrowserSubscription> {
  expect((await client.patch('/api/users/profile', { notificationSettings: { push } })).status).toBe(200);
  const browser = browserSubscription(service);
  expect((await client.post('/api/push/subscriptions', browser.json)).status).toBe(200);
  return browser;
}

/** The notifications that reached `browser`, as it reads them. */
export const notificationsTo = (service: Pick<FakePushService, 'requests'>, browser: BrowserSubscription): PushNotification[] =>
  service.requests.filter((request) => request.path === browser.path).map((request) => JSON.parse(decryptPush(request.body, browser)) as PushNotification);
