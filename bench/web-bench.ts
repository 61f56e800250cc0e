// `npm run bench:web`: Lighthouse 11.7.1 (mobile preset) on the production build, served by the real
// server with the demo data, three runs a route interleaved with a static control page. See the
// "Web benchmark" section of bench/README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { seedDemoData } from '@/demo/seed';
import { createDiskUploadStore } from '@/services/uploads';
import { freePort, positive, repoRoot } from './http-support';
import { LIGHTHOUSE_VERSION, loadLighthouse, runLighthouse, type RunOptions } from './web-lighthouse';
import { diagnosticsTable, mainTable, sampleOf, summarize, type Sample } from './web-report';
import { startStubServer } from './web-stub';

const CACHE = path.join(repoRoot, 'bench/zz-web');
const APP_ROUTES = ['/auth', '/home', '/find', '/faq', '/classifieds'];
const RUNS = positive('BENCH_WEB_RUNS', 3);
/** Which pages, `control` for the static page: BENCH_WEB_ROUTES=control,/find for a quick look. */
const ROUTES = (process.env.BENCH_WEB_ROUTES ?? ['control', ...APP_ROUTES].join(',')).split(',').map((route) => route.trim()).filter(Boolean);
/** A build to measure instead of web/dist (which is built first when its sources changed). */
const DIST = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : undefined;
/**
 * `granted` (default): a visitor who allowed location, standing in London, Ontario, among the demo
 * sales (about 600 m from the map's default centre, so the requests show which point was used).
 * `prompt`: a first-time visitor; the headless browser never answers the permission question.
 */
const LOCATION = process.env.BENCH_WEB_LOCATION ?? 'granted';
const SPOT = { latitude: 42.9849, longitude: -81.2453 };

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

async function buildWeb(): Promise<string> {
  if (DIST) {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`BENCH_WEB_DIST=${DIST} has no index.html`);
    return DIST;
  }
  const module = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/build-web.mjs')).href)) as { buildWebIfStale(): void };
  module.buildWebIfStale();
  return path.join(repoRoot, 'web/dist');
}

/** Migrations and the demo seed (with photos), as a newcomer's first `npm start` has them. */
async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await runMigrations(database);
    await seedDemoData(database, { log: () => undefined, uploads: createDiskUploadStore(dataDir) });
  } finally {
    await database.close();
  }
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** `node --import tsx api/src/server.ts` in production mode (as `npm start` runs it), tiles from the stub. */
async function startServer(dataDir: string, webDist: string, tileUrl: string): Promise<Server> {
  const port = await freePort();
  const logFile = path.join(CACHE, 'server.log');
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json'),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      TILE_URL: tileUrl,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  void exited.then(() => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!/Yard sale app ready at/.test(fs.readFileSync(logFile, 'utf8'))) {
    if (!alive || Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start. Its output (${logFile}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One request to each page and to the API's first reads, so no run pays for the server's first queries. */
async function warmUp(server: Server): Promise<void> {
  const near = `${SPOT.latitude},${SPOT.longitude}`;
  for (const route of [...APP_ROUTES, '/api/config', '/api/health', `/api/listings?near=${near}&limit=50`, '/api/classifieds']) {
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
  const webDist = await buildWeb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-web-bench-'));
  const stub = await startStubServer();
  let server: Server | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await stub.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log(`Seeding the demo data into ${dataDir}...`);
    await seed(dataDir);
    server = await startServer(dataDir, webDist, stub.tileUrl);
    await warmUp(server);
    console.log(`Server ${server.url} (production, ${path.relative(repoRoot, webDist) || webDist}), stub ${stub.origin}; location: ${LOCATION}`);
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${RUNS} runs of ${ROUTES.join(', ')}, round-robin; load average at start ${load()}`);

    const samples = new Map<string, Sample[]>(ROUTES.map((route) => [route, []]));
    let browser = '';
    const loads: number[] = [];
    const started = Date.now();
    for (let run = 0; run < RUNS; run++) {
      // Each round starts one route later, so no route is always measured first or after the control.
      const order = ROUTES.map((_, i) => ROUTES[(i + run) % ROUTES.length]!);
      for (const route of order) {
        const control = route === 'control';
        const url = control ? stub.controlUrl : server.url + route;
        const options: RunOptions = !control && LOCATION === 'granted' ? { geolocation: SPOT } : {};
        const t0 = Date.now();
        const lhr = await runLighthouse(tools, url, options);
        browser ||= lhr.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? lhr.userAgent;
        const name = control ? 'control' : route.slice(1).replace(/\W+/g, '-');
        fs.writeFileSync(path.join(CACHE, 'reports', `${name}-${run + 1}.json`), JSON.stringify(lhr));
        const sample = sampleOf(lhr, !control);
        samples.get(route)!.push(sample);
        loads.push(os.loadavg()[0]!);
        console.log(
          `  run ${run + 1} ${route.padEnd(12)} performance ${String(sample.performance).padStart(3)}  LCP ${(sample.lcpMs / 1000).toFixed(1)} s  ` +
            `TBT ${Math.round(sample.tbtMs)} ms  (${((Date.now() - t0) / 1000).toFixed(0)} s, load ${load()})`,
        );
        for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
      }
    }

    const summaries = ROUTES.map((route) => summarize(route, samples.get(route)!));
    const date = new Date().toISOString().slice(0, 10);
    console.log(`\nMedians of ${RUNS} runs, ${date}, Lighthouse ${LIGHTHOUSE_VERSION} mobile preset, ${browser}, location ${LOCATION}:\n`);
    console.log(mainTable(summaries));
    console.log('\nWhere the time goes (the median-score run of each route):\n');
    console.log(diagnosticsTable(summaries));
    const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
    console.log(`\n1-minute load average during the runs ${range(loads)}; at the end ${load()}; ${os.cpus().length} cores; ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
    console.log(`Tiles served by the stub: ${stub.tilesServed()}. Reports: ${path.relative(repoRoot, path.join(CACHE, 'reports'))}/<route>-<run>.json`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
