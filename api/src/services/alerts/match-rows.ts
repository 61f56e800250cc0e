// The rows that say which person an alert told of which post, for both kinds of alert (sale alerts:
// decision 0039; item alerts: 0061). One row a person and post, under their nearest alert. An edit
// that takes the post out of the person's alerts withdraws the row rather than forgetting it, so
// fitting again tells no one twice; rows are dropped a week after their post ended (decision 0078).
import { and, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '@yardsale/core/durations';
import type { Db } from '@/db/client';
import { itemAlertMatches, itemAlerts, saleAlertMatches, saleAlerts } from '@/db/schema';

const MATCHES = {
  sale: { matches: saleAlertMatches, post: saleAlertMatches.listingId, alerts: saleAlerts },
  item: { matches: itemAlertMatches, post: itemAlertMatches.classifiedId, alerts: itemAlerts },
} as const;

type Kind = keyof typeof MATCHES;
type MatchTable = (typeof MATCHES)[Kind]['matches'];

/** A person's nearest alert that a post fits, and how far the post is from its place. */
export interface Fit {
  userId: string;
  alertId: string;
  distanceKm: number;
}

/** How long a match mailed or withdrawn is kept after its post ended: a week after, it is nobody's news. */
const SETTLED_KEPT_MS = 7 * DAY_MS;

/** '{a,b}': a Postgres array of ids or numbers, which need no quoting, as one parameter. */
const arrayOf = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** A match the hourly e-mail is still to name: neither mailed nor withdrawn by an edit. */
export const waitingMatch = (matches: MatchTable) => and(isNull(matches.mailedAt), isNull(matches.withdrawnAt));

/**
 * Drops the matches mailed or withdrawn whose post ended over a week ago; `endedBefore(cutoff)` says
 * of a match's post whether it ended before the cutoff.
 */
export async function dropSettledMatches(db: Db, kind: Kind, endedBefore: (cutoff: SQL) => SQL, now: Date): Promise<void> {
  const { matches } = MATCHES[kind];
  const cutoff = sql`${new Date(now.getTime() - SETTLED_KEPT_MS).toISOString()}::timestamptz`;
  await db.delete(matches).where(and(or(isNotNull(matches.mailedAt), isNotNull(matches.withdrawnAt)), endedBefore(cutoff)));
}

const isForeignKeyViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (cause?.code ?? code) === '23503';
};

/**
 * Inserts the fits as matches in one statement (arrays travel as one parameter each, whatever the
 * number of people), and answers who has one made now. A person the post fitted before an edit
 * (`fitBefore`) gets none: only one with a match has it measured again, withdrawn or not as it was.
 */
async function upsertFits(db: Db, kind: Kind, postId: string, fits: readonly Fit[], fitBefore: ReadonlySet<string>, now: Date) {
  const { matches, post, alerts } = MATCHES[kind];
  const postColumn = sql.identifier(post.name);
  const at = sql`${now.toISOString()}::timestamptz`;
  const before = arrayOf([...fitBefore]);
  const upsert = sql`
    insert into ${matches} (user_id, alert_id, distance_km, matched_at, ${postColumn})
    select fit.user_id, fit.alert_id, fit.distance_km, ${at}, ${postId}::uuid
    from unnest(${arrayOf(fits.map((fit) => fit.userId))}::uuid[], ${arrayOf(fits.map((fit) => fit.alertId))}::uuid[], ${arrayOf(fits.map((fit) => fit.distanceKm))}::float8[])
      as fit(user_id, alert_id, distance_km)
    where exists (select from ${alerts} where ${alerts.id} = fit.alert_id)
      and (fit.user_id <> all(${before}::uuid[])
        or exists (select from ${matches} as known where known.user_id = fit.user_id and known.${postColumn} = ${postId}::uuid))
    on conflict (user_id, ${postColumn}) do update
      set alert_id = excluded.alert_id, distance_km = excluded.distance_km,
        withdrawn_at = case when excluded.user_id = any(${before}::uuid[]) then ${matches.withdrawnAt} end
      where ${matches.mailedAt} is null
    returning user_id as "userId", matched_at = ${at} as fresh`;
  const { rows } = (await db.execute(upsert)) as unknown as { rows: { userId: string; fresh: boolean }[] };
  return rows.filter((row) => row.fresh).map((row) => row.userId);
}

/**
 * Records what a post fits now, and answers whom it is news to (to be pushed):
 * - a match not yet mailed that the post no longer fits is withdrawn, so the e-mail does not name it;
 * - a person it fitted before an edit (`fitBefore`) is not told of it by the edit: their match, if
 *   any, is measured again (the point others see may have moved: decision 0069), and one withdrawn
 *   stays withdrawn;
 * - anyone else gets a match, or theirs measured again and standing again if withdrawn. A match keeps
 *   the time it was first made, so only one made now is news.
 * Fits refused because an alert was deleted meanwhile (its key gone) go in one at a time, so only
 * that alert's is lost.
 */
export async function recordFits(db: Db, kind: Kind, postId: string, fits: readonly Fit[], fitBefore: ReadonlySet<string>, now: Date): Promise<Set<string>> {
  const { matches, post } = MATCHES[kind];
  await db
    .update(matches)
    .set({ withdrawnAt: now })
    .where(and(sql`${post} = ${postId}`, waitingMatch(matches), sql`${matches.userId} <> all(${arrayOf(fits.map((fit) => fit.userId))}::uuid[])`));
  if (fits.length === 0) return new Set();
  const upsert = (some: readonly Fit[]) => upsertFits(db, kind, postId, some, fitBefore, now);
  const unlessAlertGone = (error: unknown): string[] => {
    if (!isForeignKeyViolation(error)) throw error;
    return [];
  };
  const fresh = await upsert(fits).catch(async (error: unknown) => {
    unlessAlertGone(error);
    return (await Promise.all(fits.map((fit) => upsert([fit]).catch(unlessAlertGone)))).flat();
  });
  return new Set(fresh);
}
