// The VAPID key pair that signs every push (decision 0015): from the configuration when it names one,
// otherwise made on first start and kept in the database, so that several API processes on one
// PostgreSQL sign alike and `npm start` needs no setup.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { VapidKeys } from '@/config';
import type { Db } from '@/db/client';
import { vapidKeys } from '@/db/schema';

/** A configured pair whose halves do not belong together would be refused by every push service, silently. */
function checkPair(keys: VapidKeys): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  if (ecdh.getPublicKey('base64url') !== keys.publicKey) throw new Error('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY');
  return keys;
}

export async function loadOrCreateVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return checkPair(configured);
  // Processes starting together each offer a pair; the first one stored is everybody's.
  await db.insert(vapidKeys).values(webpush.generateVAPIDKeys()).onConflictDoNothing();
  const [stored] = await db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys);
  return stored!;
}
