// The HTTP benchmark's figures: one table row per run, and the summary tables printed at the end.
import { LOAD_LABEL, type Load } from './http-load';
import type { Memory, ProbeResult } from './http-support';

const log = (line: string) => console.log(line);

export interface Row {
  engine: string;
  load: Load;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  kbPerResponse: number;
  loadAverage: number;
  memory: { before: Memory; after: Memory }[];
  health?: ProbeResult;
  /** GET /api/config (no database): whether the API thread itself still answers while queries run. */
  config?: ProbeResult;
}

export interface EngineSummary {
  engine: string;
  processes: number;
  visible: number;
  idleHealth: ProbeResult;
  answers: string[];
  loadAverage: number;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
export const ms = (value: number) => (Number.isNaN(value) ? '–' : value === 0 ? '<1' : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US'));
export const mb = (value: number) => Math.round(value).toLocaleString('en-US');
export const int = (value: number) => Math.round(value).toLocaleString('en-US');

export function healthText(probe: ProbeResult): string {
  const { times, failures } = probe;
  return `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(percentile(times, 99))} / ${ms(Math.max(...times))} ms (${times.length} probes${failures ? `, ${failures} failed` : ''})`;
}

function memoryText(memory: Row['memory']): string {
  return memory.map(({ before, after }) => `${mb(before.rssMb)}→${mb(after.rssMb)} (peak ${mb(after.peakMb)})`).join(' + ');
}

export function rowLine(row: Row): string {
  const failures = `${int(row.non2xx)} / ${int(row.errors)}${row.timeouts ? ` (${row.timeouts} timeouts)` : ''}`;
  return `| ${row.engine} | ${LOAD_LABEL[row.load]} | ${row.connections} | ${int(row.reqPerSec)} | ${ms(row.p50)} / ${ms(row.p99)} ms | ${failures} | ${row.kbPerResponse.toFixed(1)} KB | ${memoryText(row.memory)} | ${row.loadAverage.toFixed(1)} |`;
}

/** Issue 12's target for the map: ≥ 2,000 viewport requests/s at 50 connections, p99 ≤ 50 ms, no failures. */
export const MARKER_TARGET = { connections: 50, reqPerSec: 2000, p99Ms: 50 } as const;

/** The map's marker load beside /api/health (the ceiling: one `select 1`) at the target's connections, per engine. */
function printTarget(rows: Row[]): void {
  log(`\nMap markers against the target (≥ ${int(MARKER_TARGET.reqPerSec)} req/s, p99 ≤ ${MARKER_TARGET.p99Ms} ms, no failures, at ${MARKER_TARGET.connections} connections):\n`);
  for (const markers of rows.filter((row) => row.load === 'markers' && row.connections === MARKER_TARGET.connections)) {
    const health = rows.find((row) => row.load === 'health' && row.engine === markers.engine && row.connections === markers.connections);
    const met = markers.reqPerSec >= MARKER_TARGET.reqPerSec && markers.p99 <= MARKER_TARGET.p99Ms && markers.non2xx + markers.errors + markers.timeouts === 0;
    log(`- ${markers.engine}: ${int(markers.reqPerSec)} req/s, p50 / p99 ${ms(markers.p50)} / ${ms(markers.p99)} ms, ${markers.kbPerResponse.toFixed(1)} KB an answer; /api/health ${health ? `${int(health.reqPerSec)} req/s, p99 ${ms(health.p99)} ms` : 'not run'}: ${met ? 'met' : 'NOT met'}`);
  }
}

/** The tables at the end of a run (bench/README.md quotes them). */
export function printResults(rows: Row[], summaries: EngineSummary[], listings: number): void {
  log('\n## Results');
  for (const summary of summaries) {
    log(`\n${summary.engine}: ${summary.processes} API process(es); ${summary.visible.toLocaleString('en-US')} of ${listings.toLocaleString('en-US')} listings visible now; load average ${summary.loadAverage.toFixed(1)} when measuring`);
    summary.answers.forEach((line) => log(`- ${line}`));
  }
  log(`\n| engine | load | connections | req/s | p50 / p99 | non-2xx / errors | answer | server RSS MB, before→after (peak) | load avg |`);
  log('|---|---|---|---|---|---|---|---|---|');
  rows.forEach((row) => log(rowLine(row)));
  printTarget(rows);
  log(`\nLatency of one request at a time, 50 ms apart, idle and while the map load runs: /api/health (waits its turn`);
  log(`for the database) and /api/config (no database: the API thread itself):\n`);
  log('| engine | map connections | /api/health p50 / p95 / p99 / max | /api/config p50 / p95 / p99 / max |');
  log('|---|---|---|---|');
  for (const summary of summaries) {
    log(`| ${summary.engine} | idle | ${healthText(summary.idleHealth)} | |`);
    for (const row of rows.filter((r) => r.engine === summary.engine && r.health)) {
      log(`| ${row.engine} | ${row.connections} | ${healthText(row.health!)} | ${row.config ? healthText(row.config) : ''} |`);
    }
  }
}
