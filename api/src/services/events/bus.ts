// What happens to a user that their open screens should know at once (a new message, the unread
// count), delivered to every open stream of theirs (GET /api/events), whichever API process holds it.
// On PostgreSQL through LISTEN/NOTIFY, so a message posted to one process reaches a stream held by
// another; on PGlite (one process) within the process.
import { sql } from 'drizzle-orm';
import type { Message } from '@yardsale/core/api-types';
import type { Database } from '@/db/client';

export type UserEvent = { type: 'message'; message: Message; unreadCount: number } | { type: 'unread'; unreadCount: number };

export interface EventBus {
  /** Delivers the event to the user's streams in every process. */
  publish(userId: string, event: UserEvent): Promise<void>;
  /**
   * Calls `listener` with each event of the user published from now on, or with null when some may
   * have been missed (the listener should end its stream, whose page then catches up); returns the unsubscribe.
   */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'yardsale_user_events';
/** NOTIFY payloads are capped at 8000 bytes; a message is at most 1000 characters (4000 bytes). */
const MAX_PAYLOAD_BYTES = 7900;
const RELISTEN_MS = 1000;

type Note = { userId: string; event: UserEvent };

/** A stream's listener: each event, or null when events may have been missed (the stream should end). */
type Listener = (event: UserEvent | null) => void;

function localListeners() {
  const byUser = new Map<string, Set<Listener>>();
  return {
    deliver({ userId, event }: Note) {
      for (const listener of byUser.get(userId) ?? []) listener(event);
    },
    /** Tells every stream that events may have been missed. */
    missed() {
      for (const listeners of byUser.values()) for (const listener of listeners) listener(null);
    },
    subscribe(userId: string, listener: Listener) {
      const set = byUser.get(userId) ?? new Set();
      byUser.set(userId, set.add(listener));
      return () => {
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },
  };
}

/** One process: events go straight to its listeners. */
function inProcessBus(): EventBus {
  const local = localListeners();
  return { publish: async (userId, event) => local.deliver({ userId, event }), subscribe: local.subscribe, close: async () => {} };
}

/**
 * Every process LISTENs on one channel and delivers what concerns its own streams. A lost LISTEN
 * connection ends the process's streams (their pages catch up when they reconnect) and is opened
 * again, every RELISTEN_MS until it holds.
 */
async function notifyBus(database: Database, log: (error: Error) => void): Promise<EventBus> {
  const local = localListeners();
  const listen = database.listen!;
  let closed = false;
  let stop: () => Promise<void> = async () => {};
  let retry: NodeJS.Timeout | undefined;
  const listenAgain = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      start().then(
        // Streams opened while it was not listening missed what was published meanwhile: they end too.
        () => local.missed(),
        (error: Error) => {
          log(error);
          listenAgain();
        },
      );
    }, RELISTEN_MS);
    retry.unref();
  };
  const start = async (): Promise<void> => {
    stop = await listen(CHANNEL, (payload) => local.deliver(JSON.parse(payload) as Note), (error) => {
      log(error);
      local.missed();
      listenAgain();
    });
  };
  await start();
  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ userId, event } satisfies Note);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Event for ${userId} is too large to NOTIFY`);
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await stop();
    },
  };
}

export async function openEventBus(database: Database, log: (error: Error) => void): Promise<EventBus> {
  return database.listen ? notifyBus(database, log) : inProcessBus();
}
