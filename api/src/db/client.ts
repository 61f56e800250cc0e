import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseKind } from '@yardsale/core/api-types';
import * as schema from './schema';
import { lockDataFolder } from './lock';
import { PgliteThread } from './pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** A data-folder dump (from PGlite's dumpDataDir) to start from, instead of initdb. */
  pgliteTemplate?: Blob | File;
}

/**
 * PGlite's durability, spelled out instead of inherited (docs/decisions/0009-pglite-durability.md).
 * synchronous_commit must stay on: PGlite has no WAL writer, so with it off an acknowledged commit
 * stays in memory and a killed process loses it. fsync stays off because PGlite's Node file system
 * turns fsync into a no-op: "on" would promise a flush that never happens. Later -c options win.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...['-c', 'synchronous_commit=on', '-c', 'fsync=off', '-c', 'full_page_writes=on']];


/**
 * PGlite runs in a worker thread (db/pglite-worker.mjs): on the main thread each query held Node's
 * event loop, and one slow map query stalled every other request (bench/README.md).
 */
async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  const dir = options.pgliteDir ?? 'memory://';
  const onDisk = !dir.startsWith('memory://');
  const unlock = onDisk ? lockDataFolder(path.resolve(dir)) : () => {};
  try {
    const client = await PgliteThread.open({ dataDir: dir, startParams: PGLITE_START_PARAMS, template: options.pgliteTemplate });
    // (the worker loads the cube, earthdistance and pg_trgm extensions the geo and search indexes need)
    return {
      db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

// int8 (COUNT(*), bigint) arrives as a string from node-postgres but as a number from PGlite:
// parse it so both engines answer alike. Counts here never pass 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openServer(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openServer(options.databaseUrl) : openEmbedded(options);
}
