// Benchmark classifieds: items around the 300 cities of cities.ts (as the yard-sale benchmark places
// sales), titles and descriptions from classified-words.ts, and prices, tags, ages and points as the
// write path stores them. Loaded with unnest batches while the search trigger is off and the indexes
// are dropped; the search documents and the vocabulary are filled by the same functions as the
// trigger of migration 0004, checked against the trigger itself afterwards; then the indexes are
// rebuilt from their own definitions and the tables analysed.
import { searchTerms } from '@yardsale/core/classified-query';
import { CLASSIFIED_CATEGORIES, CLASSIFIED_HOUSING_TAG, CLASSIFIEDS } from '@yardsale/core/constants';
import { seededRandom } from '@yardsale/core/random';
import { areaOf, publicPoint } from '@/services/geocoding/public-place';
import { CATEGORY_WORDS, CONDITION_SENTENCES, FIRST_NAMES, GENERAL_ADJECTIVES, HOUSING_WORDS, LOGISTICS, OPENERS, rareSentence, type CategoryWords } from './classified-words';
import { clusters, pgArray, pickCluster, scatter, type Cluster, type SqlClient } from './data';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 10_000;
const SPREAD_DAYS = 45;
const STREETS = ['Main St', 'King St', 'Oak Ave', 'Maple Dr', 'Church St', 'Park Rd', 'Elm St', 'Lakeshore Blvd', 'Hillcrest Ave', 'Cedar Ln'];
// Share of the items per category, in CLASSIFIED_CATEGORIES order (furniture and electronics lead).
const CATEGORY_WEIGHTS = [8, 12, 14, 10, 10, 4, 9, 7, 4, 7, 3, 6, 3, 3];
const CONDITIONS = [['New', 8], ['Like New', 20], ['Good', 35], ['Fair', 12], ['Poor', 3], ['Used', 22]] as const;

type Random = () => number;
const pick = <T>(values: readonly T[], random: Random): T => values[Math.floor(random() * values.length)]!;
function weighted<T>(values: readonly T[], weights: readonly number[], random: Random): T {
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [i, weight] of weights.entries()) if ((left -= weight) <= 0) return values[i]!;
  return values.at(-1)!;
}

/** A version 4 UUID from the seeded generator: the same rows get the same ids on both engines. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** `[a|b|c]` → one of them. */
const expand = (pattern: string, random: Random) => pattern.replace(/\[([^\]]+)\]/g, (_, choices: string) => pick(choices.split('|'), random));

/** A seller's slip in one longer word: a letter dropped, doubled or swapped with the next. */
function misspell(text: string, random: Random): string {
  const words = text.split(' ');
  const candidates = words.map((word, i) => [word, i] as const).filter(([word]) => /^[a-z]{5,}$/.test(word));
  if (candidates.length === 0) return text;
  const [word, index] = pick(candidates, random);
  const at = 1 + Math.floor(random() * (word.length - 2));
  const slip = [word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + word[at] + word.slice(at), word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)];
  words[index] = pick(slip, random);
  return words.join(' ');
}

function title(words: CategoryWords, random: Random): string {
  let item = expand(pick(words.items, random), random);
  // 'Mountain bike' after a prefix reads 'Trek mountain bike'; 'Harry Potter box set' keeps its capitals.
  const lower = () => (/^[A-Z][a-z]+( [a-z0-9]|$)/.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item);
  if (words.brands.length > 0 && random() < 0.3) item = `${pick(words.brands, random)} ${lower()}`;
  if (random() < 0.25) item = `${random() < 0.6 ? pick(words.adjectives, random) : pick(GENERAL_ADJECTIVES, random)} ${lower()}`;
  return item;
}

/** What people look for: one or two words of the benchmark's item titles, or none (a tenth). */
export function watchedWords(random: Random): string {
  if (random() < 0.1) return '';
  const category = CATEGORY_WORDS[CLASSIFIED_CATEGORIES[Math.floor(random() * CLASSIFIED_CATEGORIES.length)]!];
  const title = category.items[Math.floor(random() * category.items.length)]!.replace(/\[[^\]]*\]/g, '').toLowerCase();
  const words = searchTerms(title).filter((word) => /^[a-z]{3,}$/.test(word));
  const first = Math.floor(random() * Math.max(1, words.length - 1));
  return words.slice(first, first + (random() < 0.5 ? 1 : 2)).join(' ');
}

const SALE_TITLES = ['Garage Sale', 'Moving Sale', 'Estate Sale', 'Multi-Family Yard Sale', 'Spring Clean-Out', 'Downsizing Sale', 'Basement Sale', 'Church Rummage Sale'];

/**
 * What a benchmark yard sale says when its words matter (sale alerts): a sale title, and a
 * description listing four to eight things from any category, as the classifieds name them, with a
 * seller's slip in one sale in twenty.
 */
export function yardSaleWords(_index: number, random: Random): { title: string; description: string } {
  const things = Array.from({ length: 4 + Math.floor(random() * 5) }, () => title(CATEGORY_WORDS[pick(CLASSIFIED_CATEGORIES, random)], random));
  const description = `${things.join(', ')}. Cash only, no early birds.`;
  return { title: pick(SALE_TITLES, random), description: random() < 0.05 ? misspell(description, random) : description };
}

function description(words: CategoryWords, itemTitle: string, condition: keyof typeof CONDITION_SENTENCES, area: string, random: Random): string {
  const sentences = [`${pick(OPENERS, random)} ${itemTitle.toLowerCase()}.`, CONDITION_SENTENCES[condition]];
  for (let n = 1 + Math.floor(random() * 2); n > 0; n--) sentences.push(pick(words.details, random));
  for (let n = 1 + Math.floor(random() * 2); n > 0; n--) sentences.push(pick(LOGISTICS, random));
  if (random() < 0.3) sentences.push(`Pick up in ${area.split(',')[0]}.`);
  if (random() < 0.3) sentences.push(`Ask for ${pick(FIRST_NAMES, random)}.`);
  if (random() < 0.35) sentences.push(rareSentence(random, seededRandom));
  return [...new Set(sentences)].join(' ');
}

/** A price as the column stores it: 8% free, else log-uniform in the category's range, rounded as people do. */
function price([low, high]: readonly [number, number], random: Random): string {
  if (random() < 0.08) return '0.00';
  const dollars = low * (high / low) ** random();
  const step = dollars < 20 ? 1 : dollars < 200 ? 5 : 25;
  return (Math.max(1, Math.round(dollars / step)) * step).toFixed(2);
}

const COLUMNS = [
  ['id', 'uuid'], ['user_id', 'uuid'], ['title', 'text'], ['description', 'text'], ['price', 'numeric'], ['category', 'text'],
  ['categories', 'text'], ['location', 'text'], ['area', 'text'], ['latitude', 'float8'], ['longitude', 'float8'],
  ['public_latitude', 'float8'], ['public_longitude', 'float8'], ['condition', 'text'], ['is_active', 'bool'],
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ['renewed_at', 'timestamptz'], ['expires_at', 'timestamptz'],
] as const;
const NAMES = COLUMNS.map(([name]) => name).join(', ');

// The search documents and the vocabulary by the trigger's own functions (migration 0004's
// classifieds_search_document), per batch: categories travel as array-literal text (unnest would flatten arrays).
const INSERT = `with added as (
  insert into classifieds (${NAMES}, search_vector, region_vector)
  select ${NAMES}, document, classified_region_vector(document, public_latitude, public_longitude)
  from (select *, classified_search_vector(title, categories, description) as document
    from (select ${COLUMNS.map(([name]) => (name === 'categories' ? 'categories::text[] as categories' : name)).join(', ')}
      from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as t(${NAMES})) as r) as d
  returning title, categories, description
)
insert into classified_words as known (word, ads)
  select word, count(*)::int from added, classified_vocabulary(title, categories, description) word group by word order by word
  on conflict (word) do update set ads = known.ads + excluded.ads`;

interface Place {
  cluster: Cluster;
  area: string;
}

function batch(first: number, size: number, total: number, now: Date, places: Place[], sellers: string[], random: Random): string[] {
  const columns: unknown[][] = COLUMNS.map(() => []);
  const clusterList = places.map((place) => place.cluster);
  const placeOf = new Map(places.map((place) => [place.cluster, place]));
  for (let i = first; i < first + size; i++) {
    const place = placeOf.get(pickCluster(clusterList, random))!;
    const point = scatter(place.cluster.center, place.cluster.radiusKm, random);
    const housing = random() < 0.01;
    const category = housing ? 'Other' : weighted(CLASSIFIED_CATEGORIES, CATEGORY_WEIGHTS, random);
    const words = housing ? HOUSING_WORDS : CATEGORY_WORDS[category];
    const tags = housing ? [CLASSIFIED_HOUSING_TAG] : random() < 0.1 ? [pick(CLASSIFIED_CATEGORIES, random), ...(random() < 0.2 ? [pick(CLASSIFIED_CATEGORIES, random)] : [])] : [];
    const condition = housing ? 'Good' : weighted(CONDITIONS.map(([name]) => name), CONDITIONS.map(([, weight]) => weight), random);
    let itemTitle = title(words, random);
    let text = description(words, itemTitle, condition, place.area, random);
    if (random() < 0.01) itemTitle = misspell(itemTitle, random);
    if (random() < 0.06) text = misspell(text, random);
    // Written in the order of their last renewal, over the last 45 days: a third have expired.
    const renewedAt = now.getTime() - SPREAD_DAYS * DAY_MS + ((i + random()) / total) * SPREAD_DAYS * DAY_MS;
    const createdAt = random() < 0.2 ? renewedAt - (3 + random() * 87) * DAY_MS : renewedAt;
    const { publicLatitude, publicLongitude } = publicPoint(point.lat, point.lng);
    const row = [
      seededUuid(random), pick(sellers, random), itemTitle, text, price(words.price, random), category, pgArray([...new Set([category, ...tags])]),
      `${100 + (i % 9000)} ${pick(STREETS, random)}, ${place.area}`, place.area, point.lat, point.lng, publicLatitude, publicLongitude, condition,
      random() >= 0.03, new Date(createdAt).toISOString(), new Date(renewedAt).toISOString(), new Date(renewedAt).toISOString(),
      new Date(renewedAt + CLASSIFIEDS.lifetimeDays * DAY_MS).toISOString(),
    ];
    row.forEach((value, column) => columns[column]!.push(value));
  }
  return columns.map((values) => pgArray(values));
}

const rowsOf = async <T>(client: SqlClient, text: string, params?: unknown[]) => ((await client.query(text, params)) as { rows: T[] }).rows;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs the search trigger on a sample of rows again and counts the rows whose document changed and
 * the words it added to the vocabulary: both must be 0 if the bulk load matched the trigger.
 */
async function checkAgainstTrigger(client: SqlClient): Promise<{ differing: number; newWords: number }> {
  await client.query('create table bench_trigger_sample as select id, search_vector, region_vector from classifieds order by id limit 1000');
  const [before] = await rowsOf<{ words: number }>(client, 'select count(*)::int as words from classified_words');
  await client.query('update classifieds c set title = c.title from bench_trigger_sample s where c.id = s.id');
  const [after] = await rowsOf<{ words: number; differing: number }>(client, `select (select count(*)::int from classified_words) as words,
    (select count(*)::int from classifieds c join bench_trigger_sample s using (id) where (c.search_vector, c.region_vector) is distinct from (s.search_vector, s.region_vector)) as differing`);
  await client.query('drop table bench_trigger_sample');
  return { differing: after!.differing, newWords: after!.words - before!.words };
}

/** Loads `total` classifieds from one seller per 200 of them, logging rates and sizes. */
export async function loadClassifieds(client: SqlClient, total: number, now: Date, random: Random, log: (line: string) => void) {
  const places: Place[] = await Promise.all(clusters().map(async (cluster) => ({ cluster, area: await areaOf('', cluster.center.lat, cluster.center.lng) })));
  const sellers = Array.from({ length: Math.max(100, Math.round(total / 200)) }, () => seededUuid(random));
  await client.query(
    `insert into users (id, username, email, password_hash, email_verified)
      select id, 'seller' || n, 'seller' || n || '@bench.test', 'x', true from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [pgArray(sellers)],
  );
  // Every index but the primary keys, exactly as the migrations left them, dropped for the load and rebuilt after it.
  const indexes = await rowsOf<{ name: string; definition: string }>(client, `select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename in ('classifieds', 'classified_words')
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u')) order by indexname`);
  // Statistics targets set on index columns (ALTER INDEX … SET STATISTICS) go with the index: kept to set again.
  const targets = await rowsOf<{ name: string; column: number; target: number }>(client, `select c.relname as name, a.attnum as column, a.attstattarget as target
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_attribute a on a.attrelid = i.indexrelid
    where i.indrelid in ('classifieds'::regclass, 'classified_words'::regclass) and a.attstattarget > 0`);
  for (const { name } of indexes) await client.query(`drop index ${name}`);
  await client.query('alter table classifieds disable trigger classifieds_search_document');
  const started = performance.now();
  for (let done = 0; done < total; done += BATCH) {
    await client.query(INSERT, batch(done, Math.min(BATCH, total - done), total, now, places, sellers, random));
  }
  const rate = Math.round(total / ((performance.now() - started) / 1000));
  log(`  loaded ${total.toLocaleString('en-US')} rows with their search documents and words in ${seconds(started)} (${rate.toLocaleString('en-US')} rows/s)`);
  await client.query('alter table classifieds enable trigger classifieds_search_document');
  const check = await checkAgainstTrigger(client);
  log(`  trigger check on 1,000 rows: ${check.differing} documents differ, ${check.newWords} words missing`);
  if (check.differing || check.newWords) throw new Error('The bulk load does not match the search trigger of migration 0004');
  for (const { name, definition } of indexes) {
    const building = performance.now();
    await client.query(definition);
    log(`  ${name} built in ${seconds(building)}`);
  }
  for (const { name, column, target } of targets) await client.query(`alter index ${name} alter column ${column} set statistics ${target}`);
  const analysing = performance.now();
  await client.query('vacuum analyze classifieds');
  await client.query('vacuum analyze classified_words');
  log(`  vacuum analyze in ${seconds(analysing)}`);
  const [sizes] = await rowsOf<Record<string, number | string>>(
    client,
    `select (select count(*)::int from classified_words) as words,
      (select count(*)::int from classifieds where is_active and expires_at > $1::timestamptz) as shown,
      pg_size_pretty(pg_table_size('classifieds')) as "table", pg_size_pretty(pg_indexes_size('classifieds')) as "indexes",
      (select string_agg(indexrelname || ' ' || pg_size_pretty(pg_relation_size(indexrelid)), ', ' order by indexrelname)
        from pg_stat_user_indexes where relname in ('classifieds', 'classified_words')) as each`,
    [now.toISOString()],
  );
  log(`  ${Number(sizes!.shown).toLocaleString('en-US')} shown now (active, not expired); vocabulary ${Number(sizes!.words).toLocaleString('en-US')} words; table ${sizes!.table}, indexes ${sizes!.indexes}: ${sizes!.each}`);
}
