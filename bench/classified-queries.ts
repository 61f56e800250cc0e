// The classifieds benchmark's queries: what the /classifieds screen asks (GET /api/classifieds with
// the query string the web builds), at points where people are, timed around the API's own
// searchClassifieds (the tsquery round trip included, as the route runs it).
import { createHash } from 'node:crypto';
import { classifiedQuery, toClassifiedSearch, type ClassifiedQueryInput } from '@yardsale/core/classified-query';
import { CLASSIFIED_CATEGORIES } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import type { Database } from '@/db/client';
import { searchClassifieds } from '@/services/classifieds/search';
import { clusters, pickCluster, scatter } from './data';
import { percentile } from './harness';

export const WARMUP = 30;

const rotate = <T>(values: readonly T[]) => (i: number) => values[i % values.length]!;
const WORDS = rotate(['sofa', 'lamp', 'skates', 'drill', 'stroller', 'dresser', 'guitar', 'tires', 'lego', 'mirror', 'kayak', 'jacket']);
const TWO_WORDS = rotate(['oak table', 'mountain bike', 'winter tires', 'coffee table', 'leather sofa', 'hockey skates', 'kids bicycle', 'cordless drill']);
const CATEGORY = rotate(CLASSIFIED_CATEGORIES);
// Typos no seller made in the generated data (checked at 1M rows), so close spellings are looked up.
const UNSEEN_TYPOS = rotate(['kayac', 'sofaa', 'strolle', 'mattres', 'bicyel']);

export interface Scenario {
  name: string;
  /** Held to the p95 target (browse and search near a city). */
  target: boolean;
  input: (i: number, near: LatLng) => ClassifiedQueryInput;
}

export const SCENARIOS: Scenario[] = [
  { name: 'browse: newest near a city', target: true, input: (_, near) => ({ near }) },
  { name: 'browse: newest, one category (rotating), near a city', target: true, input: (i, near) => ({ near, category: CATEGORY(i) }) },
  { name: "search 'bicycle' near a city", target: true, input: (_, near) => ({ near, q: 'bicycle' }) },
  { name: "search 'table' near a city", target: true, input: (_, near) => ({ near, q: 'table' }) },
  { name: 'search one word (sofa, lamp, skates, …) near a city', target: true, input: (i, near) => ({ near, q: WORDS(i) }) },
  { name: 'search two words (oak table, mountain bike, …) near a city', target: true, input: (i, near) => ({ near, q: TWO_WORDS(i) }) },
  { name: "typo 'bicyle' near a city", target: true, input: (_, near) => ({ near, q: 'bicyle' }) },
  { name: "typo 'tabel' near a city", target: true, input: (_, near) => ({ near, q: 'tabel' }) },
  { name: 'typo in no ad (kayac, sofaa, strolle, …) near a city', target: true, input: (i, near) => ({ near, q: UNSEEN_TYPOS(i) }) },
  { name: "search 'table', one category (Furniture), near a city", target: true, input: (_, near) => ({ near, q: 'table', category: 'Furniture' }) },
  { name: 'browse: Free near a city', target: false, input: (_, near) => ({ near, category: 'Free' }) },
  { name: 'browse: Housing near a city', target: false, input: (_, near) => ({ near, category: 'Housing' }) },
  { name: 'browse: newest, no place', target: false, input: () => ({}) },
  { name: "search 'bicycle', no place", target: false, input: () => ({ q: 'bicycle' }) },
];

export interface Measured {
  name: string;
  target: boolean;
  p50: number;
  p95: number;
  rows: number;
  kb: number;
  /** Of the ids of every page answered: the same on both engines if they answer alike. */
  answers: string;
}

/** Query points where people are: a city weighted by its classifieds, then somewhere in it. */
function queryPoints(queries: number): LatLng[] {
  const random = seededRandom(7);
  const all = clusters();
  return Array.from({ length: WARMUP + queries }, () => {
    const cluster = pickCluster(all, random);
    const { lat, lng } = scatter(cluster.center, cluster.radiusKm / 2, random);
    // As a phone reports a position: about 1 m.
    return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
  });
}

/**
 * Times every scenario at the same points, after WARMUP points of every scenario (so the first one
 * measured does not pay for caches the load left cold). `include` and `search` are for probes.
 */
export async function measure(database: Database, now: Date, queries: number, log: (line: string) => void, include: (name: string) => boolean = () => true, search = searchClassifieds): Promise<Measured[]> {
  const points = queryPoints(queries);
  const scenarios = SCENARIOS.filter((each) => include(each.name));
  const ask = (scenario: Scenario, i: number) => search(database.db, toClassifiedSearch(classifiedQuery(scenario.input(i, points[i]!))), now);
  for (const scenario of scenarios) for (let i = 0; i < WARMUP; i++) await ask(scenario, i);
  const results: Measured[] = [];
  for (const scenario of scenarios) {
    const times: number[] = [];
    const answers = createHash('sha256');
    let rows = 0;
    let bytes = 0;
    for (let i = WARMUP; i < points.length; i++) {
      const started = performance.now();
      const page = await ask(scenario, i);
      times.push(performance.now() - started);
      rows += page.classifieds.length;
      bytes += Buffer.byteLength(JSON.stringify(page));
      answers.update(`${page.classifieds.map((classified) => classified.id).join(',')};`);
    }
    times.sort((a, b) => a - b);
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    results.push({ name: scenario.name, target: scenario.target, p50, p95, rows: rows / queries, kb: bytes / queries / 1024, answers: answers.digest('hex').slice(0, 12) });
    log(`  ${scenario.name}: ${p50.toFixed(1)} / ${p95.toFixed(1)} ms, ${(rows / queries).toFixed(1)} rows`);
  }
  return results;
}
