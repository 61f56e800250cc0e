// Geo query benchmark (see bench/README.md): seeds BENCH_ROWS listings (default 1,000,000) around
// 300 real US/Canadian cities, on PGlite in a temporary folder and, when BENCH_DATABASE_URL is set, on
// PostgreSQL in a throwaway database; then times the API's own query functions at random dense points
// next to the naive "every visible listing" answer the spec's client assumes.
import os from 'node:os';
import { offsetPoint } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import type { Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { listings } from '@/db/schema';
import { searchListings } from '@/services/listings/search';
import type { ListingSearch } from '@yardsale/core/listing-query';
import { fromJsonRows, listingJson } from '@/services/listings/serialization';
import { visibleByTime } from '@/services/listings/sql';
import { clusters, loadListings, pickCluster, scatter } from './data';
import { loadAverage, onPglite, onPostgres, percentile, rawClient } from './harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 250);
const WARMUP = 30;
const log = (line: string) => console.log(line);

interface Measured {
  engine: string;
  name: string;
  p50: number;
  p95: number;
  rows: number;
}

/** ~20 × 20 km around a point, as a phone map at zoom 12 shows. */
function viewport(lat: number, lng: number) {
  const corner = (bearing: number) => offsetPoint({ lat, lng }, 10, bearing);
  return { west: corner(-Math.PI / 2).lng, south: corner(Math.PI).lat, east: corner(Math.PI / 2).lng, north: corner(0).lat };
}

const NO_FILTERS = { saleTypes: [], categories: [] };

const SCENARIOS: { name: string; search: (lat: number, lng: number) => ListingSearch }[] = [
  { name: 'nearest 50 within 25 km', search: (lat, lng) => ({ area: { kind: 'near', center: { lat, lng }, radiusKm: 25 }, filters: NO_FILTERS, limit: 50 }) },
  { name: 'viewport 20×20 km, LIMIT 500', search: (lat, lng) => ({ area: { kind: 'bbox', bbox: viewport(lat, lng) }, filters: NO_FILTERS, limit: 500 }) },
  {
    name: 'viewport + type and category filters',
    search: (lat, lng) => ({ area: { kind: 'bbox', bbox: viewport(lat, lng) }, filters: { saleTypes: ['estate', 'moving'], categories: ['Furniture', 'Books', 'Tools & Hardware'] }, limit: 500 }),
  },
  { name: 'no place: soonest ending, LIMIT 200', search: () => ({ area: { kind: 'all' }, filters: NO_FILTERS, limit: 200 }) },
  // Filter Sales' words (decisions 0071, 0075): one every sale has, one misspelt, one no sale has (every sale near is read).
  ...(['tools', 'furnture', 'crib'] as const).map((word) => ({
    name: `nearest 50 within 25 km, looking for '${word}'`,
    search: (lat: number, lng: number): ListingSearch => ({ area: { kind: 'near', center: { lat, lng }, radiusKm: 25 }, filters: { ...NO_FILTERS, words: [word] }, limit: 50 }),
  })),
];

async function measure(engine: string, database: Database, now: Date): Promise<Measured[]> {
  const random = seededRandom(7);
  const all = clusters();
  // Query points where people are: a weighted city, then somewhere in it.
  const points = Array.from({ length: WARMUP + QUERIES }, () => {
    const cluster = pickCluster(all, random);
    const point = scatter(cluster.center, cluster.radiusKm / 2, random);
    return [point.lat, point.lng] as const;
  });
  const results: Measured[] = [];
  for (const scenario of SCENARIOS) {
    const times: number[] = [];
    let rows = 0;
    for (const [i, [lat, lng]] of points.entries()) {
      const started = performance.now();
      const page = await searchListings(database.db, scenario.search(lat, lng), now);
      if (i < WARMUP) continue;
      times.push(performance.now() - started);
      rows += page.listings.length;
    }
    times.sort((a, b) => a - b);
    results.push({ engine, name: scenario.name, p50: percentile(times, 50), p95: percentile(times, 95), rows: rows / QUERIES });
  }
  return results;
}

/** What GET /api/listings used to mean: every visible listing, serialised. Best of three runs. */
async function naive(engine: string, database: Database, now: Date): Promise<string> {
  let best = Infinity;
  let bytes = 0;
  let count = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const rows = fromJsonRows(await database.db.select({ listing: listingJson }).from(listings).where(visibleByTime(now)));
    bytes = Buffer.byteLength(JSON.stringify(rows.map((row) => row.listing)));
    best = Math.min(best, performance.now() - started);
    count = rows.length;
  }
  return `| ${engine} | naive: every visible listing as JSON | ${count.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB | ${(best / 1000).toFixed(2)} s |`;
}

async function run(engine: string, database: Database, now: Date): Promise<string[]> {
  log(`\n${engine}: migrating and seeding ${ROWS.toLocaleString('en-US')} listings`);
  await runMigrations(database);
  await loadListings(rawClient(database), ROWS, now, seededRandom(20_250_614), log);
  log(`  measuring (${loadAverage()})`);
  const results = await measure(engine, database, now);
  const lines = results.map((r) => `| ${r.engine} | ${r.name} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms | ${r.rows.toFixed(0)} rows |`);
  lines.push(await naive(engine, database, now));
  lines.forEach(log);
  return lines;
}

const now = new Date();
const lines = ['| engine | query | p50 / p95 | answer |', '|---|---|---|---|'];
log(`Geo benchmark: ${ROWS.toLocaleString('en-US')} listings, ${QUERIES} query points after ${WARMUP} warm-up, ${os.cpus().length} cores`);
lines.push(...(await onPglite((database) => run('PGlite', database, now))));
const url = process.env.BENCH_DATABASE_URL;
if (url) lines.push(...(await onPostgres(url, 'yardsale_bench', (database) => run('PostgreSQL', database, now))));
else log('\nBENCH_DATABASE_URL is not set: skipping PostgreSQL (see bench/README.md).');
log(`\n${lines.join('\n')}`);
