import { sql } from 'drizzle-orm';
import { filledMessage } from '@yardsale/core/schemas/filled-messages';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { tooMany } from '@/services/errors';


export interface RateLimitRule {
  /** Most hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitHit {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  resetAt: Date;
  /** resetAt as the database keeps it, to the microsecond: which window this hit was counted in. */
  windowEnd: string;
  /** Until resetAt by the database's clock, so a server whose clock differs still tells the truth. */
  secondsLeft: number;
}

/**
 * Counts a hit against `key` in a fixed window. One INSERT ... ON CONFLICT DO UPDATE does the read,
 * the reset of an elapsed window and the increment atomically, so every API process sharing the
 * database counts together and concurrent hits are never lost. Time is the database's clock, so
 * processes whose clocks differ still agree on when a window ends.
 */
export async function hitRateLimit(database: Database, key: string, rule: RateLimitRule): Promise<RateLimitHit> {
  const elapsed = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await database.db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${rule.windowMs / 1000}::float8)` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${elapsed} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${elapsed} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      resetAt: rateLimits.resetAt,
      windowEnd: sql<string>`${rateLimits.resetAt}::text`,
      secondsLeft: sql<number>`extract(epoch from ${rateLimits.resetAt} - now())::float8`,
    });
  if (!row) throw new Error(`Rate limit upsert for ${key} returned no row`);
  return { ...row, allowed: row.count <= rule.limit };
}

/**
 * Takes back one hit that turned out not to count (a sign-in whose password was right, an attempt
 * refused anyway). Only in the window the hit was counted in: once that window has ended and a new
 * one begun, the new one's count is left alone, however soon after the old one it began.
 */
export async function releaseRateLimitHit(database: Database, key: string, hit: RateLimitHit): Promise<void> {
  await database.db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} = ${hit.windowEnd}::timestamptz and ${rateLimits.count} > 0`);
}

/** Answers 429 (with the wait in the message and in retryAfterSeconds) once `key` is over its limit. */
export async function enforceRateLimit(database: Database, key: string, rule: RateLimitRule): Promise<void> {
  const hit = await hitRateLimit(database, key, rule);
  if (hit.allowed) return;
  throw tooManyRequests(hit.secondsLeft);
}

/** The 429 of a full window, with the wait rounded up to whole seconds and, in the message, minutes. */
export function tooManyRequests(secondsLeft: number) {
  const retryAfterSeconds = Math.max(1, Math.ceil(secondsLeft));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooMany(filledMessage('retryInMinutes', { count: minutes }), retryAfterSeconds);
}

/** Forgets windows that have ended, so the table holds only live counters. */
export async function purgeExpiredRateLimits(database: Database): Promise<void> {
  await database.db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
}
