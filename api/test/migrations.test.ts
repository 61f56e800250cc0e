import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { createPostgresDatabase, openTestDatabase } from './support/database';
import { testEngine } from './support/engine';

const journal = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

/** First column of the first row; both drivers answer execute() with { rows }. */
async function scalar(database: Database, query: ReturnType<typeof sql>): Promise<unknown> {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Object.values(result.rows[0] ?? {})[0];
}

async function expectFullyMigrated(database: Database): Promise<void> {
  expect(await scalar(database, sql`select count(*)::int from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
  // The hand-written migration (GiST index over location and visible window) is the last one.
  expect(await scalar(database, sql`select count(*)::int from pg_indexes where indexname = 'listings_geo_window_idx'`)).toBe(1);
}

describe('runMigrations', () => {
  it('can run again and again on a migrated database', async () => {
    const database = await openTestDatabase();
    try {
      await runMigrations(database);
      await runMigrations(database);
      await expectFullyMigrated(database);
    } finally {
      await database.close();
    }
  });

  it.skipIf(testEngine() !== 'postgres')('lets API processes starting together migrate one at a time', async () => {
    const created = await createPostgresDatabase(); // empty: nothing migrated yet
    const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: created.url })));
    try {
      await Promise.all(databases.map((database) => runMigrations(database)));
      await expectFullyMigrated(databases[0]!);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await created.drop();
    }
  });
});
