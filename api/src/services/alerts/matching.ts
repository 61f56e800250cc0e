// A new yard sale against everyone's alerts (decision 0039): each person whose alert it falls in
// (within the radius, of the alert's types, categories and words (0073), not their own sale) gets
// one match, the nearest of their alerts, and at once a push if push is on. Blocks play no part:
// which sales do not alert someone would tell whose they are (decision 0044). A sale edited to
// another place, other types, categories, dates or words is matched again (decision 0078): it is
// news to those whose alerts it fits now and did not before the edit, and to nobody twice.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Listing } from '@yardsale/core/api-types';
import { languageOr } from '@yardsale/core/constants';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import { salePath } from '@yardsale/core/listing-links';
import { LARGEST_RADIUS_KM } from '@yardsale/core/schemas/sale-alert';
import { matchesFilters } from '@yardsale/core/visibility';
import { sameMembers } from '@yardsale/core/same-members';
import { listings, saleAlerts, users } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { isUuid } from '@/services/ids';
import { readListing } from '@/services/listings/serialization';
import { withinRadiusBox, wordQuery } from '@/services/listings/sql';
import { accountInUse } from '@/services/push/audience';
import { ALERT_TEXTS } from './alert-texts';
import { recordFits, type Fit } from './match-rows';

interface Match extends Fit {
  q: string;
  place: string | null;
  language: string;
  push: boolean;
}

/**
 * The words of the alerts around the sale that it holds, as Filter Sales' search finds a word
 * (decision 0073: `wordQuery`, close spellings included), each looked up once however many alerts
 * have it. A stop word narrows nothing, as in the search, so it is found too. An alert matches when
 * all its words are found; one without words takes any sale.
 */
function wordsFound(center: LatLng, saleId: string): SQL {
  const sale = sql`(select ${listings.searchVector} from ${listings} where ${listings.id} = ${saleId})`;
  const around = withinRadiusBox(center, LARGEST_RADIUS_KM, sql`ll_to_earth(nearby.latitude, nearby.longitude)`);
  return sql`array(
    select word.term from (select distinct unnest(nearby.terms) as term from ${saleAlerts} as nearby where ${around}) as word,
      lateral (select ${wordQuery(sql`word.term`)}) as found(query)
    where numnode(found.query) = 0 or ${sale} @@ found.query)`;
}

/** The sale as others see it at `now`, if it is shown. */
async function shownSale(ctx: ServiceContext, saleId: string, now: Date): Promise<Listing | undefined> {
  const sale = isUuid(saleId) ? await readListing(ctx.database.db, saleId, now) : undefined;
  return sale?.isActive && Date.parse(sale.visibleUntil) >= now.getTime() ? sale : undefined;
}

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
        sql`${saleAlerts.terms} <@ ${wordsFound(center, sale.id)}`,
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

type MatchedFields = Pick<Listing, 'latitude' | 'longitude' | 'dates' | 'category' | 'categories' | 'isEstateSale' | 'isMovingSale' | 'isCommunitySale' | 'hideExactAddress' | 'title' | 'description'>;

/**
 * Whether an edit changed what alerts match a sale on: its place (or the point others see of it:
 * decision 0069), types, categories, dates or words (its title, description and category, which
 * the search finds words in: decision 0078).
 */
export const changesAlertMatches = (before: MatchedFields, after: MatchedFields): boolean =>
  before.hideExactAddress !== after.hideExactAddress ||
  before.title !== after.title ||
  before.description !== after.description ||
  before.category !== after.category ||
  before.latitude !== after.latitude ||
  before.longitude !== after.longitude ||
  before.isEstateSale !== after.isEstateSale ||
  before.isMovingSale !== after.isMovingSale ||
  before.isCommunitySale !== after.isCommunitySale ||
  !sameMembers(before.categories, after.categories) ||
  !sameMembers(before.dates, after.dates);

/**
 * Records a sale's matches after it is posted or edited (`fitBefore`: whom it fitted before the edit:
 * fitsOfSale), and pushes the news (match-rows.ts: each person is told of a sale once; an edit tells
 * only those it newly fits, and withdraws the matches not yet mailed it no longer fits). A sale not
 * shown (taken down, or over) is news to no one. The sale is read as others see it: while its seller
 * keeps the address (decision 0069), distances and pushes tell no more. Run by due-matchings.ts,
 * one at a time a sale.
 */
export async function matchSale(ctx: ServiceContext, saleId: string, fitBefore: ReadonlySet<string> = new Set(), now: Date = new Date()): Promise<void> {
  const sale = await shownSale(ctx, saleId, now);
  if (!sale) {
    await recordFits(ctx.database.db, 'sale', saleId, [], fitBefore, now); // its matches not yet mailed are withdrawn
    return;
  }
  const matches = await matchesOf(ctx, sale);
  const fresh = await recordFits(ctx.database.db, 'sale', sale.id, matches, fitBefore, now);
  await Promise.all(
    matches
      .filter((match) => match.push && fresh.has(match.userId))
      .map((match) => {
        const texts = ALERT_TEXTS[languageOr(match.language)];
        return ctx.push.sendTo(match.userId, { title: texts.pushTitle(match.q, match.place), body: `${sale.title} · ${sale.address}`, url: salePath(sale.id) });
      }),
  );
}

/**
 * The people a sale of `sellerId` fits now (read before an edit, so that the edit tells only those
 * it newly fits); none for anyone else's sale, which the edit then refuses.
 */
export async function fitsOfSale(ctx: ServiceContext, saleId: string, sellerId: string, now: Date = new Date()): Promise<Set<string>> {
  const sale = await shownSale(ctx, saleId, now);
  return new Set(sale?.userId === sellerId ? (await matchesOf(ctx, sale)).map((match) => match.userId) : []);
}
