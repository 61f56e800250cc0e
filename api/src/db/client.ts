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
  /** PostgreSQL only: a connection of its own that LISTENs on a channel (services/events). */
  listen?: (channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) => Promise<() => Promise<void>>;
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

/**
 * No parallel workers for the API's queries: they answer one page in a few milliseconds, and starting
 * workers cost 9-15 ms on 2 cores and set the p95 of browsing classifieds (bench/README.md).
 */
const SERVER_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

function openServer(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: SERVER_SESSION_OPTIONS, keepAlive: true });
  // An idle connection the server ended (a restart, a failover, an administrator) is an 'error' on
  // the pool: unhandled, it would end the process. The pool drops that client; the next query opens another.
  pool.on('error', (error) => console.error(`A PostgreSQL connection was lost: ${error.message}`));
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    listen: async (channel, onPayload, onLost) => {
      const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      client.on('notification', (note) => note.channel === channel && note.payload !== undefined && onPayload(note.payload));
      // A dropped connection reports twice (the server's notice, then the socket's end): once is enough.
      let lost = false;
      client.on('error', (error) => {
        if (lost) return;
        lost = true;
        void client.end().catch(() => {});
        onLost(error);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        lost = true;
        await client.end().catch(() => {});
        throw error;
      }
      return () => (lost ? Promise.resolve() : client.end());
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openServer(options.databaseUrl) : openEmbedded(options);
}
