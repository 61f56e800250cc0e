// An alert changed in place, for both kinds of alert (PATCH /api/alerts/{id}: distance and words,
// decision 0082; /api/item-alerts/{id}: distance), and what the hourly e-mails name since. A match is
// kept once a person and post, under their nearest alert when it matched; the e-mail names it only
// if the post is still within the distance of one of the person's alerts as they stand when it is
// sent. So an alert made nearer takes out what now lies beyond it, even a match made by a process
// that read the old distance, and keeps what another of the person's alerts still reaches.
import { and, eq } from 'drizzle-orm';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import type { Db } from '@/db/client';
import { itemAlerts, saleAlerts } from '@/db/schema';
import { notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';

const ALERTS = { sale: saleAlerts, item: itemAlerts } as const;

type Kind = keyof typeof ALERTS;
type AlertRow<K extends Kind> = (typeof ALERTS)[K]['$inferSelect'];

/** What PATCH changes: the distance; a sale alert's words too, as typed and as searched. */
export interface AlertChanges {
  radiusKm?: number;
  q?: string;
  terms?: string[];
}

/**
 * Changes one's own alert under its row's lock (`tx`: the caller's transaction); anyone else's reads as
 * not found (`notFoundMessage`). Answers it as it was and as it is. A farther distance hears only of
 * posts to come.
 */
export async function changeOwnAlert<K extends Kind>(tx: Db, kind: K, userId: string, id: string, changes: AlertChanges, notFoundMessage: string): Promise<{ before: AlertRow<K>; after: AlertRow<K> }> {
  const alerts: (typeof ALERTS)[Kind] = ALERTS[kind];
  const [before] = isUuid(id) ? await tx.select().from(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId))).for('update') : [];
  if (!before) throw notFound(notFoundMessage);
  const [after] = await tx.update(alerts).set(changes).where(eq(alerts.id, id)).returning();
  return { before: before as AlertRow<K>, after: after as AlertRow<K> };
}

/** Whether a post at a point is within the distance of one of the person's alerts of that kind, as they stand now. */
export async function withinTheirAlerts(db: Db, kind: Kind, userId: string): Promise<(post: LatLng) => boolean> {
  const alerts: (typeof ALERTS)[Kind] = ALERTS[kind];
  const theirs = await db.select({ lat: alerts.latitude, lng: alerts.longitude, radiusKm: alerts.radiusKm }).from(alerts).where(eq(alerts.userId, userId));
  return (post) => theirs.some((alert) => haversineKm(alert, post) <= alert.radiusKm);
}
