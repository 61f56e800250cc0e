// The real entry point, started as npm start does: it serves, and on SIGTERM drains and exits cleanly.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngine } from './support/engine';
import { freshServerData, spawnServer, type ServerData, type ServerProcess } from './support/processes';

let data: ServerData | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await data?.remove();
  server = data = undefined;
});

describe('api/src/server.ts', () => {
  it('serves until SIGTERM, then exits 0 and releases the data folder', { timeout: 90_000 }, async () => {
    data = await freshServerData('server');
    const { dataDir, databaseUrl } = data;
    server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

    const [, url] = await server.waitFor(/ready at (http:\/\/127\.0\.0\.1:\d+)/);
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: testEngine() });
    expect(server.output()).toContain('Sign in as demo@yardsale.test'); // seeded on first start
    const lockFile = path.join(dataDir, 'pglite', 'yardsale.lock');
    expect(fs.existsSync(lockFile)).toBe(testEngine() === 'pglite');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    expect(fs.existsSync(lockFile)).toBe(false);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
