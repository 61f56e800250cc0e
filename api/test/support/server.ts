// The API on a real socket: tests talk to it with fetch, as the browser does.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import type { Database } from '@/db/client';
import { checkAnswers, recordRoutes } from './answer-check';
import { openTestDatabase } from './database';

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** DATA_DIR of this server: uploads and the .eml mail outbox live under it. */
  dataDir: string;
  database: Database;
  app: FastifyInstance;
  /** Answers that did not match their route's declared schema (see answer-check.ts). */
  answerMismatches: string[];
  /** Every route registered, `METHOD /url`. */
  routes: string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment for loadConfig, e.g. { AD_CLIENT_ID: 'ca-pub-1' }. Without DATA_DIR a fresh
   *  temporary folder is used (and removed on close), so tests never write into the developer's data/. */
  env?: NodeJS.ProcessEnv;
  /** Use this database (left open on close) instead of a fresh one (deleted on close). */
  database?: Database;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const ownDataDir = options.env?.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-api-'));
  const removeDataDir = () => ownDataDir && fs.rmSync(ownDataDir, { recursive: true, force: true });
  const config = loadConfig({
    // No web build, whether or not one exists on this machine: these tests are about /api.
    WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
    DATA_DIR: ownDataDir,
    ...options.env,
  });
  try {
    const answerMismatches: string[] = [];
    const routes: string[] = [];
    const beforeRoutes = (app: FastifyInstance) => {
      recordRoutes(app, routes);
      checkAnswers(app, answerMismatches);
    };
    const app = await buildApp({ config, database, beforeRoutes });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      dataDir: config.dataDir,
      database,
      app,
      answerMismatches,
      routes,
      close: async () => {
        await app.close();
        if (!options.database) await database.close();
        removeDataDir();
        if (answerMismatches.length > 0) throw new Error(`Answers that break their declared schema:\n${answerMismatches.join('\n')}`);
      },
    };
  } catch (error) {
    if (!options.database) await database.close();
    removeDataDir();
    throw error;
  }
}

/** POSTs JSON the way the web app does. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
