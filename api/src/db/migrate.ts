import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
// Any fixed number: API processes starting together on one server take turns migrating.
const MIGRATION_LOCK_KEY = 748_201_733;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePostgres(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
