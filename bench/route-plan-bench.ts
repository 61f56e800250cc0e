// Route planning benchmark (decision 0038): how long planRoute takes for a morning of 5 to
// ROUTE_PLAN.maxStops favorite sales around one town, with opening hours spread over the morning,
// and how many of them the round reaches. Runs on the main thread of the phone's browser, so the
// figures are per run on this machine; a 4x slower phone takes about four times as long.
import { performance } from 'node:perf_hooks';
import { offsetPoint } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import { planRoute, ROUTE_PLAN, type RouteStop } from '@yardsale/core/route-plan';
import { loadAverage } from './harness';

const MORNINGS = Number(process.env.BENCH_MORNINGS ?? 20);
const HOME = { lat: 42.98, lng: -81.25 };
const EIGHT_AM = Date.UTC(2026, 5, 13, 12);
const MINUTE = 60_000;

/** Sales up to 12 km away, opening between 07:00 and 11:00 and open 2 to 8 hours. */
function morning(stops: number, random: () => number): RouteStop[] {
  return Array.from({ length: stops }, (_, index) => {
    const opensAt = EIGHT_AM + (Math.floor(random() * 9) * 30 - 60) * MINUTE;
    return { id: `s${index}`, position: offsetPoint(HOME, random() * 12, random() * 2 * Math.PI), opensAt, closesAt: opensAt + (2 + Math.floor(random() * 7)) * 60 * MINUTE };
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log(`planRoute, ${MORNINGS} random mornings per size (${loadAverage()})`);
console.log('stops  median ms  p95 ms  max ms  reached (mean)');
for (const size of [5, 10, 15, 20, ROUTE_PLAN.maxStops]) {
  const random = seededRandom(size);
  const times: number[] = [];
  let reached = 0;
  for (let run = 0; run < MORNINGS; run++) {
    const stops = morning(size, random);
    const started = performance.now();
    const plan = planRoute(stops, { origin: HOME, startAt: EIGHT_AM, dwellMs: 20 * MINUTE });
    times.push(performance.now() - started);
    reached += plan.visits.length;
  }
  times.sort((a, b) => a - b);
  const row = [percentile(times, 50), percentile(times, 95), times.at(-1)!].map((ms) => ms.toFixed(1).padStart(7));
  console.log(`${String(size).padStart(5)}  ${row.join('  ')}  ${(reached / MORNINGS).toFixed(1).padStart(6)} of ${size}`);
}
