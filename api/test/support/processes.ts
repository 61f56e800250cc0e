// The real server entry (api/src/server.ts) as a child process, for start-up and shutdown tests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createPostgresDatabase } from './database';
import { testEngine } from './engine';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves with the first match of pattern in the output; rejects if the process ends first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
}

export interface ServerEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  /** 'true' lets a test stand in for a proxy, giving each request its own client address. */
  TRUST_PROXY?: 'true' | 'false';
}

/** Starts `node --import tsx api/src/server.ts` as npm start does, on a free port of 127.0.0.1. */
export function spawnServer(env: ServerEnv): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json'), // for the @/ alias
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: env.DATABASE_URL ?? '', // never one inherited from the developer's shell
      DATA_DIR: env.DATA_DIR,
      WEB_DIST_DIR: path.join(env.DATA_DIR, 'no-web-build'),
      ...(env.TRUST_PROXY ? { TRUST_PROXY: env.TRUST_PROXY } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (!match) return;
        listeners.delete(check);
        resolve(match);
      };
      listeners.add(check);
      check();
      void exited.then((code) => {
        listeners.delete(check);
        reject(new Error(`Server exited (code ${code}) before printing ${pattern}. Output:\n${output}`));
      });
    });

  return { child, output: () => output, exited, waitFor };
}

export interface ServerData {
  dataDir: string;
  /** On the PostgreSQL run, a database of its own (from the migrated template); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Deletes the folder and the database. */
  remove(): Promise<void>;
}

/** A fresh DATA_DIR for a spawned server and, on the PostgreSQL run, a fresh database. */
export async function freshServerData(label: string): Promise<ServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yardsale-${label}-`));
  const created = testEngine() === 'postgres' ? await createPostgresDatabase(inject('postgresTemplate')) : undefined;
  return {
    dataDir,
    databaseUrl: created?.url,
    remove: async () => {
      await created?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
