// Sale-alert matching benchmark (decisions 0039, 0073, 0078): how long matching a new yard sale
// against the sale alerts around it takes (matchSale, in the background after the seller's answer;
// on PGlite it holds the one connection meanwhile), and reading whom a sale fits before an edit
// (fitsOfSale, which an edit's answer waits for). BENCH_ALERTS alerts within 30 km of one city, nine
// in ten watching for one or two words; BENCH_ROWS sales whose descriptions list things as the
// classifieds name them, for the vocabulary of close spellings. PGlite in a temporary folder and,
// when BENCH_DATABASE_URL is set, PostgreSQL in a throwaway database.
import { eq } from 'drizzle-orm';
import { searchTerms } from '@yardsale/core/classified-query';
import { YARD_SALE_CATEGORIES } from '@yardsale/core/constants';
import { HOUR_MS } from '@yardsale/core/durations';
import { seededRandom } from '@yardsale/core/random';
import type { Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { listings, saleAlertMatches } from '@/db/schema';
import { fitsOfSale, matchSale } from '@/services/alerts/matching';
import type { ServiceContext } from '@/services/context';
import { ALERT_BENCH, insertWatchers, log, measureAlertLevels, onBothEngines, postedAt, watchedPlace } from './alert-matching';
import { watchedWords, yardSaleWords } from './classified-data';
import { loadListings, pgArray } from './data';
import { rawClient } from './harness';

async function addAlerts(database: Database, count: number, random: () => number): Promise<void> {
  const users = await insertWatchers(database, count, random);
  const rows = users.map((userId) => {
    const q = watchedWords(random);
    // A fifth keep to one category, as Filter Sales' categories do; the rest take any sale.
    const categories = random() < 0.2 ? `{"${YARD_SALE_CATEGORIES[Math.floor(random() * YARD_SALE_CATEGORIES.length)]!}"}` : '{}';
    return { userId, q, terms: `{${searchTerms(q).join(',')}}`, categories, ...watchedPlace(random) };
  });
  const client = rawClient(database);
  await client.query(
    `insert into sale_alerts (user_id, q, terms, categories, latitude, longitude, radius_km)
      select u, q, t::text[], c::text[], la, lo, r from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::float8[]) as x(u, q, t, c, la, lo, r)`,
    ['userId', 'q', 'terms', 'categories', 'lat', 'lng', 'radiusKm'].map((key) => pgArray(rows.map((row) => row[key as keyof typeof row]))),
  );
  await client.query('vacuum analyze sale_alerts');
}

/** A new sale near the city, shown from an hour ago to tomorrow, as posting one stores it. */
async function postSale(database: Database, sellerId: string, random: () => number): Promise<string> {
  const at = postedAt(random);
  const now = Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  const category = YARD_SALE_CATEGORIES[Math.floor(random() * YARD_SALE_CATEGORIES.length)]!;
  const [row] = await database.db
    .insert(listings)
    .values({
      userId: sellerId, ...yardSaleWords(0, random), address: '1 Bench St, Toronto, ON', latitude: at.lat, longitude: at.lng, timeZone: 'America/Toronto',
      dates: [day], startDate: day, endDate: day, startTime: '08:00', endTime: '14:00', visibleFrom: new Date(now - HOUR_MS), visibleUntil: new Date(now + 24 * HOUR_MS),
      category, categories: [category],
    })
    .returning({ id: listings.id });
  return row!.id;
}

async function run(engine: string, database: Database): Promise<void> {
  log(`\n${engine}: migrating and seeding ${ALERT_BENCH.rows.toLocaleString('en-US')} sales`);
  await runMigrations(database);
  const random = seededRandom(20_261_130);
  const client = rawClient(database);
  await loadListings(client, ALERT_BENCH.rows, new Date(), random, log, yardSaleWords);
  const [{ count: words }] = ((await client.query('select count(*)::int as count from sale_words')) as { rows: [{ count: number }] }).rows;
  log(`  vocabulary ${words.toLocaleString('en-US')} words`);
  const [{ id: sellerId }] = ((await client.query('select id from users limit 1')) as { rows: [{ id: string }] }).rows;
  // Matching pushes through ctx.push; the benchmark times the database's part.
  const ctx = { database, push: { sendTo: async () => undefined } } as unknown as ServiceContext;
  await measureAlertLevels('sale', {
    addAlerts: (count) => addAlerts(database, count, random),
    post: async () => {
      const saleId = await postSale(database, sellerId, random);
      return {
        match: () => matchSale(ctx, saleId),
        fitsBefore: () => fitsOfSale(ctx, saleId, sellerId),
        matches: async () => (await database.db.select().from(saleAlertMatches).where(eq(saleAlertMatches.listingId, saleId))).length,
      };
    },
  });
}

log(`Sale-alert matching: ${ALERT_BENCH.posts} new sales near Toronto per level, alerts ${ALERT_BENCH.levels.join(', ')}`);
await onBothEngines('yardsale_sale_alerts_bench', run);
