// What the database benchmarks share: a throwaway PGlite folder or PostgreSQL database per run, the
// raw client for bulk loading, percentiles, and how busy the machine was while measuring.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '@/db/client';
import type { SqlClient } from './data';

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** How long `task` takes, in milliseconds. */
export async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** Other work on the machine shows in the tail latencies: say how busy it was. */
export const loadAverage = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;

/** The driver's own client (pg's Pool or the PGlite thread), for statements drizzle need not build. */
export const rawClient = (database: Database) => (database.db as unknown as { $client: SqlClient }).$client;

/** Runs `work` on PGlite in a temporary folder, removed afterwards. */
export async function onPglite<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-bench-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    return await work(database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `work` on a database `<prefix>_<pid>` created on the server of `url` and dropped afterwards. */
export async function onPostgres<T>(url: string, prefix: string, work: (database: Database) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    return await work(database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
