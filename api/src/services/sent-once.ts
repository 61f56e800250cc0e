// A sale, a classified or a message sent again with the same Idempotency-Key (decision 0084) is made
// once. On a weak network an answer can be lost after the server made the post: the app then says it
// failed, and the person taps again. Sent with the key of the first try, the second request gets
// what the first one made, and nobody is told of it twice.
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { classifieds, listings, messages } from '@/db/schema';
import { isUniqueViolation } from '@/db/unique-violation';

interface KeyedTable {
  table: PgTable;
  id: AnyPgColumn;
  author: AnyPgColumn;
  clientKey: AnyPgColumn;
}

export const KEYED = {
  sale: { table: listings, id: listings.id, author: listings.userId, clientKey: listings.clientKey },
  item: { table: classifieds, id: classifieds.id, author: classifieds.userId, clientKey: classifieds.clientKey },
  message: { table: messages, id: messages.id, author: messages.senderId, clientKey: messages.clientKey },
} satisfies Record<string, KeyedTable>;

/** When a post or message is made (tests set it), and the key its app sent it with. */
export interface SentOptions {
  now?: Date;
  clientKey?: string | undefined;
}

/** What a request made now, or the id of what an earlier request with its key made. */
export type Made<T> = { fresh: true; made: T } | { fresh: false; id: string };

/** The id of what the author made with this key, if anything yet. */
export async function madeBefore(db: Db, keyed: KeyedTable, authorId: string, clientKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: keyed.id })
    .from(keyed.table)
    .where(and(eq(keyed.author, authorId), eq(keyed.clientKey, clientKey)));
  return row?.id as string | undefined;
}

/**
 * Makes it with `make` (which writes `clientKey` on its row), unless the author already made one with
 * that key; without a key, always. Two requests with one key at once: the unique index refuses the
 * second's row, which then answers the first's.
 */
export async function makeOnce<T>(db: Db, keyed: KeyedTable, authorId: string, clientKey: string | undefined, make: () => Promise<T>): Promise<Made<T>> {
  if (!clientKey) return { fresh: true, made: await make() };
  const before = await madeBefore(db, keyed, authorId, clientKey);
  if (before) return { fresh: false, id: before };
  try {
    return { fresh: true, made: await make() };
  } catch (error) {
    const first = isUniqueViolation(error) ? await madeBefore(db, keyed, authorId, clientKey) : undefined;
    if (!first) throw error;
    return { fresh: false, id: first };
  }
}

/** What a request made, or, sent again with its key, what the first one made (a `repeat`). */
export interface Sent<T> {
  made: T;
  repeat: boolean;
}

/** The id of what was made, now or before, when `make` answers the new row's id. */
export const idOf = (made: Made<string>): string => (made.fresh ? made.made : made.id);
