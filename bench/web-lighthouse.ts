// Lighthouse for the web benchmark (bench/web-bench.ts): its pinned version installed once into
// bench/zz-web/ (not a devDependency: `npm ci` stays lean), run through its Node API on a Chromium
// that chrome-launcher starts with a fresh profile for every run, as the `lighthouse` CLI does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, disableFeaturesFlag } from '../e2e/support/chromium';

export const LIGHTHOUSE_VERSION = '11.7.1';
/** The flags of shared/TOOLCHAIN.md's command line; chrome-launcher adds its own defaults, as for the CLI. */
// English, whatever the machine's locale: another language draws the prerendered pages afresh (decision 0037).
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=en-US'];

/** CHROME_FLAGS, and chrome-launcher's disabled features with the address bar's popups added (e2e/support/chromium.ts). */
function chromeFlagsOf(launcher: ChromeLauncher): string[] {
  const disabled = launcher.Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='));
  return [...CHROME_FLAGS, disableFeaturesFlag(disabled?.slice('--disable-features='.length).split(',') ?? [])];
}

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
export interface Lhr {
  lighthouseVersion: string;
  userAgent: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
}

export interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Record<string, unknown>[] };
}

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel: string }): Promise<{ port: number; kill(): void | Promise<void> }>;
  Launcher: { defaultFlags(): string[] };
}
interface PuppeteerPage {
  setGeolocation(position: { latitude: number; longitude: number; accuracy?: number }): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  defaultBrowserContext(): { overridePermissions(origin: string, permissions: string[]): Promise<void> };
  disconnect(): Promise<void>;
}
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser>;
}
type LighthouseFn = (url: string, flags: Record<string, unknown>, config: undefined, page: PuppeteerPage) => Promise<{ lhr: Lhr; artifacts: { Trace: unknown } } | undefined>;

export interface LighthouseTools {
  lighthouse: LighthouseFn;
  chromeLauncher: ChromeLauncher;
  puppeteer: Puppeteer;
}

/**
 * Installs lighthouse@LIGHTHOUSE_VERSION into `dir` unless it is there (one `npm install`, about
 * 30 s, the first time only), then loads it with the chrome-launcher and puppeteer-core it brings.
 */
export async function loadLighthouse(dir: string): Promise<LighthouseTools> {
  const installed = path.join(dir, 'node_modules/lighthouse/package.json');
  const version = () => (fs.existsSync(installed) ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version : undefined);
  if (version() !== LIGHTHOUSE_VERSION) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), dir)}/ (first run only)...`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: { lighthouse: LIGHTHOUSE_VERSION } }, null, 2));
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    if (npm.status !== 0 || version() !== LIGHTHOUSE_VERSION) throw new Error(`Could not install lighthouse@${LIGHTHOUSE_VERSION} (npm install in ${dir})`);
  }
  const require = createRequire(path.join(dir, 'package.json'));
  const load = async (file: string) => {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return module.default ?? module;
  };
  return {
    lighthouse: (await load(path.join(dir, 'node_modules/lighthouse/core/index.js'))) as LighthouseFn,
    chromeLauncher: (await load(require.resolve('chrome-launcher'))) as ChromeLauncher,
    puppeteer: (await load(require.resolve('puppeteer-core'))) as Puppeteer,
  };
}

export interface RunOptions {
  /** Grant the page's origin geolocation and report this fix (a visitor who allowed location). */
  geolocation?: { latitude: number; longitude: number };
  /** Write the run's own trace (unthrottled; Lighthouse simulates its 4× from it) to this file. */
  traceFile?: string;
}

/** Lighthouse's own report that a run went wrong (not a page's fault). */
class LighthouseRunError extends Error {}

/**
 * One Lighthouse run with the default settings, which are the mobile preset (Moto G Power screen,
 * simulated slow 4G: 150 ms RTT, 1.6 Mbit/s down; 4× CPU slowdown), in a Chromium of its own: a fresh
 * profile, so a cold HTTP cache and no service worker.
 */
async function runLighthouseOnce(tools: LighthouseTools, url: string, options: RunOptions): Promise<Lhr> {
  const chrome = await tools.chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeFlagsOf(tools.chromeLauncher), logLevel: 'silent' });
  try {
    const browser = await tools.puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      if (options.geolocation) {
        await browser.defaultBrowserContext().overridePermissions(new URL(url).origin, ['geolocation']);
        await page.setGeolocation({ ...options.geolocation, accuracy: 20 });
      }
      const result = await tools.lighthouse(url, { output: 'json', logLevel: 'error' }, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      if (options.traceFile) fs.writeFileSync(options.traceFile, JSON.stringify(result.artifacts.Trace));
      return result.lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}

// On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART): such a run is repeated.
const ATTEMPTS = 2;

/** runLighthouseOnce, once more when Lighthouse reports that the run itself went wrong. */
export async function runLighthouse(tools: LighthouseTools, url: string, options: RunOptions = {}): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(tools, url, options);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof LighthouseRunError)) throw error;
      console.log(`  ${error.message}; running it again`);
    }
  }
}
