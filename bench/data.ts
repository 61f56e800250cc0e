// Benchmark data: sales clustered around real cities, with dates, times and windows as the write
// path computes them, bulk-loaded with unnest batches (one statement per 10,000 rows) on either engine.
import fs from 'node:fs';
import path from 'node:path';
import tzlookup from '@photostructure/tz-lookup';
import { addDays } from '@yardsale/core/calendar';
import { YARD_SALE_CATEGORIES } from '@yardsale/core/constants';
import { offsetPoint, type LatLng } from '@yardsale/core/geo';
import { saleVisibleWindow, type VisibleWindow } from '@yardsale/core/sale-window';
import { CITIES } from './cities';

const DAY_MS = 24 * 60 * 60 * 1000;
const START_TIMES = ['07:00', '08:00', '09:00', '10:00'];
const END_TIMES = ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
const TITLES = ['Garage Sale', 'Moving Sale - Everything Must Go', 'Estate Sale', 'Multi-Family Yard Sale', 'Kids Clothes and Toys'];
const DESCRIPTION = 'Furniture, kitchenware, books, tools and toys. Cash or e-transfer, no early birds please. Rain or shine.';

/** What the benchmark needs of a database client: pg's Pool and PGlite both have this. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export interface Cluster {
  center: LatLng;
  radiusKm: number;
  timeZone: string;
  /** Share of all rows, from the square root of the population (big cities, but not only them). */
  weight: number;
}

export function clusters(): Cluster[] {
  const roots = CITIES.map((city) => Math.sqrt(city[4]));
  const total = roots.reduce((sum, root) => sum + root, 0);
  return CITIES.map(([, , lat, lng, population], i) => ({
    center: { lat, lng },
    radiusKm: 10 + 20 * Math.sqrt(population / 8_000_000),
    timeZone: tzlookup(lat, lng),
    weight: roots[i]! / total,
  }));
}

/** A point up to radiusKm from the centre, denser towards it (as houses are). */
export function scatter(center: LatLng, radiusKm: number, random: () => number): LatLng {
  return offsetPoint(center, radiusKm * random() ** 0.75, 2 * Math.PI * random());
}

/** A cluster picked in proportion to its weight. */
export function pickCluster(all: Cluster[], random: () => number): Cluster {
  let left = random();
  for (const cluster of all) if ((left -= cluster.weight) <= 0) return cluster;
  return all.at(-1)!;
}

/** Postgres array literal; each element quoted, so any text survives. */
export const pgArray = (values: readonly unknown[]) => `{${values.map((value) => `"${String(value).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

const COLUMNS = [
  ['title', 'text'], ['description', 'text'], ['address', 'text'], ['latitude', 'float8'], ['longitude', 'float8'],
  ['time_zone', 'text'], ['dates', 'text'], ['start_date', 'text'], ['end_date', 'text'], ['start_time', 'text'],
  ['end_time', 'text'], ['visible_from', 'timestamptz'], ['visible_until', 'timestamptz'], ['category', 'text'],
  ['categories', 'text'], ['is_estate_sale', 'bool'], ['is_moving_sale', 'bool'], ['is_community_sale', 'bool'],
] as const;

// Arrays (dates, categories) travel as array-literal text and are cast per row: unnest would flatten them.
const INSERT = `insert into listings (user_id, ${COLUMNS.map(([name]) => name).join(', ')})
  select $1::uuid, ${COLUMNS.map(([name]) => (name === 'dates' || name === 'categories' ? `${name}::text[]` : name)).join(', ')}
  from unnest(${COLUMNS.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ')}) as t(${COLUMNS.map(([name]) => name).join(', ')})`;

/** What a benchmark sale says: by default one of five titles and one description for all. */
export type SaleWords = (index: number, random: () => number) => { title: string; description: string };

const FEW_WORDS: SaleWords = (index) => ({ title: TITLES[index % TITLES.length]!, description: DESCRIPTION });

/**
 * Sales starting between 60 days ago and 10 days ahead, 1 to 3 days long, posted up to two weeks
 * before they start: about 12% are visible at `now`, as in shared/GEO.md's measurement.
 */
function batch(size: number, now: Date, all: Cluster[], random: () => number, windows: Map<string, VisibleWindow>, words: SaleWords): string[] {
  const columns: unknown[][] = COLUMNS.map(() => []);
  const today = now.toISOString().slice(0, 10);
  for (let i = 0; i < size; i++) {
    const cluster = pickCluster(all, random);
    const point = scatter(cluster.center, cluster.radiusKm, random);
    const first = addDays(today, Math.floor(random() * 71) - 60);
    const dates = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, day) => addDays(first, day));
    const [startTime, endTime] = [START_TIMES[i % START_TIMES.length]!, END_TIMES[Math.floor(random() * END_TIMES.length)]!];
    const postedAt = new Date(Date.parse(`${first}T12:00:00Z`) - random() * 14 * DAY_MS);
    // Only the last date, end time and zone set the window: a few thousand distinct ones in all.
    const key = `${dates.at(-1)}|${endTime}|${cluster.timeZone}`;
    let window = windows.get(key);
    if (!window) windows.set(key, (window = saleVisibleWindow({ dates, startTime, endTime, timeZone: cluster.timeZone })));
    const visibleFrom = postedAt < window.visibleUntil ? postedAt : window.visibleUntil;
    const categories = [YARD_SALE_CATEGORIES[Math.floor(random() * YARD_SALE_CATEGORIES.length)]!];
    const flags = random();
    const { title, description } = words(i, random);
    const row = [
      title, description, `${100 + (i % 9000)} Main St`, point.lat, point.lng, cluster.timeZone,
      pgArray(dates), dates[0], dates.at(-1), startTime, endTime, visibleFrom.toISOString(), window.visibleUntil.toISOString(),
      categories[0], pgArray(categories), flags < 0.1, flags >= 0.1 && flags < 0.2, flags >= 0.2 && flags < 0.27,
    ];
    row.forEach((value, column) => columns[column]!.push(value));
  }
  return columns.map((values) => pgArray(values));
}

/** A statement of a migration exactly as it runs there: the first that includes `marker`. */
function migrationStatement(migration: string, marker: string): string {
  const file = path.join(import.meta.dirname, `../api/src/db/migrations/${migration}.sql`);
  const statement = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint').find((part) => part.includes(marker));
  if (!statement) throw new Error(`No ${marker} in migration ${migration}`);
  return statement;
}

/** The geo index as the last migration that builds it (0027, on the public point) does. */
const geoIndexStatement = () => migrationStatement('0027_sale_address_privacy', 'CREATE INDEX "listings_geo_window_idx"');

/** The sales' vocabulary counted in one statement, as migration 0031 first fills it. */
const vocabularyStatement = () => migrationStatement('0031_sale_close_words', 'INSERT INTO "sale_words"');

/**
 * Loads `total` rows with the GiST index dropped and the vocabulary's trigger off, then builds the
 * index and counts the words (much faster than maintaining both a row at a time).
 */
export async function loadListings(client: SqlClient, total: number, now: Date, random: () => number, log: (line: string) => void, words: SaleWords = FEW_WORDS) {
  const all = clusters();
  const [{ id: userId }] = ((await client.query(
    `insert into users (username, email, password_hash, email_verified) values ('bench@yardsale.test', 'bench@yardsale.test', 'x', true) returning id`,
  )) as { rows: [{ id: string }] }).rows;
  await client.query('drop index if exists listings_geo_window_idx');
  await client.query('alter table listings disable trigger listings_vocabulary');
  const started = performance.now();
  const windows = new Map<string, VisibleWindow>();
  for (let done = 0; done < total; done += 10_000) {
    await client.query(INSERT, [userId, ...batch(Math.min(10_000, total - done), now, all, random, windows, words)]);
  }
  const loaded = performance.now();
  log(`  loaded ${total.toLocaleString('en-US')} rows in ${((loaded - started) / 1000).toFixed(1)} s (${Math.round(total / ((loaded - started) / 1000)).toLocaleString('en-US')} rows/s)`);
  await client.query(geoIndexStatement());
  await client.query('alter table listings enable trigger listings_vocabulary');
  await client.query(vocabularyStatement());
  await client.query('vacuum analyze listings');
  log(`  GiST index built, words counted and table analysed in ${((performance.now() - loaded) / 1000).toFixed(1)} s`);
}
