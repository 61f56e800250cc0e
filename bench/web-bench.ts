// `npm run bench:web`: Lighthouse 11.7.1 (mobile preset) on the production build, served by the real
// server with the demo data, three runs a route interleaved with a static control page. See the
// "Web benchmark" section of bench/README.md. BENCH_WEB_COMPARE=<another build> measures that build
// too, its runs interleaved with this one's, so both meet the same machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_PATHS } from '@yardsale/core/first-screen';
import { positive, repoRoot } from './http-support';
import { LIGHTHOUSE_VERSION, loadLighthouse, runLighthouse, type RunOptions } from './web-lighthouse';
import { diagnosticsTable, mainTable, sampleOf, summarize, type Sample } from './web-report';
import { BENCH_SPOT as SPOT, WEB_BENCH_DIR as CACHE, withBenchServer, withSecondBuild, type Server } from './web-server';

const APP_ROUTES = ['/auth', '/home', '/find', '/faq', '/classifieds'];
const RUNS = positive('BENCH_WEB_RUNS', 3);
/** Which pages, `control` for the static page: BENCH_WEB_ROUTES=control,/find for a quick look. */
const ROUTES = (process.env.BENCH_WEB_ROUTES ?? ['control', ...APP_ROUTES].join(',')).split(',').map((route) => route.trim()).filter(Boolean);
/**
 * `granted` (default): a visitor who allowed location, standing in London, Ontario, among the demo
 * sales (about 600 m from the map's default centre, so the requests show which point was used).
 * `prompt`: a first-time visitor; the headless browser never answers the permission question.
 */
const LOCATION = process.env.BENCH_WEB_LOCATION ?? 'granted';
/** A second build measured in the same rounds (every app route once per round for each build). */
const COMPARE = process.env.BENCH_WEB_COMPARE ? path.resolve(process.env.BENCH_WEB_COMPARE) : undefined;
const COMPARED = ' (compared)';
/** BENCH_WEB_TRACES=1 keeps each run's trace beside its report (<route>-<run>.trace.json, ~10 MB each). */
const KEEP_TRACES = process.env.BENCH_WEB_TRACES === '1';

/** What one round measures: the control and each route, each route once per build. */
interface Target {
  /** The route, with COMPARED for the second build's. */
  label: string;
  url: string;
  control: boolean;
}

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/**
 * One request to each page and to the API's first reads, so no run pays for the server's first
 * queries, nor for loading and first using the renderer of the first screens (decisions 0032, 0034).
 */
async function warmUp(server: Server): Promise<void> {
  const near = `${SPOT.latitude},${SPOT.longitude}`;
  const firstScreens = [`${FIRST_SCREEN_PATHS.find}?near=${near}`, `${FIRST_SCREEN_PATHS.classifieds}?near=${near}`, `${FIRST_SCREEN_PATHS.home}?near=${near}&width=412&height=663`];
  for (const route of [...APP_ROUTES, '/api/config', '/api/health', `/api/listings?near=${near}&limit=50`, '/api/classifieds', ...firstScreens]) {
    const response = await fetch(server.url + route);
    await response.arrayBuffer();
  }
}

async function main(): Promise<void> {
  const unknown = ROUTES.filter((route) => route !== 'control' && !route.startsWith('/'));
  if (unknown.length) throw new Error(`BENCH_WEB_ROUTES: ${unknown.join(', ')} is neither "control" nor a path`);
  if (LOCATION !== 'granted' && LOCATION !== 'prompt') throw new Error('BENCH_WEB_LOCATION must be granted or prompt');
  fs.mkdirSync(path.join(CACHE, 'reports'), { recursive: true });
  const tools = await loadLighthouse(path.join(CACHE, `lighthouse-${LIGHTHOUSE_VERSION}`));
  await withBenchServer({ name: 'web' }, async (server, stub, webDist) => {
    await withSecondBuild(COMPARE, { name: 'web-compared', tileUrl: stub.tileUrl }, async (compared) => {
      await warmUp(server);
      if (compared) await warmUp(compared);
      console.log(`Server ${server.url} (production, ${path.relative(repoRoot, webDist) || webDist}), stub ${stub.origin}; location: ${LOCATION}`);
      if (compared) console.log(`Compared: ${compared.url} (${COMPARE}), routes marked "${COMPARED.trim()}"`);
      console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${RUNS} runs of ${ROUTES.join(', ')}, round-robin; load average at start ${load()}`);
      const targets: Target[] = ROUTES.flatMap((route) => {
        if (route === 'control') return [{ label: route, url: stub.controlUrl, control: true }];
        const own = { label: route, url: server.url + route, control: false };
        return compared ? [own, { label: route + COMPARED, url: compared.url + route, control: false }] : [own];
      });
      await measureRounds(targets, tools);
      console.log(`Tiles served by the stub: ${stub.tilesServed()}.`);
    });
  });
}

async function measureRounds(targets: Target[], tools: Awaited<ReturnType<typeof loadLighthouse>>): Promise<void> {
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.label, []]));
  let browser = '';
  const loads: number[] = [];
  const started = Date.now();
  for (let run = 0; run < RUNS; run++) {
    // Each round starts one target later, so no route is always measured first or after the control.
    const order = targets.map((_, i) => targets[(i + run) % targets.length]!);
    for (const { label, url, control } of order) {
      const name = control ? 'control' : label.slice(1).replace(/\W+/g, '-').replace(/-$/, '');
      const report = path.join(CACHE, 'reports', `${name}-${run + 1}`);
      const options: RunOptions = {
        ...(!control && LOCATION === 'granted' ? { geolocation: SPOT } : {}),
        ...(KEEP_TRACES ? { traceFile: `${report}.trace.json` } : {}),
      };
      const t0 = Date.now();
      const lhr = await runLighthouse(tools, url, options);
      browser ||= lhr.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? lhr.userAgent;
      fs.writeFileSync(`${report}.json`, JSON.stringify(lhr));
      const sample = sampleOf(lhr, !control);
      samples.get(label)!.push(sample);
      loads.push(os.loadavg()[0]!);
      console.log(
        `  run ${run + 1} ${label.padEnd(12)} performance ${String(sample.performance).padStart(3)}  LCP ${(sample.lcpMs / 1000).toFixed(1)} s  ` +
          `TBT ${Math.round(sample.tbtMs)} ms  (${((Date.now() - t0) / 1000).toFixed(0)} s, load ${load()})`,
      );
      for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
    }
  }

  const summaries = targets.map((target) => summarize(target.label, samples.get(target.label)!));
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nMedians of ${RUNS} runs, ${date}, Lighthouse ${LIGHTHOUSE_VERSION} mobile preset, ${browser}, location ${LOCATION}:\n`);
  console.log(mainTable(summaries));
  console.log('\nWhere the time goes (the median-score run of each route):\n');
  console.log(diagnosticsTable(summaries));
  const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
  console.log(`\n1-minute load average during the runs ${range(loads)}; at the end ${load()}; ${os.cpus().length} cores; ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  console.log(`Reports: ${path.relative(repoRoot, path.join(CACHE, 'reports'))}/<route>-<run>.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
