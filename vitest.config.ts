import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

/** The API suite, once per database engine: the same files must pass on PGlite and on PostgreSQL. */
function apiProject(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    resolve: { alias: { '@': path.join(root, 'api/src') } },
    test: {
      name: `api-${engine}`,
      environment: 'node',
      include: ['api/test/**/*.test.ts'],
      env: { TEST_DB: engine },
      // Builds one migrated template database per run; each test file starts from a copy of it.
      globalSetup: ['api/test/support/global-setup.ts'],
      // Servers started as child processes (lock, shutdown) need an initdb and a migration.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
}

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'core', environment: 'node', include: ['core/test/**/*.test.ts'] } },
  apiProject('pglite'),
];
// PostgreSQL runs need a server where the user may CREATE DATABASE (see api/test/README.md).
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('postgres'));
projects.push({
  extends: './web/vite.config.ts',
  test: { name: 'web', environment: 'jsdom', include: ['web/src/**/*.test.{ts,tsx}'], setupFiles: ['web/src/testing/setup.ts'] },
});

// Builds the production web app and holds each route's first-load JavaScript to web/bundle-budgets.ts.
projects.push({ test: { name: 'bundle', environment: 'node', include: ['web/test/**/*.test.ts'] } });

// One test file per core: vitest's default (cores - 1) ran one file at a time on a 2-core machine,
// while the API files spend much of their time waiting on PGlite's thread, PostgreSQL or child
// servers (api-pglite alone: 394 s with one worker, 283 s with two).
export default defineConfig({
  test: {
    projects,
    maxWorkers: Math.max(os.availableParallelism(), 2),
    // The web app logs every request at the debug level (web/src/lib/api-client.ts): not in the test output.
    onConsoleLog: (log, type) => !(type === 'stdout' && /^(GET|POST|PUT|PATCH|DELETE) \//.test(log)),
  },
});
