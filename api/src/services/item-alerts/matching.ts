// A new classified against everyone's item alerts (decision 0061): each person whose alert it falls
// in (within the radius of its public point, in the alert's category, matching its words as the
// classifieds search would, not their own item) gets one match, the nearest of their alerts, and at
// once a push if push is on. Blocks play no part, as in sale alerts (decision 0044). An edited item
// only loses the matches it no longer fits.
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { classifiedFilterOf } from '@yardsale/core/classified-query';
import { formatPrice } from '@yardsale/core/classified-price';
import { languageOr } from '@yardsale/core/constants';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import { classifiedPath } from '@yardsale/core/listing-links';
import { LARGEST_RADIUS_KM } from '@yardsale/core/schemas/sale-alert';
import type { Db } from '@/db/client';
import { classifieds, itemAlertMatches, itemAlerts, users } from '@/db/schema';
import { filterCondition } from '@/services/classifieds/search';
import { withinRadiusBox } from '@/services/listings/sql';
import type { ServiceContext } from '@/services/context';
import { accountInUse } from '@/services/push/audience';
import { ITEM_ALERT_TEXTS } from './item-alert-texts';

interface Match {
  userId: string;
  alertId: string;
  distanceKm: number;
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

/** The alerts around the item whose words it has; each alert's own radius and category are checked after. */
async function alertsMatching(ctx: ServiceContext, classifiedId: string) {
  const { db } = ctx.database;
  const [item] = await db.select({ userId: classifieds.userId, lat: classifieds.publicLatitude, lng: classifieds.publicLongitude }).from(classifieds).where(eq(classifieds.id, classifiedId));
  if (!item) return { item: undefined, rows: [] };
  const rows = await db
    .select({ alert: itemAlerts, preferences: users.preferences, notificationSettings: users.notificationSettings })
    .from(itemAlerts)
    .innerJoin(users, eq(users.id, itemAlerts.userId))
    .where(and(inBoxAround(item, sql`ll_to_earth(${itemAlerts.latitude}, ${itemAlerts.longitude})`), ne(itemAlerts.userId, item.userId), accountInUse(), sql`${itemAlerts.terms} <@ ${wordsFound(item, classifiedId)}`));
  return { item, rows };
}

/** Each person's nearest alert among those whose radius and category take the item. */
async function matchesOf(ctx: ServiceContext, classifiedId: string): Promise<Match[]> {
  const { item, rows } = await alertsMatching(ctx, classifiedId);
  if (!item) return [];
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
  return [...nearest.values()];
}

/** Matches inserted a statement at a time: five parameters a row, far under PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;

const isForeignKeyViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (cause?.code ?? code) === '23503';
};

type NewMatch = typeof itemAlertMatches.$inferInsert;

/**
 * Records the matches a chunk a statement, and answers who was newly matched. A chunk refused because
 * an alert was deleted meanwhile (its key gone) goes in a row at a time, so only that alert's is lost.
 */
async function recordMatches(db: Db, values: readonly NewMatch[]): Promise<Set<string>> {
  const insert = (rows: readonly NewMatch[]) => db.insert(itemAlertMatches).values([...rows]).onConflictDoNothing().returning({ userId: itemAlertMatches.userId });
  const unlessAlertGone = (error: unknown) => {
    if (!isForeignKeyViolation(error)) throw error;
    return [];
  };
  const recorded: { userId: string }[] = [];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const chunk = values.slice(start, start + INSERT_CHUNK);
    const rows = await insert(chunk).catch(async (error: unknown) => {
      unlessAlertGone(error);
      return (await Promise.all(chunk.map((row) => insert([row]).catch(unlessAlertGone)))).flat();
    });
    recorded.push(...rows);
  }
  return new Set(recorded.map((row) => row.userId));
}

async function matchNew(ctx: ServiceContext, classified: { id: string; title: string; price: string }, now: Date): Promise<void> {
  const matches = await matchesOf(ctx, classified.id);
  const fresh = await recordMatches(ctx.database.db, matches.map(({ userId, alertId, distanceKm }) => ({ userId, classifiedId: classified.id, alertId, distanceKm, matchedAt: now })));
  await Promise.all(
    matches
      .filter((match) => match.push && fresh.has(match.userId))
      .map((match) => {
        const language = languageOr(match.language);
        const texts = ITEM_ALERT_TEXTS[language];
        const body = `${classified.title} · ${formatPrice(classified.price, language, texts.free)}`;
        return ctx.push.sendTo(match.userId, { title: texts.pushTitle(match.q, match.place), body, url: classifiedPath(classified.id) });
      }),
  );
}

async function unmatchEdited(ctx: ServiceContext, classifiedId: string): Promise<void> {
  const fitting = (await matchesOf(ctx, classifiedId)).map((match) => match.userId);
  await ctx.database.db
    .delete(itemAlertMatches)
    .where(and(eq(itemAlertMatches.classifiedId, classifiedId), isNull(itemAlertMatches.mailedAt), sql`${itemAlertMatches.userId} <> all(${`{${fitting.join(',')}}`}::uuid[])`));
}

/**
 * One item's matching after posting and after each edit run one after the other in this process: an
 * edit right after posting waits for the post's matches, so it can drop those it no longer fits.
 */
const underWay = new Map<string, Promise<void>>();
function inTurn(classifiedId: string, task: () => Promise<void>): Promise<void> {
  const turn = (underWay.get(classifiedId) ?? Promise.resolve()).catch(() => undefined).then(task);
  underWay.set(classifiedId, turn);
  const forget = () => void (underWay.get(classifiedId) === turn && underWay.delete(classifiedId));
  turn.then(forget, forget);
  return turn;
}

/** After a classified is posted: records its matches (once each) and pushes them. */
export const matchClassified = (ctx: ServiceContext, classified: { id: string; title: string; price: string }, now: Date = new Date()) =>
  inTurn(classified.id, () => matchNew(ctx, classified, now));

/**
 * After a classified is edited: a match not yet mailed that the item no longer fits (other words,
 * category or place) is dropped, so the e-mail does not name it. An edit announces nothing new.
 */
export const unmatchEditedClassified = (ctx: ServiceContext, classifiedId: string) => inTurn(classifiedId, () => unmatchEdited(ctx, classifiedId));
