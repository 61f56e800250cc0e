// Figures of one Lighthouse run, their medians per route and the tables bench/web-bench.ts prints.
import type { Audit, Lhr } from './web-lighthouse';

export interface Sample {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Speed index and time to interactive: printed with the diagnostics. */
  siMs: number;
  ttiMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  pwa: number | undefined;
  /** Scripts as transferred (network-requests: resourceType Script, transferSize) and their count. */
  jsBytes: number;
  jsFiles: number;
  /** Every request's transferSize. */
  totalBytes: number;
  mainThreadMs: number;
  bootupMs: number;
  /** The scripts that cost the most main-thread time (bootup-time), and the largest scripts as transferred. */
  topScripts: string[];
  largestScripts: string[];
}

const score = (lhr: Lhr, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
};
const numeric = (audit: Audit | undefined) => audit?.numericValue ?? Number.NaN;
const items = (audit: Audit | undefined) => audit?.details?.items ?? [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');

export function sampleOf(lhr: Lhr, pwaApplies: boolean): Sample {
  const requests = items(lhr.audits['network-requests']);
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const bootup = items(lhr.audits['bootup-time']).filter((item) => typeof item.url === 'string');
  return {
    performance: score(lhr, 'performance'),
    fcpMs: numeric(lhr.audits['first-contentful-paint']),
    lcpMs: numeric(lhr.audits['largest-contentful-paint']),
    tbtMs: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    siMs: numeric(lhr.audits['speed-index']),
    ttiMs: numeric(lhr.audits.interactive),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    pwa: pwaApplies ? score(lhr, 'pwa') : undefined,
    jsBytes: scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    totalBytes: requests.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    mainThreadMs: numeric(lhr.audits['mainthread-work-breakdown']),
    bootupMs: numeric(lhr.audits['bootup-time']),
    topScripts: bootup.slice(0, 3).map((item) => `${shortUrl(item.url)} ${Math.round(Number(item.total))} ms`),
    largestScripts: [...scripts]
      .sort((a, b) => Number(b.transferSize ?? 0) - Number(a.transferSize ?? 0))
      .slice(0, 3)
      .map((item) => `${shortUrl(item.url)} ${kb(Number(item.transferSize ?? 0))}`),
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface RouteSummary {
  route: string;
  samples: Sample[];
  /** Each figure's own median over the runs. */
  median: Omit<Sample, 'topScripts' | 'largestScripts' | 'pwa'> & { pwa: number | undefined };
  /** The run whose performance score is the median one: its diagnostics are printed. */
  medianRun: Sample;
}

export function summarize(route: string, samples: Sample[]): RouteSummary {
  const of = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const byScore = [...samples].sort((a, b) => a.performance - b.performance);
  return {
    route,
    samples,
    median: {
      performance: of((s) => s.performance),
      fcpMs: of((s) => s.fcpMs),
      lcpMs: of((s) => s.lcpMs),
      tbtMs: of((s) => s.tbtMs),
      cls: of((s) => s.cls),
      siMs: of((s) => s.siMs),
      ttiMs: of((s) => s.ttiMs),
      accessibility: of((s) => s.accessibility),
      bestPractices: of((s) => s.bestPractices),
      seo: of((s) => s.seo),
      pwa: samples[0]?.pwa === undefined ? undefined : of((s) => s.pwa ?? Number.NaN),
      jsBytes: of((s) => s.jsBytes),
      jsFiles: of((s) => s.jsFiles),
      totalBytes: of((s) => s.totalBytes),
      mainThreadMs: of((s) => s.mainThreadMs),
      bootupMs: of((s) => s.bootupMs),
    },
    medianRun: byScore[(byScore.length - 1) >> 1]!,
  };
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`);
const whole = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value)));

/** The main table, as Markdown (it goes into bench/README.md as printed). */
export function mainTable(summaries: RouteSummary[]): string {
  const lines = [
    '| route | performance (runs) | FCP | LCP | TBT | CLS | accessibility | best practices | SEO | PWA | JS transferred (files) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { route, samples, median: m } of summaries) {
    const runs = samples.map((s) => whole(s.performance)).join(', ');
    lines.push(
      `| ${route} | **${whole(m.performance)}** (${runs}) | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${millis(m.tbtMs)} | ${m.cls.toFixed(3)} | ` +
        `${whole(m.accessibility)} | ${whole(m.bestPractices)} | ${whole(m.seo)} | ${whole(m.pwa)} | ${kb(m.jsBytes)} (${whole(m.jsFiles)}) |`,
    );
  }
  return lines.join('\n');
}

/** Where the time goes, from each route's median-score run. */
export function diagnosticsTable(summaries: RouteSummary[]): string {
  const lines = [
    '| route | speed index | TTI | main-thread work | script bootup | all bytes | most script time (bootup-time) | largest scripts |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { route, median: m, medianRun: run } of summaries) {
    lines.push(
      `| ${route} | ${seconds(m.siMs)} | ${seconds(m.ttiMs)} | ${millis(m.mainThreadMs)} | ${millis(m.bootupMs)} | ${kb(m.totalBytes)} | ` +
        `${run.topScripts.join('; ') || '–'} | ${run.largestScripts.join('; ') || '–'} |`,
    );
  }
  return lines.join('\n');
}
