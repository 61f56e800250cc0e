// HTTP benchmark (see bench/README.md): BENCH_LISTINGS listings (default 1,000,000) in a PGlite data
// folder and in a PostgreSQL database, both kept under bench/zz-http/ between runs; the real API
// server as child processes (one on PGlite, two sharing the PostgreSQL database) driven by autocannon
// with a different map viewport or Find point on every request. Prints requests/s, p50/p99 latency,
// failures, the servers' resident memory and /api/health latency while map load runs.
// `--soak` (or BENCH_HTTP_SOAK=1) instead drives map load for 5 minutes and prints memory every 30 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seededRandom } from '@yardsale/core/random';
import { openDatabase, type Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { listings } from '@/db/schema';
import { visibleByTime } from '@/services/listings/sql';
import { loadListings, type SqlClient } from './data';
import { drive, run, sampleAnswers, startWriter, storeBenchPhotos, WRITES_PER_SECOND, type Load } from './http-load';
import { healthText, int, mb, ms, percentile, printResults, rowLine, type EngineSummary, type Row } from './http-report';
import { memoryOf, positive, repoRoot, startApiServer, startKeptPostgres, startProbe, type ApiServer, type ProbeResult } from './http-support';

const LISTINGS = positive('BENCH_LISTINGS', 1_000_000);
const SECONDS = positive('BENCH_HTTP_SECONDS', 15);
const CONNECTIONS = (process.env.BENCH_HTTP_CONNECTIONS ?? '10,50').split(',').map(Number);
const ENGINES = (process.env.BENCH_HTTP_ENGINES ?? 'pglite,postgres').split(',').map((engine) => engine.trim());
const LOADS = (process.env.BENCH_HTTP_LOADS ?? 'health,markers,markers-writes,map,find,photos').split(',').map((load) => load.trim()) as Load[];
const SOAK = process.argv.includes('--soak') || process.env.BENCH_HTTP_SOAK === '1';
const SOAK_SECONDS = positive('BENCH_SOAK_SECONDS', 300);
const SOAK_CONNECTIONS = positive('BENCH_SOAK_CONNECTIONS', 10);
const SOAK_EVERY_SECONDS = positive('BENCH_SOAK_EVERY_SECONDS', 30);
/** Data loaded longer ago than this is reloaded: "visible now" drifts as the days pass. */
const MAX_DATA_AGE_DAYS = 3;
const CACHE = path.join(repoRoot, 'bench/zz-http');
const log = (line: string) => console.log(line);

// ---------------------------------------------------------------------------------------------
// Figures

/** The database each engine's writer connects to: PGlite's belongs to its one API process. */
const writerUrls = new Map<string, string>();

async function measured(engine: string, servers: ApiServer[], load: Load, connections: number, seed: number): Promise<Row> {
  const urls = servers.map((server) => server.url);
  const before = servers.map((server) => memoryOf(server.pid));
  const writer = load === 'markers-writes' ? startWriter(writerUrls.get(engine)!, WRITES_PER_SECOND) : undefined;
  const probe = load === 'map' ? startProbe(`${servers[0]!.url}/api/health`) : undefined;
  const configProbe = load === 'map' ? startProbe(`${servers[0]!.url}/api/config`) : undefined;
  const { result, times } = await run(urls, load, connections, SECONDS, seed);
  const writes = await writer?.stop();
  const health = await probe?.stop();
  const config = await configProbe?.stop();
  const after = servers.map((server) => memoryOf(server.pid));
  const row: Row = {
    engine,
    load,
    connections,
    reqPerSec: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    kbPerResponse: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
    loadAverage: os.loadavg()[0]!,
    memory: before.map((b, i) => ({ before: b, after: after[i]! })),
    ...(health ? { health } : {}),
    ...(config ? { config } : {}),
  };
  log(rowLine(row));
  if (writes !== undefined) log(`    ${writes} writes meanwhile (${(writes / SECONDS).toFixed(1)} a second)`);
  if (health) log(`    /api/health meanwhile, p50 / p95 / p99 / max: ${healthText(health)}`);
  if (config) log(`    /api/config meanwhile, p50 / p95 / p99 / max: ${healthText(config)}`);
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (statuses.length) log(`    non-2xx answers: ${statuses.map(([code, { count }]) => `${code} × ${count}`).join(', ')}`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Data: loaded once per engine and size, then kept. The listings table's comment says when.

const MARK = /^bench-http rows=(\d+) loaded=(\S+)$/;

async function loadedAt(database: Database): Promise<Date | undefined> {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const { rows } = (await client.query(`select obj_description('listings'::regclass, 'pg_class') as mark`)) as { rows: { mark: string | null }[] };
  const match = rows[0]?.mark?.match(MARK);
  if (!match || Number(match[1]) !== LISTINGS) return undefined;
  const at = new Date(match[2]!);
  return Date.now() - at.getTime() < MAX_DATA_AGE_DAYS * 86_400_000 ? at : undefined;
}

async function fill(database: Database): Promise<void> {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const now = new Date();
  await loadListings(client, LISTINGS, now, seededRandom(20_250_614), log);
  await client.query(`comment on table listings is 'bench-http rows=${LISTINGS} loaded=${now.toISOString()}'`);
}

async function visibleNow(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(listings).where(visibleByTime(new Date()));
  return row?.n ?? 0;
}

/**
 * Opens the engine's database, runs the migrations, loads the listings unless a complete, recent
 * load is there already (`reset` empties it first), and answers how many are visible now.
 */
async function prepare(open: () => Promise<Database>, reset: () => Promise<void>): Promise<number> {
  let database = await open();
  try {
    await runMigrations(database);
    const at = await loadedAt(database);
    if (at) {
      log(`  ${LISTINGS.toLocaleString('en-US')} listings already loaded (${at.toISOString()}): reusing them`);
    } else {
      await database.close();
      await reset();
      database = await open();
      log(`  migrating and loading ${LISTINGS.toLocaleString('en-US')} listings`);
      await runMigrations(database);
      await fill(database);
    }
    return await visibleNow(database);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Engines

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
}

async function startServers(names: string[], env: (name: string) => { DATA_DIR: string; DATABASE_URL?: string }): Promise<ApiServer[]> {
  for (const name of names) storeBenchPhotos(env(name).DATA_DIR);
  const servers = await Promise.all(names.map((name) => startApiServer(name, env(name), path.join(CACHE, `server-${name}.log`))));
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())).then(() => undefined));
  log(`  API ${servers.length === 1 ? 'server' : 'servers'}: ${servers.map((s) => `${s.url} (pid ${s.pid})`).join(', ')}`);
  return servers;
}

async function onPglite(): Promise<ApiServer[]> {
  const dataDir = path.join(CACHE, `pglite-${LISTINGS}`);
  log(`\nPGlite (${path.relative(repoRoot, dataDir)}/pglite): one API process`);
  const visible = await prepare(
    () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  visibleCounts.set('PGlite', visible);
  return startServers(['pglite'], () => ({ DATA_DIR: dataDir }));
}

async function onPostgres(): Promise<ApiServer[]> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const cluster = await startKeptPostgres(path.join(CACHE, 'postgres'));
    if (!cluster) throw new Error('PostgreSQL is not installed (Debian package postgresql): set BENCH_DATABASE_URL or BENCH_HTTP_ENGINES=pglite');
    cleanups.push(() => cluster.stop());
    serverUrl = cluster.url;
  }
  const name = `yardsale_http_bench_${LISTINGS}`;
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(statement, params)).rows as unknown[];
    } finally {
      await client.end();
    }
  };
  log(`\nPostgreSQL (${target.host}, database ${name}): two API processes`);
  if ((await admin('select 1 from pg_database where datname = $1', [name])).length === 0) await admin(`create database ${name}`);
  const visible = await prepare(
    async () => openDatabase({ databaseUrl: target.toString() }),
    async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
    },
  );
  visibleCounts.set('PostgreSQL', visible);
  writerUrls.set('PostgreSQL', target.toString());
  return startServers(['pg-a', 'pg-b'], (server) => ({ DATA_DIR: path.join(CACHE, server), DATABASE_URL: target.toString() }));
}

const visibleCounts = new Map<string, number>();

async function warmUp(servers: ApiServer[]) {
  const urls = servers.map((server) => server.url);
  await run(urls, 'markers', 10, 3, 3);
  await run(urls, 'map', 10, 4, 1);
  await run(urls, 'find', 10, 3, 2);
}

async function idleHealth(servers: ApiServer[]): Promise<ProbeResult> {
  const probe = startProbe(`${servers[0]!.url}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return probe.stop();
}

async function benchmark(engine: string, servers: ApiServer[], rows: Row[], summaries: EngineSummary[]) {
  const answers = await sampleAnswers(servers[0]!.url);
  answers.forEach((line) => log(`  ${line}`));
  await warmUp(servers);
  const idle = await idleHealth(servers);
  const loadAverage = os.loadavg()[0]!;
  log(`  /api/health idle, p50 / p95 / p99 / max: ${healthText(idle)}`);
  log(`  measuring, ${SECONDS} s a run (load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores)`);
  summaries.push({ engine, processes: servers.length, visible: visibleCounts.get(engine) ?? 0, idleHealth: idle, answers, loadAverage });
  let seed = 100;
  for (const connections of CONNECTIONS) {
    for (const load of LOADS) {
      if (load === 'markers-writes' && !writerUrls.has(engine)) continue; // PGlite: no second connection for a writer
      rows.push(await measured(engine, servers, load, connections, seed++));
    }
  }
}

async function soak(engine: string, servers: ApiServer[]) {
  await warmUp(servers);
  log(`\nSoak on ${engine}: map viewports, ${SOAK_CONNECTIONS} connections over ${servers.length} process(es), ${SOAK_SECONDS} s; every ${SOAK_EVERY_SECONDS} s:`);
  log('| elapsed | req/s | p50 / p99 | non-2xx / errors | RSS (MB) per process | load average |');
  log('|---|---|---|---|---|---|');
  const rss = () => servers.map((server) => mb(memoryOf(server.pid).rssMb)).join(' + ');
  log(`| 0 s | | | | ${rss()} | ${os.loadavg()[0]!.toFixed(1)} |`);
  const { instance, done, latencies } = drive(servers.map((server) => server.url), 'map', SOAK_CONNECTIONS, SOAK_SECONDS, 7);
  const all: number[] = [];
  let failures = 0;
  let errors = 0;
  instance.on('response', (_client, statusCode) => {
    if (statusCode < 200 || statusCode > 299) failures++;
  });
  instance.on('reqError', () => errors++);
  const started = Date.now();
  let windowStarted = started;
  const report = () => {
    const now = Date.now();
    const { times } = latencies;
    const perSecond = times.length / Math.max(1, (now - windowStarted) / 1000);
    log(`| ${Math.round((now - started) / 1000)} s | ${int(perSecond)} | ${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} ms | ${failures} / ${errors} | ${rss()} | ${os.loadavg()[0]!.toFixed(1)} |`);
    for (const time of times) all.push(time);
    [latencies.times, failures, errors, windowStarted] = [[], 0, 0, now];
  };
  const timer = setInterval(report, SOAK_EVERY_SECONDS * 1000);
  const result = await done;
  clearInterval(timer);
  if (Date.now() - windowStarted > 2000) report();
  else for (const time of latencies.times) all.push(time);
  const peaks = servers.map((server) => mb(memoryOf(server.pid).peakMb)).join(' + ');
  log(`\n${engine} soak: ${int(result.requests.total)} requests, ${int(result.requests.total / result.duration)} req/s, p50 / p99 ${ms(percentile(all, 50))} / ${ms(percentile(all, 99))} ms, non-2xx ${result.non2xx}, errors ${result.errors}; RSS now ${rss()} MB, peak ${peaks} MB`);
}

async function main() {
  fs.mkdirSync(CACHE, { recursive: true });
  log(`HTTP benchmark: ${LISTINGS.toLocaleString('en-US')} listings, engines ${ENGINES.join(', ')}, ${os.cpus().length} cores${SOAK ? ', soak' : ''}`);
  const rows: Row[] = [];
  const summaries: EngineSummary[] = [];
  for (const engine of ENGINES) {
    const [label, start] = engine === 'pglite' ? ['PGlite', onPglite] as const : engine === 'postgres' ? ['PostgreSQL', onPostgres] as const : [];
    if (!label) throw new Error(`Unknown engine "${engine}" in BENCH_HTTP_ENGINES (pglite, postgres)`);
    const servers = await start();
    if (SOAK) await soak(label, servers);
    else await benchmark(label, servers, rows, summaries);
    await cleanUp();
  }
  if (SOAK) return;

  printResults(rows, summaries, LISTINGS);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
