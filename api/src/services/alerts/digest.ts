// The hourly e-mail of new-sale alerts (decision 0039): each person's matches not yet mailed, claimed
// in one statement so that two processes never mail the same ones, naming the sales still shown,
// nearest first. Someone whose e-mail notifications are off has their matches claimed and dropped.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { languageOr, type Language, type Units } from '@yardsale/core/constants';
import { distanceAmount } from '@yardsale/core/geo';
import { NUMBER_FORMATS } from '@yardsale/core/locale-data/number-formats';
import { formatAmount } from '@yardsale/core/number-format';
import { formatSaleHours, saleDaysText, type SaleDays } from '@yardsale/core/sale-dates';
import { salePath } from '@yardsale/core/listing-links';
import { SALE_ALERTS } from '@yardsale/core/schemas/sale-alert';
import type { Db } from '@/db/client';
import { listings, saleAlertMatches } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { emailRecipient } from '@/services/push/audience';
import { eachOnItsOwn } from '@/services/jobs';
import { addressShownAt } from '@/services/listings/address-privacy';
import { visibleByTime } from '@/services/listings/sql';
import { saleAlertMail } from '@/services/mail-templates';
import { unsubscribeUrl } from '@/services/notifications/unsubscribe';
import { dropSettledMatches, waitingMatch } from './match-rows';
import { withinTheirAlerts } from './radius';

/** 'Sat, Nov 28, 8:00 AM – 2:00 PM' in the person's language. */
const whenText = (sale: SaleDays & { startTime: string; endTime: string }, language: Language) =>
  `${saleDaysText(sale, language) ?? sale.startDate}, ${formatSaleHours(sale.startTime, sale.endTime, language)}`;

export function distanceText(km: number, units: Units, language: Language): string {
  const { unit, amount, decimals } = distanceAmount(km, units);
  return `${formatAmount(NUMBER_FORMATS[language], amount, decimals)}\u00a0${unit}`; // never parted at a line's end
}

async function mailDigestTo(db: Db, ctx: ServiceContext, userId: string, now: Date): Promise<void> {
  const claimed = await db
    .update(saleAlertMatches)
    .set({ mailedAt: now })
    .where(and(eq(saleAlertMatches.userId, userId), waitingMatch(saleAlertMatches)))
    .returning({ listingId: saleAlertMatches.listingId, distanceKm: saleAlertMatches.distanceKm });
  const user = claimed.length > 0 ? await emailRecipient(db, userId) : undefined;
  if (!user) return;
  const distances = new Map(claimed.map((match) => [match.listingId, match.distanceKm]));
  const shown = await db
    .select({
      id: listings.id,
      lat: listings.publicLatitude,
      lng: listings.publicLongitude,
      title: listings.title,
      address: addressShownAt(now),
      startDate: listings.startDate,
      dates: listings.dates,
      startTime: listings.startTime,
      endTime: listings.endTime,
    })
    .from(listings)
    .where(and(inArray(listings.id, [...distances.keys()]), visibleByTime(now)))
    .then(async (sales) => sales.filter(await withinTheirAlerts(db, 'sale', userId)));
  if (shown.length === 0) return;
  const nearestFirst = shown.sort((a, b) => distances.get(a.id)! - distances.get(b.id)!);
  const language = languageOr(user.preferences.language);
  const named = nearestFirst.slice(0, SALE_ALERTS.mailSalesMax);
  const { publicUrl } = ctx.config;
  await ctx.sendMail(
    saleAlertMail({
      to: user.email,
      language,
      lines: named.map((sale) => `${sale.title} — ${whenText(sale, language)} — ${sale.address} (${distanceText(distances.get(sale.id)!, user.preferences.units, language)})`),
      more: shown.length - named.length,
      count: shown.length,
      linkUrl: `${publicUrl}${shown.length === 1 ? salePath(shown[0]!.id) : '/find'}`,
      settingsUrl: `${publicUrl}/settings`,
      stopUrl: await unsubscribeUrl(db, publicUrl, user, 'alerts'),
    }),
    db,
  );
}

/** Run hourly (runMaintenance): settled matches of sales long over dropped, then one e-mail per person with new matches. */
export async function mailAlertDigests(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const { db } = ctx.database;
  await dropSettledMatches(db, 'sale', (cutoff) => sql`exists (select from ${listings} where ${listings.id} = ${saleAlertMatches.listingId} and ${listings.visibleUntil} < ${cutoff})`, now);
  const waiting = await db.selectDistinct({ userId: saleAlertMatches.userId }).from(saleAlertMatches).where(waitingMatch(saleAlertMatches));
  // Claimed and queued in one transaction each: a failure between the two leaves the matches for the next hour.
  await eachOnItsOwn(waiting, ({ userId }) => db.transaction((tx) => mailDigestTo(tx, ctx, userId, now)));
}
