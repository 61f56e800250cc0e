// Alert matching that outlives its process (decision 0080). Posting or editing a post writes that its
// matching is due, before the answer; the same process runs it just after the answer, and the row
// goes once it ran. If the process stopped first (a deploy, a crash, a matching that failed), the
// five-minute news run of any process takes it up. Before, the people a new sale fitted were then
// never told, and those an edit newly fitted were in the next edit's "fitted before".
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { HOUR_MS, MINUTE_MS } from '@yardsale/core/durations';
import type { Db } from '@/db/client';
import { alertMatchingsDue } from '@/db/schema';
import type { ServiceContext } from '@/services/context';
import { eachOnItsOwn, oneAtATimePerKey } from '@/services/jobs';
import { matchClassified } from '@/services/item-alerts/matching';
import { matchSale } from './matching';

export type PostKind = (typeof alertMatchingsDue.kind.enumValues)[number];

const MATCHERS: Record<PostKind, (ctx: ServiceContext, postId: string, fitBefore: ReadonlySet<string>) => Promise<void>> = {
  sale: matchSale,
  item: matchClassified,
};

/**
 * How long the process that took a post has to match it before another may: a matching takes well
 * under a second (bench/README.md), so this is only ever reached by one that was lost.
 */
export const MATCHING_CLAIM_MS = 2 * MINUTE_MS;

/** How many lost matchings one news run takes up; the rest wait for the next run. */
const LOST_PER_RUN = 50;

/** The longest a lost matching that keeps failing waits between two tries (decision 0083). */
export const LOST_MATCHING_WAIT_MAX_MS = 6 * HOUR_MS;

/**
 * How long a lost matching taken up for the `attempts`-th time (0: the first) is claimed for: twice
 * as long as the time before, up to LOST_MATCHING_WAIT_MAX_MS. One that keeps failing then goes
 * behind those lost since, rather than first in every run, and is still tried until it is fixed.
 */
export const lostMatchingClaimMs = (attempts: number) => Math.min(MATCHING_CLAIM_MS * 2 ** attempts, LOST_MATCHING_WAIT_MAX_MS);

const thePost = (kind: PostKind, postId: string) => and(eq(alertMatchingsDue.kind, kind), eq(alertMatchingsDue.postId, postId));

/**
 * Writes that a post is to be matched: posted (nobody fitted it before) or edited (`fitBefore`:
 * fitsOfSale, fitsOfItem). A second edit before the first one's matching ran keeps, as fitted before,
 * only those who fitted before both: anyone either edit brought in is news, once (match-rows.ts).
 */
async function writeMatchingDue(db: Db, kind: PostKind, postId: string, fitBefore: ReadonlySet<string>, now: Date): Promise<void> {
  await db
    .insert(alertMatchingsDue)
    .values({ kind, postId, fitBefore: [...fitBefore], requestId: randomUUID(), runAfter: new Date(now.getTime() + MATCHING_CLAIM_MS) })
    .onConflictDoUpdate({
      target: [alertMatchingsDue.kind, alertMatchingsDue.postId],
      set: {
        fitBefore: sql`array(select unnest(${alertMatchingsDue.fitBefore}) intersect select unnest(excluded.fit_before))`,
        requestId: sql`excluded.request_id`,
        runAfter: sql`excluded.run_after`,
        attempts: 0, // a new edit, matched afresh by its own process
      },
    });
}

/** A post's matching after posting and after each edit, and a lost one taken up, run one after the other in this process. */
const inTurn = oneAtATimePerKey();
const keyOf = (kind: PostKind, postId: string) => `${kind}:${postId}`;

/**
 * Runs a post's matching if it is still due, then forgets it unless another edit was written
 * meanwhile (that edit's own run matches it again).
 */
const runDueMatching = (ctx: ServiceContext, kind: PostKind, postId: string) =>
  inTurn(keyOf(kind, postId), async () => {
    const { db } = ctx.database;
    const [due] = await db.select().from(alertMatchingsDue).where(thePost(kind, postId));
    if (!due) return;
    await MATCHERS[kind](ctx, postId, new Set(due.fitBefore));
    await db.delete(alertMatchingsDue).where(and(thePost(kind, postId), eq(alertMatchingsDue.requestId, due.requestId)));
  });

/**
 * After a post or an edit that changes what alerts match it on: writes that its matching is due (the
 * answer waits for that one statement), and runs it after the answer, with the pushes it sends, so
 * that a slow push service never holds up posting. The post is saved already: if the write fails, the
 * answer still says so, and the matching runs unrecorded, as before decision 0080, its failure logged.
 */
export async function matchAfterAnswer(ctx: ServiceContext, kind: PostKind, postId: string, fitBefore: ReadonlySet<string> = new Set(), now: Date = new Date()): Promise<void> {
  const unrecorded = await writeMatchingDue(ctx.database.db, kind, postId, fitBefore, now).then(
    () => undefined,
    (error: unknown) => error,
  );
  ctx.push.inBackground(async () => {
    if (unrecorded === undefined) return runDueMatching(ctx, kind, postId);
    await inTurn(keyOf(kind, postId), () => MATCHERS[kind](ctx, postId, fitBefore));
    throw unrecorded; // logged by the background runner: this matching would have been lost with its process
  });
}

/**
 * Takes up the matchings whose process did not run them in time: each is claimed (lostMatchingClaimMs)
 * in one statement, so two runs never claim the same one at once, oldest first, and run. One that
 * fails again is taken up by a later run, and its failure names the post and how often it was tried.
 */
export async function runLostMatchings(ctx: ServiceContext, now: Date = new Date()): Promise<void> {
  const due = alertMatchingsDue;
  const at = sql`${now.toISOString()}::timestamptz`;
  const lost = sql`select ${due.kind}, ${due.postId} from ${due} where ${due.runAfter} <= ${at}
    order by ${due.runAfter} limit ${LOST_PER_RUN} for update skip locked`;
  // The exponent stops at 20, past the longest wait, so that a row tried for years cannot overflow it.
  const claimMs = sql`least(${MATCHING_CLAIM_MS} * power(2, least(${due.attempts}, 20)), ${LOST_MATCHING_WAIT_MAX_MS})`;
  const claimed = await ctx.database.db
    .update(due)
    .set({ runAfter: sql`${at} + ${claimMs} * interval '1 millisecond'`, attempts: sql`${due.attempts} + 1` })
    .where(sql`(${due.kind}, ${due.postId}) in (${lost})`)
    .returning({ kind: due.kind, postId: due.postId, attempts: due.attempts });
  await eachOnItsOwn(claimed, ({ kind, postId, attempts }) =>
    runDueMatching(ctx, kind, postId).catch((cause: unknown) => {
      throw new Error(`The lost alert matching of ${kind} ${postId} failed, taken up ${attempts} times`, { cause });
    }),
  );
}
