// A fresh, migrated database per call, copied from the run's template (see global-setup.ts).
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { adminDatabaseUrl, databaseUrlFor, quoteIdent, testEngine, uniqueDatabaseName } from './engine';

/** Runs one statement on the server's admin database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
async function adminQuery(statement: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its connections have closed; dropping WITH (FORCE) then kills
 * them, and their clients raise an unhandled FATAL 57P01 that fails the run. So wait (briefly) for
 * the database's own connections to go first; FORCE is left for ones a failed test left open.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await adminQuery('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/**
 * A new empty PostgreSQL database (no tables, not migrated) and a way to drop it, for tests of the
 * migrations themselves. `template` copies another database instead.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName('yardsale_test');
  await adminQuery(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`);
  // FORCE ends connections a failed test may have left open, so the database never lingers.
  return { url: databaseUrlFor(name), drop: () => dropDatabase(name) };
}

/** A migrated database of this run's engine; close() also deletes it. */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
    return openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template });
  }
  const created = await createPostgresDatabase(inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
