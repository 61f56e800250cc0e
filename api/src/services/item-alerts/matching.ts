// A new classified against everyone's item alerts (decision 0061): each person whose alert it falls
// in (within the radius of its public point, in the alert's category, matching its words as the
// classifieds search would, not their own item) gets one match, the nearest of their alerts, and at
// once a push if push is on. Blocks play no part, as in sale alerts (decision 0044). An item edited
// in what alerts match on is matched again (decision 0078): it is news to those it fits now and did
// not before the edit.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { classifiedFilterOf } from '@yardsale/core/classified-query';
import { formatPrice } from '@yardsale/core/classified-price';
import { languageOr } from '@yardsale/core/constants';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import { classifiedPath } from '@yardsale/core/listing-links';
import { LARGEST_RADIUS_KM } from '@yardsale/core/schemas/sale-alert';
import { sameMembers } from '@yardsale/core/same-members';
import { classifieds, itemAlerts, users } from '@/db/schema';
import { recordFits, type Fit } from '@/services/alerts/match-rows';
import { classifiedForSaleAt } from '@/services/classifieds/queries';
import type { ClassifiedRow } from '@/services/classifieds/serialization';
import { filterCondition } from '@/services/classifieds/search';
import { withinRadiusBox } from '@/services/listings/sql';
import type { ServiceContext } from '@/services/context';
import { isUuid } from '@/services/ids';
import { accountInUse } from '@/services/push/audience';
import { ITEM_ALERT_TEXTS } from './item-alert-texts';

interface Match extends Fit {
  q: string;
  place: string | null;
  language: string;
  push: boolean;
}

/** An alert's place (`ll_to_earth` of it: the GiST index) in the box around `point` that holds the largest radius. */
const inBoxAround = (point: LatLng, place: SQL) => withinRadiusBox(point, LARGEST_RADIUS_KM, place);

/**
 * The words of the alerts around the item that the item has, as the classifieds search finds a word
 * at this moment (its stems, prefixes and close spellings: classified_word_query, migrations 0003 and
 * 0016), each word looked up once however many alerts have it; a stop word narrows nothing, so it is
 * found too. An alert's words are found when all of them are.
 */
function wordsFound(point: LatLng, classifiedId: string) {
  const item = sql`(select ${classifieds.searchVector} from ${classifieds} where ${classifieds.id} = ${classifiedId})`;
  return sql`array(
    select word.term from (select distinct unnest(nearby.terms) as term from ${itemAlerts} as nearby where ${inBoxAround(point, sql`ll_to_earth(nearby.latitude, nearby.longitude)`)}) as word,
      lateral classified_word_query(word.term) as found(query)
    where found.query is null or ${item} @@ found.query)`;
}

/**
 * The alerts around the item whose words it has, while it is for sale; each alert's own radius and
 * category are checked after.
 */
async function alertsMatching(ctx: ServiceContext, classifiedId: string, now: Date, sellerId?: string) {
  const { db } = ctx.database;
  const [item] = await db
    .select({ userId: classifieds.userId, lat: classifieds.publicLatitude, lng: classifieds.publicLongitude, title: classifieds.title, price: classifieds.price })
    .from(classifieds)
    .where(and(eq(classifieds.id, classifiedId), classifiedForSaleAt(now), sellerId ? eq(classifieds.userId, sellerId) : undefined));
  if (!item) return { item: undefined, rows: [] };
  const rows = await db
    .select({ alert: itemAlerts, preferences: users.preferences, notificationSettings: users.notificationSettings })
    .from(itemAlerts)
    .innerJoin(users, eq(users.id, itemAlerts.userId))
    .where(and(inBoxAround(item, sql`ll_to_earth(${itemAlerts.latitude}, ${itemAlerts.longitude})`), ne(itemAlerts.userId, item.userId), accountInUse(), sql`${itemAlerts.terms} <@ ${wordsFound(item, classifiedId)}`));
  return { item, rows };
}

/** The item while it is for sale, and each person's nearest alert among those whose radius and category take it. */
async function matchesOf(ctx: ServiceContext, classifiedId: string, now: Date, sellerId?: string) {
  const { item, rows } = await alertsMatching(ctx, classifiedId, now, sellerId);
  if (!item) return { item, matches: [] };
  const inCategory = new Set<string>();
  for (const category of new Set(rows.map(({ alert }) => alert.category))) {
    const condition = filterCondition(classifiedFilterOf(category));
    const [hit] = await ctx.database.db.select({ id: classifieds.id }).from(classifieds).where(and(eq(classifieds.id, classifiedId), condition));
    if (hit) inCategory.add(category);
  }
  const nearest = new Map<string, Match>();
  for (const { alert, preferences, notificationSettings } of rows) {
    const distanceKm = haversineKm({ lat: item.lat, lng: item.lng }, { lat: alert.latitude, lng: alert.longitude });
    if (distanceKm > alert.radiusKm || !inCategory.has(alert.category)) continue;
    const known = nearest.get(alert.userId);
    if (known && known.distanceKm <= distanceKm) continue;
    nearest.set(alert.userId, { userId: alert.userId, alertId: alert.id, distanceKm, q: alert.q, place: alert.place, language: preferences.language, push: notificationSettings.push });
  }
  return { item, matches: [...nearest.values()] };
}

/**
 * After a classified is posted or edited (`fitBefore`: whom it fitted before the edit: fitsOfItem):
 * records its matches and pushes the news (alerts/match-rows.ts: each person is told of an item once;
 * an edit tells only those it newly fits, and withdraws the matches not yet mailed it no longer fits,
 * for other words, category or place, or once it is no longer for sale). Run by
 * alerts/due-matchings.ts, one at a time an item.
 */
export async function matchClassified(ctx: ServiceContext, classifiedId: string, fitBefore: ReadonlySet<string> = new Set(), now: Date = new Date()): Promise<void> {
  const { item, matches } = await matchesOf(ctx, classifiedId, now);
  const fresh = await recordFits(ctx.database.db, 'item', classifiedId, matches, fitBefore, now);
  if (!item) return;
  await Promise.all(
    matches
      .filter((match) => match.push && fresh.has(match.userId))
      .map((match) => {
        const language = languageOr(match.language);
        const texts = ITEM_ALERT_TEXTS[language];
        const body = `${item.title} · ${formatPrice(item.price, language, texts.free)}`;
        return ctx.push.sendTo(match.userId, { title: texts.pushTitle(match.q, match.place), body, url: classifiedPath(classifiedId) });
      }),
  );
}

type MatchedFields = Pick<ClassifiedRow, 'title' | 'description' | 'category' | 'categories' | 'price' | 'publicLatitude' | 'publicLongitude'>;

/**
 * Whether an edit changed what item alerts match on: the words the search finds (title, description,
 * category and tags), the filter list's entries (a category, a tag, free: the price) and the public
 * point. New photos or another condition match no one anew.
 */
export const changesItemAlertMatches = (before: MatchedFields, after: MatchedFields): boolean =>
  before.title !== after.title ||
  before.description !== after.description ||
  before.category !== after.category ||
  !sameMembers(before.categories, after.categories) ||
  Number(before.price) !== Number(after.price) ||
  before.publicLatitude !== after.publicLatitude ||
  before.publicLongitude !== after.publicLongitude;

/**
 * The people an item of `sellerId` fits now (read before an edit, so that the edit tells only those
 * it newly fits); none for anyone else's item, which the edit then refuses.
 */
export const fitsOfItem = async (ctx: ServiceContext, classifiedId: string, sellerId: string, now: Date = new Date()): Promise<Set<string>> =>
  new Set(isUuid(classifiedId) ? (await matchesOf(ctx, classifiedId, now, sellerId)).matches.map((match) => match.userId) : []);
