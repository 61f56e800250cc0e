import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Functions, not shared builders: a drizzle column builder belongs to the one table it is used in.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The Idempotency-Key its author's app sent it with (decision 0084): the same key again from the same
 * person makes nothing new, so a request retried after its answer was lost is made once.
 */
export const clientKey = () => uuid('client_key');

/** A text-search document: a classified's, kept by a trigger (migration 0003); a sale's, generated (migration 0029). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
