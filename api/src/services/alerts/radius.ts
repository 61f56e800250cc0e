// An alert's distance, for both kinds of alert: changed in place (PATCH /api/alerts/{id} and
// /api/item-alerts/{id}), and what the hourly e-mails name since. A match is kept once a person and
// post, under their nearest alert when it matched; the e-mail names it only if the post is still
// within the distance of one of the person's alerts as they stand when it is sent. So an alert made
// nearer takes out what now lies beyond it, even a match made by a process that read the old
// distance, and keeps what another of the person's alerts still reaches.
import { and, eq } from 'drizzle-orm';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import type { Db } from '@/db/client';
import { itemAlerts, saleAlerts } from '@/db/schema';
import { notFound } from '@/services/errors';
import { isUuid } from '@/services/ids';

const ALERTS = { sale: saleAlerts, item: itemAlerts } as const;

type Kind = keyof typeof ALERTS;
type AlertRow<K extends Kind> = (typeof ALERTS)[K]['$inferSelect'];

/** Only one's own alert; anyone else's reads as not found (`notFoundMessage`). A farther distance hears only of posts to come. */
export async function changeAlertRadius<K extends Kind>(db: Db, kind: K, userId: string, id: string, radiusKm: number, notFoundMessage: string): Promise<AlertRow<K>> {
  const alerts: (typeof ALERTS)[Kind] = ALERTS[kind];
  const [changed] = isUuid(id) ? await db.update(alerts).set({ radiusKm }).where(and(eq(alerts.id, id), eq(alerts.userId, userId))).returning() : [];
  if (!changed) throw notFound(notFoundMessage);
  return changed as AlertRow<K>;
}

/** Whether a post at a point is within the distance of one of the person's alerts of that kind, as they stand now. */
export async function withinTheirAlerts(db: Db, kind: Kind, userId: string): Promise<(post: LatLng) => boolean> {
  const alerts: (typeof ALERTS)[Kind] = ALERTS[kind];
  const theirs = await db.select({ lat: alerts.latitude, lng: alerts.longitude, radiusKm: alerts.radiusKm }).from(alerts).where(eq(alerts.userId, userId));
  return (post) => theirs.some((alert) => haversineKm(alert, post) <= alert.radiusKm);
}
