// What the two alert-matching benchmarks share (item alerts: decision 0061; sale alerts: 0073 and
// 0078): their settings from the environment, people watching around Toronto, and the table of
// timings a level of alerts. Each benchmark says how its alerts are made, how a post is made, matched
// and read before an edit, and how many matches a post got.
import { offsetPoint, type LatLng } from '@yardsale/core/geo';
import type { Database } from '@/db/client';
import { seededUuid } from './classified-data';
import { pgArray } from './data';
import { loadAverage, onPglite, onPostgres, percentile, rawClient, timed } from './harness';

export const ALERT_BENCH = {
  rows: Number(process.env.BENCH_ROWS ?? 100_000),
  levels: (process.env.BENCH_ALERTS ?? '1000,10000,30000').split(',').map(Number),
  posts: Number(process.env.BENCH_POSTS ?? 20),
};

const TORONTO = { lat: 43.65, lng: -79.38 };
const RADII_KM = [2, 5, 10, 25, 50];

export const log = (line: string) => console.log(line);

/** A watched place within 30 km of the city and a radius of 2 to 50 km. */
export const watchedPlace = (random: () => number) => ({ ...offsetPoint(TORONTO, random() * 30, random() * 2 * Math.PI), radiusKm: RADII_KM[Math.floor(random() * RADII_KM.length)]! });

/** A new post's point, within 20 km of the city. */
export const postedAt = (random: () => number): LatLng => offsetPoint(TORONTO, random() * 20, random() * 2 * Math.PI);

/** `count` verified accounts to watch with, answered by id. */
export async function insertWatchers(database: Database, count: number, random: () => number): Promise<string[]> {
  const users = Array.from({ length: count }, () => seededUuid(random));
  await rawClient(database).query(
    `insert into users (id, username, email, password_hash, email_verified)
      select id, 'watcher-' || id, 'watcher-' || id || '@bench.test', 'x', true from unnest($1::uuid[]) as t(id)`,
    [pgArray(users)],
  );
  return users;
}

export interface AlertMatchingWork {
  /** Adds `count` alerts (of new watchers) around the city. */
  addAlerts(count: number): Promise<void>;
  /** Stores a new post near the city, and answers how to match it, read it before an edit, and count its matches. */
  post(): Promise<{ match(): Promise<unknown>; fitsBefore(): Promise<unknown>; matches(): Promise<number> }>;
}

/** Prints, a level of alerts after another, the matching and the before-edit read of new posts. */
export async function measureAlertLevels(noun: string, work: AlertMatchingWork): Promise<void> {
  log(`| alerts within 30 km | matching p50 / p95 / max ms | matches per ${noun} (mean) | before an edit p50 / p95 / max ms |`);
  log('|---|---|---|---|');
  let alerts = 0;
  for (const level of ALERT_BENCH.levels) {
    await work.addAlerts(level - alerts);
    alerts = level;
    const [matching, beforeEdit]: [number[], number[]] = [[], []];
    let matched = 0;
    for (let post = 0; post < ALERT_BENCH.posts; post++) {
      const posted = await work.post();
      matching.push(await timed(posted.match));
      matched += await posted.matches();
      beforeEdit.push(await timed(posted.fitsBefore)); // what an edit reads before its answer (decision 0078)
    }
    const spread = (list: number[]) => [50, 95, 100].map((p) => percentile(list.sort((a, b) => a - b), p).toFixed(1)).join(' / ');
    log(`| ${alerts.toLocaleString('en-US')} | ${spread(matching)} | ${(matched / ALERT_BENCH.posts).toFixed(1)} | ${spread(beforeEdit)} |`);
  }
  log(`(${loadAverage()})`);
}

/** Runs the benchmark on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function onBothEngines(prefix: string, run: (engine: string, database: Database) => Promise<void>): Promise<void> {
  await onPglite((database) => run('PGlite', database));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await onPostgres(url, prefix, (database) => run('PostgreSQL', database));
  else log('\nBENCH_DATABASE_URL is not set: skipping PostgreSQL (see bench/README.md).');
}
