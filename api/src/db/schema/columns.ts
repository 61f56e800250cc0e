import { timestamp } from 'drizzle-orm/pg-core';

// Functions, not shared builders: a drizzle column builder belongs to the one table it is used in.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
