// A server killed with SIGKILL in the middle of a burst of writes must start again on the same data
// with no manual cleanup, and keep every write it answered 2xx before it died. Writes that never got
// an answer may or may not be there: nobody was told they were saved.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { apiClient } from './support/client';
import { testEngine } from './support/engine';
import { freshServerData, spawnServer, type ServerData, type ServerEnv, type ServerProcess } from './support/processes';

/** Clients registering side by side, so other writes are in flight when the kill lands. */
const PARALLEL_CLIENTS = 4;
const KILL_AFTER_ACKNOWLEDGED = 24;
const PASSWORD = 'Garden!Gnome7';

const servers: ServerProcess[] = [];
let data: ServerData | undefined;

afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await data?.remove();
  data = undefined;
});

async function start(env: ServerEnv): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer(env);
  servers.push(server);
  const [, url] = await server.waitFor(/ready at (http:\/\/127\.0\.0\.1:\d+)/);
  return { server, url: url! };
}

/**
 * Fills an empty PGlite data folder from the run's migrated template: a cold initdb took 30 s on a
 * busy machine, copying 4 s. What is under test is the restart after the kill, not the first start.
 */
async function copyPgliteTemplate(folder: string): Promise<void> {
  const template = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  const database = await openDatabase({ pgliteDir: path.join(folder, 'pglite'), pgliteTemplate: template });
  await database.close();
}

interface Registration {
  email: string;
  sessionCookie: string;
}

interface Burst {
  acknowledged: Registration[];
  /** Requests sent but not yet answered when the kill was sent. */
  inFlightAtKill: number;
  unanswered: number;
}

/**
 * Registers new accounts from PARALLEL_CLIENTS loops and SIGKILLs the server as soon as
 * KILL_AFTER_ACKNOWLEDGED have answered 201. Each registration comes from its own address (the test
 * plays the proxy, TRUST_PROXY=true), so the per-address registration limit stays untouched.
 */
async function registerUntilKilled(url: string, server: ServerProcess): Promise<Burst> {
  const burst: Burst = { acknowledged: [], inFlightAtKill: 0, unanswered: 0 };
  let sent = 0;
  let inFlight = 0;
  let killed = false;

  const registerInALoop = async () => {
    while (!killed) {
      const n = ++sent;
      const email = `crash-${n}@example.org`;
      const client = apiClient(url);
      inFlight++;
      let response: Response;
      try {
        response = await client.post('/api/register', { username: email, password: PASSWORD }, { 'X-Forwarded-For': `10.0.${n >> 8}.${n & 255}` });
      } catch {
        burst.unanswered++; // the connection died with the server: no answer, no promise made
        return;
      } finally {
        inFlight--;
      }
      if (response.status !== 201) throw new Error(`Registering ${email} answered ${response.status}: ${await response.text()}`);
      burst.acknowledged.push({ email, sessionCookie: client.sessionCookie! });
      if (!killed && burst.acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        burst.inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };

  await Promise.all(Array.from({ length: PARALLEL_CLIENTS }, registerInALoop));
  return burst;
}

/** What the restarted server says about a registration: its session and its password both work. */
async function stillThere(url: string, { email, sessionCookie }: Registration) {
  const session = await apiClient(url, sessionCookie).get('/api/auth/user');
  const sessionEmail = session.status === 200 ? ((await session.json()) as { email: string }).email : session.status;
  const signIn = await apiClient(url).post('/api/login', { username: email, password: PASSWORD });
  return { email, sessionEmail, signIn: signIn.status };
}

describe('a server killed in the middle of writes', () => {
  // Two starts of the real server: about 15 s on a quiet machine, 60 s on a busy one.
  it('restarts on the same data and keeps every acknowledged write', { timeout: 120_000 }, async () => {
    data = await freshServerData('crash');
    const { dataDir, databaseUrl } = data;
    if (testEngine() === 'pglite') await copyPgliteTemplate(dataDir);
    const env: ServerEnv = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' };

    const first = await start(env);
    const burst = await registerUntilKilled(first.url, first.server);
    expect(await first.server.exited).toBeNull(); // ended by the signal, not by itself
    expect(first.server.child.signalCode).toBe('SIGKILL');
    expect(burst.inFlightAtKill).toBeGreaterThan(0);

    const lockFile = path.join(dataDir, 'pglite', 'yardsale.lock');
    if (testEngine() === 'pglite') {
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(first.server.child.pid)); // left behind by the kill
    }

    const second = await start(env); // on the same folder or database, nothing cleaned up in between
    if (testEngine() === 'pglite') expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(second.server.child.pid));

    const found = [];
    for (const registration of burst.acknowledged) found.push(await stillThere(second.url, registration));
    expect(found).toEqual(burst.acknowledged.map(({ email }) => ({ email, sessionEmail: email, signIn: 200 })));
    console.log(
      `${testEngine()}: ${burst.acknowledged.length} registrations acknowledged, ${burst.inFlightAtKill} in flight at the kill, ` +
        `${burst.unanswered} unanswered; all ${found.length} acknowledged found after the restart`,
    );
  });
});
