// Runs once per test run and project: builds the migrated database every test file starts from, so
// the slow parts (PGlite's initdb, running migrations) happen once instead of once per file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PgliteThread } from '@/db/pglite-thread';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { adminDatabaseUrl, databaseUrlFor, quoteIdent, uniqueDatabaseName } from './engine';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const migrationsDir = path.join(repoRoot, 'api/src/db/migrations');
const cacheDir = path.join(repoRoot, '.data-test');

/** Changes whenever a migration or the PGlite version does, so a cached template is never stale. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteManifest = path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(JSON.parse(fs.readFileSync(pgliteManifest, 'utf8')).version);
  for (const file of fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite data folder, dumped to .data-test/ and reused by later runs while valid. */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar.gz`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await runMigrations(database);
    const client = (database.db as unknown as { $client: PgliteThread }).$client;
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(cacheDir, { recursive: true });
    for (const old of fs.readdirSync(cacheDir)) {
      if (old.startsWith('pglite-template-')) fs.rmSync(path.join(cacheDir, old), { force: true });
    }
    // Written aside and renamed, so a parallel or interrupted run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return file;
  } finally {
    await database.close();
  }
}

/** A migrated template database on the server; dropped again when the run ends. */
async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName('yardsale_template');
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(name) });
  try {
    await runMigrations(database);
  } finally {
    await database.close(); // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to it
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminDatabaseUrl() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`).finally(() => client.end());
  };
  return { name, drop };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const template = await postgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('pgliteTemplatePath', await pgliteTemplate());
}
