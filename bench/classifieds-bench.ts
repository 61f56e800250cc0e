// Classifieds search benchmark (see bench/README.md): seeds BENCH_ROWS classifieds (default 1,000,000)
// around 300 real US/Canadian cities, on PGlite in a temporary folder and, when BENCH_DATABASE_URL is
// set, on PostgreSQL in a throwaway database; then times the API's own searchClassifieds as
// GET /api/classifieds runs it (the query string the web sends, read by toClassifiedSearch).
import os from 'node:os';
import { seededRandom } from '@yardsale/core/random';
import type { Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { loadClassifieds } from './classified-data';
import { measure, WARMUP, type Measured } from './classified-queries';
import { loadAverage, onPglite, onPostgres, rawClient } from './harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 250);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const TARGET_P95_MS: Record<string, number> = { PGlite: 40, PostgreSQL: 15 };
const log = (line: string) => console.log(line);

async function run(engine: string, database: Database, now: Date): Promise<Measured[]> {
  log(`\n${engine}: migrating and seeding ${ROWS.toLocaleString('en-US')} classifieds`);
  await runMigrations(database);
  await loadClassifieds(rawClient(database), ROWS, now, seededRandom(20_251_124), log);
  // What misspelt words become: close spellings are added only for words that no ad contains.
  const typos = (await rawClient(database).query(`select t, classified_word_query(t)::text as q from unnest($1::text[]) t`, ['{bicyle,tabel,bycicle,kayac}'])) as { rows: { t: string; q: string }[] };
  log(`  typos as queried: ${typos.rows.map(({ t, q }) => `${t} → ${q}`).join('; ')}`);
  log(`  measuring (${loadAverage()})`);
  const results = await measure(database, now, QUERIES, log);
  log(`  done (${loadAverage()})`);
  return results;
}

function table(byEngine: Map<string, Measured[]>): string[] {
  const lines = ['| engine | query | p50 / p95 | answer (mean) | target (p95) |', '|---|---|---|---|---|'];
  for (const [engine, results] of byEngine) {
    const limit = TARGET_P95_MS[engine]!;
    for (const r of results) {
      const target = r.target ? `≤ ${limit} ms: ${r.p95 <= limit ? 'met' : 'MISSED'}` : '';
      lines.push(`| ${engine} | ${r.name} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms | ${r.rows.toFixed(1)} rows, ${r.kb.toFixed(1)} KB | ${target} |`);
    }
  }
  return lines;
}

const now = new Date();
const byEngine = new Map<string, Measured[]>();
log(`Classifieds benchmark: ${ROWS.toLocaleString('en-US')} classifieds, ${QUERIES} query points after ${WARMUP} warm-up, ${os.cpus().length} cores`);
if (ENGINES.includes('pglite')) byEngine.set('PGlite', await onPglite((database) => run('PGlite', database, now)));
const url = process.env.BENCH_DATABASE_URL;
if (url && ENGINES.includes('postgres')) byEngine.set('PostgreSQL', await onPostgres(url, 'yardsale_classifieds_bench', (database) => run('PostgreSQL', database, now)));
else if (!url) log('\nBENCH_DATABASE_URL is not set: skipping PostgreSQL (see bench/README.md).');
log(`\n${table(byEngine).join('\n')}`);
const [first, second] = [...byEngine.values()];
if (first && second) {
  const differ = first.filter((r, i) => r.answers !== second[i]!.answers).map((r) => r.name);
  log(`\nAnswers (ids of every page, in order) on both engines: ${differ.length === 0 ? 'identical' : `DIFFER for ${differ.join('; ')}`}`);
}
