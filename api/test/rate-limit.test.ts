import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { enforceRateLimit, hitRateLimit, releaseRateLimitHit } from '@/services/rate-limit';
import { Refusal } from '@/services/errors';
import { openTestDatabase } from './support/database';

const rule = { limit: 3, windowMs: 60_000 };
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('hitRateLimit', () => {
  it('counts hits per key and refuses those over the limit', async () => {
    const counts = [];
    for (let i = 0; i < 5; i++) counts.push(await hitRateLimit(database, 'sequential', rule));
    expect(counts.map((hit) => [hit.count, hit.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect((await hitRateLimit(database, 'another-key', rule)).count).toBe(1);
  });

  it('keeps one window end for the whole window', async () => {
    const first = await hitRateLimit(database, 'window-end', rule);
    const second = await hitRateLimit(database, 'window-end', rule);
    expect(second.resetAt.getTime()).toBe(first.resetAt.getTime());
    expect(first.secondsLeft).toBeLessThanOrEqual(rule.windowMs / 1000);
    expect(second.secondsLeft).toBeLessThanOrEqual(first.secondsLeft);
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(database, 'expired', rule);
    // Move the window into the past rather than waiting for it.
    const [ended] = await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'expired'))
      .returning();
    const hit = await hitRateLimit(database, 'expired', rule);
    expect(hit).toMatchObject({ count: 1, allowed: true });
    expect(hit.resetAt.getTime()).toBeGreaterThan(ended!.resetAt.getTime());
    expect(hit.secondsLeft).toBeGreaterThan(0);
    expect(hit.secondsLeft).toBeLessThanOrEqual(rule.windowMs / 1000);
  });

  it('loses no hit when many arrive at once', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database, 'burst', rule)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(rule.limit);
  });
});

describe('releaseRateLimitHit', () => {
  const countOf = async (key: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

  it('takes back a hit in the window it was counted in', async () => {
    await hitRateLimit(database, 'released', rule);
    const hit = await hitRateLimit(database, 'released', rule);
    await releaseRateLimitHit(database, 'released', hit);
    expect(await countOf('released')).toBe(1);
  });

  it('leaves a later window alone', async () => {
    const old = await hitRateLimit(database, 'released-late', rule);
    await database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, 'released-late'));
    await hitRateLimit(database, 'released-late', rule); // a new window, count 1
    await releaseRateLimitHit(database, 'released-late', old);
    expect(await countOf('released-late')).toBe(1);
  });

  it('tells apart windows that end within the same millisecond', async () => {
    const old = await hitRateLimit(database, 'released-same-ms', rule);
    // A new window with one hit, ending a microsecond from the old one, in the same millisecond.
    const end = sql`${old.windowEnd}::timestamptz`;
    const sameMillisecond = sql`${end} + case when extract(microseconds from ${end})::int % 1000 = 999 then interval '-1 microsecond' else interval '1 microsecond' end`;
    await database.db.update(rateLimits).set({ count: 1, resetAt: sameMillisecond }).where(eq(rateLimits.key, 'released-same-ms'));
    await releaseRateLimitHit(database, 'released-same-ms', old);
    expect(await countOf('released-same-ms')).toBe(1);
  });
});

describe('enforceRateLimit', () => {
  it('throws a too-many Refusal with the wait once over the limit', async () => {
    for (let i = 0; i < rule.limit; i++) await enforceRateLimit(database, 'enforced', rule);
    const error = await enforceRateLimit(database, 'enforced', rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ kind: 'too-many', message: 'Too many requests. Please try again in 1 minute.' });
    expect((error as Refusal).details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
