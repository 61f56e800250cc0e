// Processes for the HTTP benchmark (bench/http-bench.ts): a PostgreSQL cluster kept between runs, the
// real API server as child processes, their memory from /proc, and a /api/health probe in a worker.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A positive number from the environment, or the fallback. */
export const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export const repoRoot = path.resolve(import.meta.dirname, '..');

function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// PostgreSQL refuses to run as root: as root, run its tools as the postgres user.
function asServerUser(bin: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [command, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface PostgresCluster {
  url: string;
  stop(): void;
}

/**
 * Starts the benchmark's own PostgreSQL cluster in `dir` on loopback, as scripts/lib/postgres.mjs
 * does for the tests (same settings), except that its data folder is kept for the next run so 1M
 * loaded rows survive; initdb runs only the first time. Undefined without PostgreSQL's binaries.
 */
export async function startKeptPostgres(dir: string): Promise<PostgresCluster | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  }
  const port = await freePort();
  asServerUser(path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-w', '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

export interface ApiServer {
  name: string;
  pid: number;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const READY = /Yard sale app ready at (http:\/\/\S+)/;

/**
 * Starts `node --import tsx api/src/server.ts` as npm start does, in production mode (no demo seed),
 * trusting X-Forwarded-For so each benchmark connection counts as its own client. Its output goes to
 * a log file (not through this process, which is busy driving the load); resolves once it is ready.
 */
export async function startApiServer(name: string, env: { DATA_DIR: string; DATABASE_URL?: string }, logFile: string): Promise<ApiServer> {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json'),
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      DATA_DIR: env.DATA_DIR,
      DATABASE_URL: env.DATABASE_URL ?? '',
      WEB_DIST_DIR: path.join(env.DATA_DIR, 'no-web-build'),
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let alive = true;
  void exited.then(() => (alive = false));
  const started = Date.now();
  for (;;) {
    const match = fs.readFileSync(logFile, 'utf8').match(READY);
    if (match) {
      const stop = async () => {
        if (!alive) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      };
      return { name, pid: child.pid!, url: match[1]!, child, stop };
    }
    if (!alive || Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`API server ${name} did not start. Its output (${logFile}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Memory {
  rssMb: number;
  peakMb: number;
}

/** Resident memory now and its peak so far (VmRSS, VmHWM) of a process, in MB. */
export function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

// The probe runs in its own thread so the load generator's work on the main thread does not delay
// its timing: one keep-alive connection, one GET at a time with a pause between, each timed.
const PROBE_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
let failures = 0;
let stopping = false;
parentPort.on('message', () => (stopping = true));
const once = () => new Promise((resolve) => {
  const started = process.hrtime.bigint();
  const request = http.get(workerData.url, { agent, headers: { 'x-forwarded-for': workerData.forwardedFor } }, (response) => {
    response.resume();
    response.on('end', () => {
      if (response.statusCode === 200) times.push(Number(process.hrtime.bigint() - started) / 1e6);
      else failures++;
      resolve();
    });
  });
  request.on('error', () => { failures++; resolve(); });
});
(async () => {
  while (!stopping) {
    await once();
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  agent.destroy();
  parentPort.postMessage({ times, failures });
})();
`;

export interface ProbeResult {
  times: number[];
  failures: number;
}

/** Times GET `url` over and over (pausing `pauseMs` between) until the returned stop is called. */
export function startProbe(url: string, pauseMs = 50): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, pauseMs, forwardedFor: '10.255.255.254' } });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (message: ProbeResult) => resolve(message));
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const done = await result;
      await worker.terminate();
      return done;
    },
  };
}
