// The API on a real socket: tests talk to it with fetch, as the browser does.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import type { Database } from '@/db/client';
import { openTestDatabase } from './database';

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment for loadConfig, e.g. { AD_CLIENT_ID: 'ca-pub-1' }. */
  env?: NodeJS.ProcessEnv;
  /** Use this database (left open on close) instead of a fresh one (deleted on close). */
  database?: Database;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    // No web build, whether or not one exists on this machine: these tests are about /api.
    WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
    ...options.env,
  });
  try {
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      database,
      app,
      close: async () => {
        await app.close();
        if (!options.database) await database.close();
      },
    };
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}

/** POSTs JSON the way the web app does. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
