// Who has a live event stream open, across API processes (table event_streams): someone with none is
// away, and is told of a new message by e-mail instead.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { EVENT_PRESENCE } from '@yardsale/core/messaging';
import type { Db } from '@/db/client';
import { eventStreams } from '@/db/schema';

const staleBefore = sql`now() - make_interval(secs => ${EVENT_PRESENCE.staleMs / 1000}::float8)`;

/** This process's record of its open streams. */
export function processPresence(db: Db, processId: string) {
  const mine = (userId: string) => and(eq(eventStreams.userId, userId), eq(eventStreams.processId, processId));
  return {
    async opened(userId: string): Promise<void> {
      await db
        .insert(eventStreams)
        .values({ userId, processId, streams: 1 })
        .onConflictDoUpdate({ target: [eventStreams.userId, eventStreams.processId], set: { streams: sql`${eventStreams.streams} + 1`, seenAt: sql`now()` } });
    },
    async closed(userId: string): Promise<void> {
      await db.update(eventStreams).set({ streams: sql`${eventStreams.streams} - 1` }).where(mine(userId));
      await db.delete(eventStreams).where(and(mine(userId), lte(eventStreams.streams, 0)));
    },
    /** Still running: its rows keep counting. */
    async refresh(): Promise<void> {
      await db.update(eventStreams).set({ seenAt: sql`now()` }).where(eq(eventStreams.processId, processId));
    },
    async forget(): Promise<void> {
      await db.delete(eventStreams).where(eq(eventStreams.processId, processId));
    },
  };
}

export type ProcessPresence = ReturnType<typeof processPresence>;

/** Whether the user has a stream open in any process that is still running. */
export async function isConnected(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(eventStreams)
    .where(and(eq(eventStreams.userId, userId), gt(eventStreams.streams, 0), sql`${eventStreams.seenAt} > ${staleBefore}`))
    .limit(1);
  return Boolean(row);
}

/** Rows of processes that died without forgetting them. */
export async function purgeStalePresence(db: Db): Promise<void> {
  await db.delete(eventStreams).where(sql`${eventStreams.seenAt} <= ${staleBefore}`);
}
