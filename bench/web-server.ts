// What the browser benchmarks (bench:web, bench:scroll, bench:trace) share: the production build, a
// seeded data folder and the real server started as `npm start` starts it, tiles from the local stub.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import { openDatabase, type Database } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { seedDemoData } from '@/demo/seed';
import { createDiskUploadStore } from '@/services/uploads';
import { freePort, repoRoot } from './http-support';
import { startStubServer, type StubServer } from './web-stub';

/** Where the browser benchmarks keep their logs, reports and traces (git-ignored). */
export const WEB_BENCH_DIR = path.join(repoRoot, 'bench/zz-web');

/** London, Ontario, among the demo sales (about 600 m from the map's default centre). */
export const BENCH_SPOT = { latitude: 42.9849, longitude: -81.2453 };

/** A phone's screen and touch, location granted at BENCH_SPOT: Playwright context options of the browser benchmarks. */
export const BENCH_PHONE = {
  viewport: { width: 412, height: 823 },
  locale: 'en-US',
  isMobile: true,
  hasTouch: true,
  permissions: ['geolocation'],
  geolocation: BENCH_SPOT,
};

/** A new page of `context` whose CPU runs `slowdown` times slower (a mid-range phone: 4), and its DevTools session. */
export async function slowedPage(context: BrowserContext, slowdown: number): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, cdp };
}

/** A build to measure instead of web/dist (which is built first when its sources changed). */
const DIST = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : undefined;

export async function buildWeb(): Promise<string> {
  if (DIST) {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`BENCH_WEB_DIST=${DIST} has no index.html`);
    return DIST;
  }
  const module = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/build-web.mjs')).href)) as { buildWebIfStale(): void };
  module.buildWebIfStale();
  return path.join(repoRoot, 'web/dist');
}

/** Migrations and the demo seed (with photos), as a newcomer's first `npm start` has them; then `extra`. */
export async function seed(dataDir: string, extra?: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await runMigrations(database);
    await seedDemoData(database, { log: () => undefined, uploads: createDiskUploadStore(path.join(dataDir, 'uploads')) });
    await extra?.(database);
  } finally {
    await database.close();
  }
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** `node --import tsx api/src/server.ts` in production mode (as `npm start` runs it), tiles from the stub. */
export async function startServer(dataDir: string, webDist: string, tileUrl: string, logFile: string): Promise<Server> {
  const port = await freePort();
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


interface BenchServerOptions {
  /** Names the temporary data folder and the server's log, `bench/zz-web/<name>-server.log`. */
  name: string;
  /** More data after the demo seed. */
  extra?: (database: Database) => Promise<void>;
}

/**
 * The build (webDist) served with the demo data on a temporary data folder and tiles from the stub,
 * for as long as `measure` runs; then, or on Ctrl-C, the server and stub stop and the folder goes.
 */
export async function withBenchServer(
  { name, extra }: BenchServerOptions,
  measure: (server: Server, stub: StubServer, webDist: string) => Promise<void>,
): Promise<void> {
  fs.mkdirSync(WEB_BENCH_DIR, { recursive: true });
  const webDist = await buildWeb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yardsale-${name}-`));
  const stub = await startStubServer();
  let server: Server | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await stub.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  try {
    console.log(`Seeding the demo data into ${dataDir}...`);
    await seed(dataDir, extra);
    server = await startServer(dataDir, webDist, stub.tileUrl, path.join(WEB_BENCH_DIR, `${name}-server.log`));
    await measure(server, stub, webDist);
  } finally {
    process.off('SIGINT', interrupted);
    await cleanUp();
  }
}

/**
 * A second build served beside the first (BENCH_TRACE_COMPARE, BENCH_WEB_COMPARE), so the two can be
 * measured run by run alternately and the machine's drift hits both alike; with data of its own, as
 * two servers cannot share one PGlite folder. Without a build, `measure` gets no server.
 */
export async function withSecondBuild(
  webDist: string | undefined,
  { name, tileUrl }: { name: string; tileUrl: string },
  measure: (server: Server | undefined) => Promise<void>,
): Promise<void> {
  if (!webDist) return measure(undefined);
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} has no index.html`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yardsale-${name}-`));
  let server: Server | undefined;
  try {
    await seed(dataDir);
    server = await startServer(dataDir, webDist, tileUrl, path.join(WEB_BENCH_DIR, `${name}-server.log`));
    await measure(server);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
