// Item-alert matching benchmark (decision 0061): how long matching a new classified against the item
// alerts around it takes (matchClassified, which runs after the seller's answer, in the background;
// on PGlite it holds the one connection meanwhile), and reading whom it fits before an edit
// (fitsOfItem, decision 0078, which an edit's answer waits for), with BENCH_ALERTS alerts within 30 km of one city
// and BENCH_ROWS classifieds for the word list. PGlite in a temporary folder and, when
// BENCH_DATABASE_URL is set, PostgreSQL in a throwaway database.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { CLASSIFIED_FILTER_CATEGORIES, searchTerms } from '@yardsale/core/classified-query';
import { CLASSIFIED_CATEGORIES } from '@yardsale/core/constants';
import { offsetPoint } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import type { Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { classifieds, itemAlertMatches } from '@/db/schema';
import { publicPoint } from '@/services/geocoding/public-place';
import { expiryAfter } from '@/services/classifieds/writes';
import type { ServiceContext } from '@/services/context';
import { fitsOfItem, matchClassified } from '@/services/item-alerts/matching';
import { loadClassifieds, seededUuid } from './classified-data';
import { CATEGORY_WORDS } from './classified-words';
import { pgArray } from './data';
import { loadAverage, onPglite, onPostgres, percentile, rawClient } from './harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ALERT_LEVELS = (process.env.BENCH_ALERTS ?? '1000,10000,30000').split(',').map(Number);
const POSTS = Number(process.env.BENCH_POSTS ?? 20);
const TORONTO = { lat: 43.65, lng: -79.38 };
const RADII_KM = [2, 5, 10, 25, 50];
const log = (line: string) => console.log(line);

/** What people look for: one or two words of the benchmark's item titles, or none (a tenth). */
function alertWords(random: () => number): string {
  if (random() < 0.1) return '';
  const category = CATEGORY_WORDS[CLASSIFIED_CATEGORIES[Math.floor(random() * CLASSIFIED_CATEGORIES.length)]!];
  const title = category.items[Math.floor(random() * category.items.length)]!.replace(/\[[^\]]*\]/g, '').toLowerCase();
  const words = searchTerms(title).filter((word) => /^[a-z]{3,}$/.test(word));
  const first = Math.floor(random() * Math.max(1, words.length - 1));
  return words.slice(first, first + (random() < 0.5 ? 1 : 2)).join(' ');
}

async function addAlerts(database: Database, count: number, random: () => number): Promise<void> {
  const client = rawClient(database);
  const users = Array.from({ length: count }, () => seededUuid(random));
  await client.query(
    `insert into users (id, username, email, password_hash, email_verified)
      select id, 'watcher-' || id, 'watcher-' || id || '@bench.test', 'x', true from unnest($1::uuid[]) as t(id)`,
    [pgArray(users)],
  );
  const rows = users.map((userId) => {
    const q = alertWords(random);
    const at = offsetPoint(TORONTO, random() * 30, random() * 2 * Math.PI);
    const category = random() < 0.7 ? CLASSIFIED_FILTER_CATEGORIES[0]! : CLASSIFIED_FILTER_CATEGORIES[Math.floor(random() * CLASSIFIED_FILTER_CATEGORIES.length)]!;
    return { userId, q, terms: `{${searchTerms(q).join(',')}}`, category, lat: at.lat, lng: at.lng, radiusKm: RADII_KM[Math.floor(random() * RADII_KM.length)]! };
  });
  await client.query(
    `insert into item_alerts (user_id, q, terms, category, latitude, longitude, radius_km)
      select u, q, t::text[], c, la, lo, r from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::float8[]) as x(u, q, t, c, la, lo, r)`,
    ['userId', 'q', 'terms', 'category', 'lat', 'lng', 'radiusKm'].map((key) => pgArray(rows.map((row) => row[key as keyof typeof row]))),
  );
  await client.query('vacuum analyze item_alerts');
}

/** A new classified near the city, as posting one stores it, titled like the benchmark's others. */
async function postItem(database: Database, sellerId: string, random: () => number) {
  const category = CLASSIFIED_CATEGORIES[Math.floor(random() * CLASSIFIED_CATEGORIES.length)]!;
  const items = CATEGORY_WORDS[category].items;
  const title = items[Math.floor(random() * items.length)]!.replace(/\[([^|\]]*)[^\]]*\]/g, '$1');
  const at = offsetPoint(TORONTO, random() * 20, random() * 2 * Math.PI);
  const now = new Date();
  const [row] = await database.db
    .insert(classifieds)
    .values({ userId: sellerId, title, description: 'Benchmark item.', price: '40.00', category, categories: [category], location: '1 Bench St, Toronto, ON', area: 'Toronto, ON', latitude: at.lat, longitude: at.lng, ...publicPoint(at.lat, at.lng), expiresAt: expiryAfter(now) })
    .returning({ id: classifieds.id, title: classifieds.title, price: classifieds.price });
  return row!;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function run(engine: string, database: Database): Promise<void> {
  log(`\n${engine}: migrating and seeding ${ROWS.toLocaleString('en-US')} classifieds`);
  await runMigrations(database);
  const random = seededRandom(20_261_129);
  await loadClassifieds(rawClient(database), ROWS, new Date(), random, log);
  const sellers = (await rawClient(database).query('select id from users limit 1')) as unknown as { rows: { id: string }[] };
  const sellerId = sellers.rows[0]!.id;
  // Matching pushes through ctx.push; the benchmark times the database's part.
  const ctx = { database, push: { sendTo: async () => undefined } } as unknown as ServiceContext;
  log('| alerts within 30 km | matching p50 / p95 / max ms | matches per item (mean) | before an edit p50 / p95 / max ms |');
  log('|---|---|---|---|');
  let alerts = 0;
  for (const level of ALERT_LEVELS) {
    await addAlerts(database, level - alerts, random);
    alerts = level;
    const times: number[] = [];
    const beforeEdit: number[] = [];
    let matched = 0;
    for (let post = 0; post < POSTS; post++) {
      const item = await postItem(database, sellerId, random);
      times.push(await timed(() => matchClassified(ctx, item)));
      matched += (await database.db.select().from(itemAlertMatches).where(eq(itemAlertMatches.classifiedId, item.id))).length;
      beforeEdit.push(await timed(() => fitsOfItem(ctx, item.id))); // what an edit reads before its answer (decision 0078)
    }
    const spread = (list: number[]) => [50, 95, 100].map((p) => percentile(list.sort((a, b) => a - b), p).toFixed(1)).join(' / ');
    log(`| ${alerts.toLocaleString('en-US')} | ${spread(times)} | ${(matched / POSTS).toFixed(1)} | ${spread(beforeEdit)} |`);
  }
  log(`(${loadAverage()})`);
}

log(`Item-alert matching: ${POSTS} new classifieds near Toronto per level, alerts ${ALERT_LEVELS.join(', ')}`);
await onPglite((database) => run('PGlite', database));
const url = process.env.BENCH_DATABASE_URL;
if (url) await onPostgres(url, 'yardsale_item_alerts_bench', (database) => run('PostgreSQL', database));
else log('\nBENCH_DATABASE_URL is not set: skipping PostgreSQL (see bench/README.md).');
