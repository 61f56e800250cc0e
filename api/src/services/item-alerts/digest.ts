// The hourly e-mail of item alerts (decision 0061), as the sale alerts' (decision 0039): each
// person's matches not yet mailed, claimed and the e-mail queued in one transaction, naming the items
// still for sale and within one of the person's alerts as they stand (alerts/radius.ts), nearest
// first. Someone whose e-mail notifications are off has their matches claimed and dropped.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatPrice } from '@yardsale/core/classified-price';
import { languageOr } from '@yardsale/core/constants';
import { classifiedPath } from '@yardsale/core/listing-links';
import { ITEM_ALERTS } from '@yardsale/core/schemas/item-alert';
import type { Db } from '@/db/client';
import { classifieds, itemAlertMatches } from '@/db/schema';
import { distanceText } from '@/services/alerts/digest';
import { dropSettledMatches, waitingMatch } from '@/services/alerts/match-rows';
import { withinTheirAlerts } from '@/services/alerts/radius';
import { classifiedForSaleAt } from '@/services/classifieds/queries';
import type { ServiceContext } from '@/services/context';
import { eachOnItsOwn } from '@/services/jobs';
import { itemAlertMail } from '@/services/mail-templates';
import { unsubscribeUrl } from '@/services/notifications/unsubscribe';
import { emailRecipient } from '@/services/push/audience';
import { ITEM_ALERT_TEXTS } from './item-alert-texts';

async function mailDigestTo(db: Db, ctx: ServiceContext, userId: string, now: Date): Promise<void> {
  const claimed = await db
    .update(itemAlertMatches)
    .set({ mailedAt: now })
    .where(and(eq(itemAlertMatches.userId, userId), waitingMatch(itemAlertMatches)))
    .returning({ classifiedId: itemAlertMatches.classifiedId, distanceKm: itemAlertMatches.distanceKm });
  const user = claimed.length > 0 ? await emailRecipient(db, userId) : undefined;
  if (!user) return;
  const distances = new Map(claimed.map((match) => [match.classifiedId, match.distanceKm]));
  const forSale = await db
    .select({ id: classifieds.id, lat: classifieds.publicLatitude, lng: classifieds.publicLongitude, title: classifieds.title, price: classifieds.price })
    .from(classifieds)
    .where(and(inArray(classifieds.id, [...distances.keys()]), classifiedForSaleAt(now)))
    .then(async (items) => items.filter(await withinTheirAlerts(db, 'item', userId)));
  if (forSale.length === 0) return;
  const nearestFirst = forSale.sort((a, b) => distances.get(a.id)! - distances.get(b.id)!);
  const language = languageOr(user.preferences.language);
  const texts = ITEM_ALERT_TEXTS[language];
  const named = nearestFirst.slice(0, ITEM_ALERTS.mailItemsMax);
  const { publicUrl } = ctx.config;
  await ctx.sendMail(
    itemAlertMail({
      to: user.email,
      language,
      lines: named.map((item) => `${item.title} — ${formatPrice(item.price, language, texts.free)} (${distanceText(distances.get(item.id)!, user.preferences.units, language)})`),
      more: forSale.length - named.length,
      count: forSale.length,
      linkUrl: `${publicUrl}${forSale.length === 1 ? classifiedPath(forSale[0]!.id) : '/classifieds'}`,
      settingsUrl: `${publicUrl}/settings`,
      // Turns e-mail notifications off, as the price-drop e-mail's does (api/src/routes/notifications.ts).
      stopUrl: await unsubscribeUrl(db, publicUrl, user),
    }),
    db,
  );
}

/** Run hourly (runMaintenance): settled matches of items long expired dropped, then one e-mail per person with new matches. */
export async function mailItemAlertDigests(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const { db } = ctx.database;
  await dropSettledMatches(db, 'item', (cutoff) => sql`exists (select from ${classifieds} where ${classifieds.id} = ${itemAlertMatches.classifiedId} and ${classifieds.expiresAt} < ${cutoff})`, now);
  const waiting = await db.selectDistinct({ userId: itemAlertMatches.userId }).from(itemAlertMatches).where(waitingMatch(itemAlertMatches));
  // Claimed and queued in one transaction each: a failure between the two leaves the matches for the next hour.
  await eachOnItsOwn(waiting, ({ userId }) => db.transaction((tx) => mailDigestTo(tx, ctx, userId, now)));
}
