// `npm run bench:trace`: each route's first load in Chromium with its CPU slowed 4× (no network
// throttling), location granted; prints the blocking time and largest paint of every run and their
// medians (on a page that waits for the visitor, also how long its app takes to be live after a
// first tap, 2 s in), then what each long task was made of in one more run with the sampling profiler on,
// read from Chromium's trace and the build's source maps. See the
// "Long tasks" section of bench/README.md. Each trace is kept as bench/zz-web/traces/<route>-<run>.json,
// which Chromium's DevTools (Performance, Load profile) opens. BENCH_TRACE_COMPARE=<another build>
// serves that build too and alternates the two run by run, so the machine's drift hits both alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { WAITS_FOR_VISITOR_ATTRIBUTE } from '@yardsale/core/page-loader-script';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/support/chromium';
import { positive } from './http-support';
import { BENCH_PHONE, slowedPage, WEB_BENCH_DIR, withBenchServer, withSecondBuild, type Server } from './web-server';
import { longTasksOf, type LongTask, type TraceEvent } from './web-trace-tasks';

const RUNS = positive('BENCH_TRACE_RUNS', 5);
const ROUTES = (process.env.BENCH_TRACE_ROUTES ?? '/auth,/home,/find,/faq,/classifieds').split(',').map((route) => route.trim());
/** A second build, measured run by run alternately with the first (its own server and data folder). */
const COMPARE = process.env.BENCH_TRACE_COMPARE ? path.resolve(process.env.BENCH_TRACE_COMPARE) : undefined;
const CPU_SLOWDOWN = 4;
/** How long a load is watched: the map's pins and Find's first cards come within it at 4×. */
const WATCH_MS = 6000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];
/** The sampling profiler names the scripts in each task but slows them: only the extra run has it. */
const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** On a page that waits for the visitor (decision 0031): when the bench's finger first taps it. */
const TAP_AT_MS = 2000;

interface TraceRun {
  blockingMs: number;
  fcpMs: number;
  lcpMs: number;
  /** On a page that waits for the visitor: from the first tap to the app's take-over. */
  readyAfterTapMs?: number;
  tasks: LongTask[];
}

/**
 * Taps the heading of a page whose app waits for the visitor and times how long the app then takes
 * to be live (the root loses aria-disabled): what a visitor's first tap waits for.
 */
async function timeFirstTap(page: Page): Promise<number> {
  // Page code as text: the bench is type-checked for Node, without the DOM's types.
  const ready = page.evaluate<number>(`new Promise((resolve) => {
    const root = document.getElementById('root');
    let tappedAt = 0;
    addEventListener('pointerdown', (event) => (tappedAt ||= event.timeStamp), { capture: true });
    new MutationObserver(() => {
      if (tappedAt && !root.hasAttribute('aria-disabled')) resolve(performance.now() - tappedAt);
    }).observe(root, { attributeFilter: ['aria-disabled'] });
    setTimeout(() => resolve(NaN), 30000); // never live: printed as NaN rather than waited for
  })`);
  const heading = await page.locator('#root h1').first().boundingBox();
  if (!heading) throw new Error(`${page.url()} has no heading to tap`);
  await page.touchscreen.tap(heading.x + heading.width / 2, heading.y + heading.height / 2);
  return ready;
}

async function traceLoad(browser: Browser, url: string, traceFile: string, webDist: string, profiled: boolean): Promise<TraceRun> {
  const context = await browser.newContext({ ...BENCH_PHONE, deviceScaleFactor: 1.75 });
  try {
    const { page } = await slowedPage(context, CPU_SLOWDOWN);
    await browser.startTracing(page, { categories: profiled ? [...TRACE_CATEGORIES, PROFILER_CATEGORY] : TRACE_CATEGORIES });
    await page.goto(url);
    let readyAfterTapMs: number | undefined;
    if (await page.locator(`#root[${WAITS_FOR_VISITOR_ATTRIBUTE}]`).count()) {
      await page.waitForTimeout(TAP_AT_MS);
      readyAfterTapMs = await timeFirstTap(page);
    }
    await page.waitForTimeout(WATCH_MS);
    const buffer = await browser.stopTracing();
    fs.writeFileSync(traceFile, buffer);
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = longTasksOf(trace.traceEvents, webDist);
    const lcp = trace.traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate');
    // Times count from the request for the page; blocking, as total blocking time, from the first
    // contentful paint (the tasks that commit the navigation and parse the page come before it).
    const request = trace.traceEvents.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === url);
    const origin = request?.ts ?? tasks[0]?.startUs ?? 0;
    const fcp = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint')?.ts ?? origin;
    const counted = tasks.filter((task) => task.startUs >= fcp && task.startUs - origin < WATCH_MS * 1000);
    return {
      blockingMs: counted.reduce((sum, task) => sum + task.durationMs - 50, 0),
      fcpMs: (fcp - origin) / 1000,
      lcpMs: lcp.length ? (lcp[lcp.length - 1]!.ts - origin) / 1000 : NaN,
      readyAfterTapMs,
      tasks: tasks.map((task) => ({ ...task, startUs: task.startUs - origin })),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

interface Build {
  label: string;
  server: Server;
  webDist: string;
}

function summary(route: string, runs: TraceRun[]): string {
  return (
    `${route}: blocking ${Math.round(median(runs.map((run) => run.blockingMs)))} ms (runs ${runs.map((run) => Math.round(run.blockingMs)).join(', ')}), ` +
    `first paint ${(median(runs.map((run) => run.fcpMs)) / 1000).toFixed(2)} s, largest paint ${(median(runs.map((run) => run.lcpMs)) / 1000).toFixed(2)} s, ` +
    `longest task ${Math.round(median(runs.map((run) => Math.max(0, ...run.tasks.map((task) => task.durationMs)))))} ms` +
    (runs.some((run) => run.readyAfterTapMs !== undefined)
      ? `; the app live ${Math.round(median(runs.map((run) => run.readyAfterTapMs ?? NaN)))} ms after a first tap at ${TAP_AT_MS / 1000} s (runs ${runs.map((run) => Math.round(run.readyAfterTapMs ?? NaN)).join(', ')})`
      : '')
  );
}

function reportProfiled(profiled: TraceRun): void {
  console.log(`  long tasks of a run with the sampling profiler on (blocking ${Math.round(profiled.blockingMs)} ms): start, length, what took the time (ms)`);
  for (const task of profiled.tasks) {
    const parts = task.parts.slice(0, 4).map((part) => `${part.label} ${Math.round(part.ms)}`);
    console.log(`  ${(task.startUs / 1e6).toFixed(2).padStart(6)} s ${String(Math.round(task.durationMs)).padStart(4)} ms  ${parts.join('; ')}`);
  }
}

async function measureRoute(browser: Browser, route: string, builds: Build[]): Promise<void> {
  const traceFile = (build: Build, run: number | string) =>
    path.join(WEB_BENCH_DIR, 'traces', `${build === builds[0] ? '' : 'compared'}${route.replaceAll('/', '-')}-${run}.json`);
  for (const build of builds) await fetch(build.server.url + route).then((response) => response.arrayBuffer()); // the server's first read of the page
  const runs = builds.map(() => [] as TraceRun[]);
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, build] of builds.entries()) runs[index]!.push(await traceLoad(browser, build.server.url + route, traceFile(build, run), build.webDist, false));
  }
  console.log();
  for (const [index, build] of builds.entries()) console.log(`${build.label}${summary(route, runs[index]!)}`);
  if (builds.length === 1) reportProfiled(await traceLoad(browser, builds[0]!.server.url + route, traceFile(builds[0]!, 'profiled'), builds[0]!.webDist, true));
}

async function main(): Promise<void> {
  fs.mkdirSync(path.join(WEB_BENCH_DIR, 'traces'), { recursive: true });
  await withBenchServer({ name: 'trace' }, async (server, stub, webDist) => {
    await withSecondBuild(COMPARE, { name: 'trace-compared', tileUrl: stub.tileUrl }, async (compared) => {
      const builds: Build[] = [
        { label: compared ? 'this build ' : '', server, webDist },
        ...(compared && COMPARE ? [{ label: `compared (${COMPARE}) `, server: compared, webDist: COMPARE }] : []),
      ];
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
      try {
        console.log(`First loads at ${CPU_SLOWDOWN}× CPU, no network throttling, ${RUNS} runs a route, watched ${WATCH_MS / 1000} s; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
        for (const route of ROUTES) await measureRoute(browser, route, builds);
      } finally {
        await browser.close();
      }
    });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
