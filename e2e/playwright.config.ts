import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './support/chromium';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(repoRoot, '.data-test/e2e');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two browsers at a time. With Chromium 156 two workers made pages take 4 s and more to come to
  // life and tests failed (decision 0027), so it was one. With Debian's Chromium 150 (session 56) the
  // whole suite passed with two: 15.8 min against 19.3 min with one, while a build ran beside it.
  // E2E_WORKERS=1 goes back to one browser; a larger machine may take more.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.data-test/playwright-results.json') }]],
  // Pages have taken 5-7 s to show what a test waits for on this 2-core machine (Chromium 156 with
  // one browser; 150 with two is no faster per page). Twice the defaults, for every test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    // The tests read the English pages: a browser in another language gets the app in it (decision 0037).
    locale: 'en-US',
    // Visitors who allowed location, standing at the default centre (London, Ontario). Tests of the
    // location dialog and its fallbacks take the permission away with test.use({ permissions: [] }).
    permissions: ['geolocation'],
    geolocation: { latitude: 42.98, longitude: -81.25 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...PLAYWRIGHT_CHROMIUM_ARGS,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' }, testMatch: /layout|a11y/ },
  ],
  webServer: {
    // A fresh database per run: migrations and demo seed run as on a newcomer's first `npm start`.
    command: `rm -rf "${dataDir}" && node --import tsx api/src/server.ts`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'api/tsconfig.json'),
      SUPPORT_EMAIL: 'help@e2e.test',
      // Tests give each browser context its own X-Forwarded-For (support/fixtures.ts), so the
      // per-IP abuse limits count every test apart even though all of them run on 127.0.0.1.
      TRUST_PROXY: 'true',
      // The administrator of the review desk (support/admin.ts registers the account in the tests).
      ADMIN_EMAILS: 'desk@e2e.test',
    },
  },
});
