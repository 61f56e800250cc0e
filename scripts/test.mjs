// `npm test`: every suite — typecheck, lint, unit and API tests on PGlite and PostgreSQL, browser tests —
// ending with one line "N passed, N failed" over all of them.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { repoRoot, run } from './lib/process.mjs';

ensureDependencies();
const { buildWebIfStale } = await import('./lib/build-web.mjs');
const { startThrowawayPostgres } = await import('./lib/postgres.mjs');

const resultsDir = path.join(repoRoot, '.data-test');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const count = (passed, failed, label) => {
  totals.passed += passed;
  totals.failed += failed;
  console.log(`\n== ${label}: ${passed} passed, ${failed} failed\n`);
};
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

async function check(label, command, args) {
  const code = await run(command, args);
  count(code === 0 ? 1 : 0, code === 0 ? 0 : 1, label);
}

async function vitest(env) {
  const output = path.join(resultsDir, 'vitest-results.json');
  fs.rmSync(output, { force: true });
  const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${output}`], {
    env: { ...process.env, ...env },
  });
  const report = readJson(output);
  if (!report) return count(0, 1, `vitest (exit ${code}, no report)`);
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  count(report.numPassedTests, failed, 'vitest (core, API on PGlite and PostgreSQL, web units)');
}

async function playwright() {
  const output = path.join(resultsDir, 'playwright-results.json');
  fs.rmSync(output, { force: true });
  const code = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
  const stats = readJson(output)?.stats;
  if (!stats) return count(0, 1, `playwright (exit ${code}, no report)`);
  count(stats.expected + stats.flaky, stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0), 'browser tests');
}

await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await check('lint', 'npm', ['run', '--silent', 'lint']);

// Built once, before the suites: the bundle test (web/test) reads it, and the browser tests serve it.
// Building inside vitest, on two cores shared with the API suites, took minutes.
buildWebIfStale();

let postgres;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  postgres = await startThrowawayPostgres();
  databaseUrl = postgres?.url;
}
if (!databaseUrl) {
  console.error('No PostgreSQL server: install Debian package "postgresql" or set TEST_DATABASE_URL. API tests run on PGlite only.');
  count(0, 1, 'PostgreSQL available');
}
try {
  await vitest(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {});
} finally {
  postgres?.stop();
}
await playwright();

console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
