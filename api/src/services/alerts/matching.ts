// A new yard sale against everyone's alerts (decision 0039): each person whose alert it falls in
// (within the radius, of the alert's types, categories and words (0073), not their own sale) gets
// one match, the nearest of their alerts, and at once a push if push is on. Blocks play no part:
// which sales do not alert someone would tell whose they are (decision 0044). A sale edited to
// another place, other types or categories, or other dates is matched again: it may now be news to
// someone whose alert it missed. An edit of its words is not (no seller re-announces by a typo).
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import { haversineKm } from '@yardsale/core/geo';
import { salePath } from '@yardsale/core/listing-links';
import { LARGEST_RADIUS_KM } from '@yardsale/core/schemas/sale-alert';
import { matchesFilters } from '@yardsale/core/visibility';
import { listings, saleAlertMatches, saleAlerts, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { readListing } from '@/services/listings/serialization';
import { withinRadiusBox, wordQuery } from '@/services/listings/sql';
import { accountInUse } from '@/services/push/audience';
import { ALERT_TEXTS } from './alert-texts';

interface Match {
  userId: string;
  alertId: string;
  distanceKm: number;
  q: string;
  place: string | null;
  language: string;
  push: boolean;
}

/**
 * Each of the alert's words found in the sale as Filter Sales' search finds it (decision 0073); a stop
 * word narrows nothing, as in the search. An alert without words takes any sale.
 */
const holdsTheWords = (saleId: string) => sql`not exists (
  select from unnest(${saleAlerts.terms}) as word(term), lateral (select ${wordQuery(sql`word.term`)}) as found(query)
  where numnode(found.query) > 0
    and not exists (select from ${listings} where ${listings.id} = ${saleId} and ${listings.searchVector} @@ found.query))`;

async function matchesOf(ctx: ServiceContext, sale: Listing): Promise<Match[]> {
  const center = { lat: sale.latitude, lng: sale.longitude };
  const rows = await ctx.database.db
    .select({ alert: saleAlerts, preferences: users.preferences, notificationSettings: users.notificationSettings })
    .from(saleAlerts)
    .innerJoin(users, eq(users.id, saleAlerts.userId))
    .where(
      and(
        // The GiST index's box around the largest radius; each alert's own radius is checked below.
        withinRadiusBox(center, LARGEST_RADIUS_KM, sql`ll_to_earth(${saleAlerts.latitude}, ${saleAlerts.longitude})`),
        ne(saleAlerts.userId, sale.userId!),
        accountInUse(),
        holdsTheWords(sale.id),
      ),
    );
  const nearest = new Map<string, Match>();
  for (const { alert, preferences, notificationSettings } of rows) {
    const distanceKm = haversineKm(center, { lat: alert.latitude, lng: alert.longitude });
    if (distanceKm > alert.radiusKm || !matchesFilters(sale, { saleTypes: alert.saleTypes, categories: alert.categories })) continue;
    const known = nearest.get(alert.userId);
    if (known && known.distanceKm <= distanceKm) continue;
    const match = { userId: alert.userId, alertId: alert.id, distanceKm, q: alert.q, place: alert.place, language: preferences.language, push: notificationSettings.push };
    nearest.set(alert.userId, match);
  }
  return [...nearest.values()];
}

type MatchedFields = Pick<Listing, 'latitude' | 'longitude' | 'dates' | 'categories' | 'isEstateSale' | 'isMovingSale' | 'isCommunitySale' | 'hideExactAddress'>;

const sameList = (one: readonly string[], other: readonly string[]) => one.length === other.length && one.every((item) => other.includes(item));

/**
 * Whether an edit changed what alerts match a sale on: its place (or the point others see of it:
 * decision 0069), types, categories or dates.
 */
export const changesAlertMatches = (before: MatchedFields, after: MatchedFields): boolean =>
  before.hideExactAddress !== after.hideExactAddress ||
  before.latitude !== after.latitude ||
  before.longitude !== after.longitude ||
  before.isEstateSale !== after.isEstateSale ||
  before.isMovingSale !== after.isMovingSale ||
  before.isCommunitySale !== after.isCommunitySale ||
  !sameList(before.categories, after.categories) ||
  !sameList(before.dates, after.dates);

/**
 * After a sale is posted or edited: records its matches (once each, however often it is called) and
 * pushes them. A match not yet mailed that the sale no longer fits (it moved away, or changed its
 * types) is dropped. A sale not shown (taken down, or over) is news to no one. The sale is read as
 * others see it: while its seller keeps the address (decision 0069), distances and pushes tell no more.
 */
export async function matchSale(ctx: ServiceContext, saleId: string, now: Date = new Date()): Promise<void> {
  const sale = await readListing(ctx.database.db, saleId, now);
  if (!sale?.isActive || Date.parse(sale.visibleUntil) < now.getTime()) return;
  const matches = await matchesOf(ctx, sale);
  await ctx.database.db
    .delete(saleAlertMatches)
    .where(
      and(
        eq(saleAlertMatches.listingId, sale.id),
        isNull(saleAlertMatches.mailedAt),
        matches.length > 0 ? notInArray(saleAlertMatches.userId, matches.map((match) => match.userId)) : undefined,
      ),
    );
  if (matches.length === 0) return;
  const recorded = await ctx.database.db
    .insert(saleAlertMatches)
    .values(matches.map(({ userId, alertId, distanceKm }) => ({ userId, listingId: sale.id, alertId, distanceKm, matchedAt: now })))
    // A match not yet mailed is measured again: the point others see may have moved (decision 0069).
    .onConflictDoUpdate({
      target: [saleAlertMatches.userId, saleAlertMatches.listingId],
      set: { alertId: sql`excluded.alert_id`, distanceKm: sql`excluded.distance_km` },
      setWhere: isNull(saleAlertMatches.mailedAt),
    })
    .returning({ userId: saleAlertMatches.userId, matchedAt: saleAlertMatches.matchedAt });
  // Only a new match is pushed: one measured again keeps the time it was first made.
  const fresh = new Set(recorded.filter((row) => row.matchedAt.getTime() === now.getTime()).map((row) => row.userId));
  await Promise.all(
    matches
      .filter((match) => match.push && fresh.has(match.userId))
      .map((match) => {
        const texts = ALERT_TEXTS[languageOr(match.language)];
        return ctx.push.sendTo(match.userId, { title: texts.pushTitle(match.q, match.place), body: `${sale.title} · ${sale.address}`, url: salePath(sale.id) });
      }),
  );
}
