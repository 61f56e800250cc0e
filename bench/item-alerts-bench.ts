// Item-alert matching benchmark (decision 0061): how long matching a new classified against the item
// alerts around it takes (matchClassified, which runs after the seller's answer, in the background;
// on PGlite it holds the one connection meanwhile), and reading whom it fits before an edit
// (fitsOfItem, decision 0078, which an edit's answer waits for), with BENCH_ALERTS alerts within 30 km of one city
// and BENCH_ROWS classifieds for the word list. PGlite in a temporary folder and, when
// BENCH_DATABASE_URL is set, PostgreSQL in a throwaway database.
import { eq } from 'drizzle-orm';
import { CLASSIFIED_FILTER_CATEGORIES, searchTerms } from '@yardsale/core/classified-query';
import { CLASSIFIED_CATEGORIES } from '@yardsale/core/constants';
import { seededRandom } from '@yardsale/core/random';
import type { Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { classifieds, itemAlertMatches } from '@/db/schema';
import { publicPoint } from '@/services/geocoding/public-place';
import { expiryAfter } from '@/services/classifieds/writes';
import type { ServiceContext } from '@/services/context';
import { fitsOfItem, matchClassified } from '@/services/item-alerts/matching';
import { ALERT_BENCH, insertWatchers, log, measureAlertLevels, onBothEngines, postedAt, watchedPlace } from './alert-matching';
import { loadClassifieds, watchedWords } from './classified-data';
import { CATEGORY_WORDS } from './classified-words';
import { pgArray } from './data';
import { rawClient } from './harness';

async function addAlerts(database: Database, count: number, random: () => number): Promise<void> {
  const users = await insertWatchers(database, count, random);
  const rows = users.map((userId) => {
    const q = watchedWords(random);
    const category = random() < 0.7 ? CLASSIFIED_FILTER_CATEGORIES[0]! : CLASSIFIED_FILTER_CATEGORIES[Math.floor(random() * CLASSIFIED_FILTER_CATEGORIES.length)]!;
    return { userId, q, terms: `{${searchTerms(q).join(',')}}`, category, ...watchedPlace(random) };
  });
  const client = rawClient(database);
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
  const at = postedAt(random);
  const now = new Date();
  const [row] = await database.db
    .insert(classifieds)
    .values({ userId: sellerId, title, description: 'Benchmark item.', price: '40.00', category, categories: [category], location: '1 Bench St, Toronto, ON', area: 'Toronto, ON', latitude: at.lat, longitude: at.lng, ...publicPoint(at.lat, at.lng), expiresAt: expiryAfter(now) })
    .returning({ id: classifieds.id, title: classifieds.title, price: classifieds.price });
  return row!;
}

async function run(engine: string, database: Database): Promise<void> {
  log(`\n${engine}: migrating and seeding ${ALERT_BENCH.rows.toLocaleString('en-US')} classifieds`);
  await runMigrations(database);
  const random = seededRandom(20_261_129);
  await loadClassifieds(rawClient(database), ALERT_BENCH.rows, new Date(), random, log);
  const sellers = (await rawClient(database).query('select id from users limit 1')) as unknown as { rows: { id: string }[] };
  const sellerId = sellers.rows[0]!.id;
  // Matching pushes through ctx.push; the benchmark times the database's part.
  const ctx = { database, push: { sendTo: async () => undefined } } as unknown as ServiceContext;
  await measureAlertLevels('item', {
    addAlerts: (count) => addAlerts(database, count, random),
    post: async () => {
      const item = await postItem(database, sellerId, random);
      return {
        match: () => matchClassified(ctx, item.id),
        fitsBefore: () => fitsOfItem(ctx, item.id, sellerId),
        matches: async () => (await database.db.select().from(itemAlertMatches).where(eq(itemAlertMatches.classifiedId, item.id))).length,
      };
    },
  });
}

log(`Item-alert matching: ${ALERT_BENCH.posts} new classifieds near Toronto per level, alerts ${ALERT_BENCH.levels.join(', ')}`);
await onBothEngines('yardsale_item_alerts_bench', run);
