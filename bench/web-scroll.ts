// `npm run bench:scroll`: Find with 200 sales nearby, on a phone-sized Chromium with its CPU slowed
// 4×, scrolled top to bottom by a wheel gesture at a steady speed; prints the frame rate and the long frames. See the
// "Scrolling Find" section of bench/README.md.
import os from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/support/chromium';
import { positive } from './http-support';
import { salesAround } from './web-sales';
import { BENCH_PHONE, slowedPage, withBenchServer, type Server } from './web-server';

const CARDS = positive('BENCH_SCROLL_CARDS', 200);
const RUNS = positive('BENCH_SCROLL_RUNS', 3);
const CPU_SLOWDOWN = 4;
const SPEED_PX_PER_S = 1500;
// A frame is long when it took over one and a half 60 Hz intervals (one was dropped).
const LONG_FRAME_MS = 1000 / 60 * 1.5;
/** Where the static copy of Find is served from (a path of the app's origin, so its photos load as they did). */
const STATIC_COPY_PATH = '/bench-static-find';

interface Frames {
  scrolledPx: number;
  seconds: number;
  fps: number;
  longFrames: number;
  p95FrameMs: number;
  worstFrameMs: number;
}

interface ScrollRun {
  cards: number;
  /** From the request for /find, CPU already slowed, until the last card is in the page. */
  drawnSeconds: number;
  app: Frames;
  /** The same page copied without its scripts: what this machine's rendering of that DOM allows. */
  staticCopy: Frames;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** Scrolls the page from top to bottom at SPEED_PX_PER_S and times every animation frame meanwhile. */
async function scrollAndCountFrames(page: Page, cdp: CDPSession): Promise<Frames> {
  // Strings, not functions: this file is compiled for Node (no DOM types), and tsx would wrap functions.
  await page.evaluate('window.benchFrames = []; (function tick(time) { if (time) window.benchFrames.push(time); requestAnimationFrame(tick); })()');
  const scrollable = await page.evaluate<number>('document.documentElement.scrollHeight - innerHeight');
  const started = Date.now();
  await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 600, yDistance: -scrollable, speed: SPEED_PX_PER_S, gestureSourceType: 'mouse' });
  const seconds = (Date.now() - started) / 1000;
  const { frames, scrolledPx } = await page.evaluate<{ frames: number[]; scrolledPx: number }>('({ frames: window.benchFrames, scrolledPx: scrollY })');
  const intervals = frames.slice(1).map((time, i) => time - frames[i]!);
  return {
    scrolledPx: Math.round(scrolledPx),
    seconds,
    fps: intervals.length / (intervals.reduce((sum, ms) => sum + ms, 0) / 1000),
    longFrames: intervals.filter((ms) => ms > LONG_FRAME_MS).length,
    p95FrameMs: percentile(intervals, 0.95),
    worstFrameMs: Math.max(...intervals),
  };
}

/**
 * The page as it stands, without its scripts: its elements, and every style rule it holds (MUI's
 * are inserted through the CSS object model, so they are not in the markup) written out as one
 * stylesheet.
 */
const staticCopyOf = (page: Page) =>
  page.evaluate<string>(`(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\\n');
    const copy = document.documentElement.cloneNode(true);
    copy.querySelectorAll('script, style, link[rel=stylesheet], link[rel=modulepreload]').forEach((node) => node.remove());
    const style = document.createElement('style');
    style.textContent = rules;
    copy.querySelector('head').append(style);
    return '<!doctype html>' + copy.outerHTML;
  })()`);

async function scrollFind(server: Server): Promise<ScrollRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  try {
    const { page, cdp } = await slowedPage(await browser.newContext({ ...BENCH_PHONE, deviceScaleFactor: 2 }), CPU_SLOWDOWN);
    const requested = Date.now();
    await page.goto(`${server.url}/find`);
    // A guest who allowed location is shown the server's first cards until they act (decision 0032).
    await page.mouse.move(200, 400);
    const cards = page.getByRole('region', { name: 'Yard sales near you, nearest first' }).getByRole('listitem');
    await cards.nth(CARDS - 1).waitFor({ state: 'attached', timeout: 60_000 });
    const drawnSeconds = (Date.now() - requested) / 1000;
    await page.waitForTimeout(1000);
    const html = await staticCopyOf(page);
    const app = await scrollAndCountFrames(page, cdp);

    // The copy is answered by the bench, so the app's service worker must not answer it instead.
    const copyContext = await browser.newContext({ ...BENCH_PHONE, deviceScaleFactor: 2, serviceWorkers: 'block' });
    await copyContext.route(`${server.url}${STATIC_COPY_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const copy = await slowedPage(copyContext, CPU_SLOWDOWN);
    await copy.page.goto(`${server.url}${STATIC_COPY_PATH}`);
    await copy.page.waitForTimeout(1000);
    return { cards: await cards.count(), drawnSeconds, app, staticCopy: await scrollAndCountFrames(copy.page, copy.cdp) };
  } finally {
    await browser.close();
  }
}

const describe = (frames: Frames) =>
  `${frames.scrolledPx} px in ${frames.seconds.toFixed(1)} s: ${frames.fps.toFixed(1)} fps, ${frames.longFrames} long frames (> ${LONG_FRAME_MS.toFixed(0)} ms), ` +
  `p95 ${frames.p95FrameMs.toFixed(1)} ms, worst ${frames.worstFrameMs.toFixed(0)} ms`;

function medians(runs: Frames[]): string {
  const median = (pick: (frames: Frames) => number) => percentile(runs.map(pick), 0.5);
  return `${median((frames) => frames.fps).toFixed(1)} fps, ${median((frames) => frames.longFrames)} long frames, p95 frame ${median((frames) => frames.p95FrameMs).toFixed(1)} ms`;
}

async function main(): Promise<void> {
  await withBenchServer({ name: 'scroll', extra: salesAround({ count: CARDS, fromKm: 0.3, toKm: 4.3 }) }, async (server) => {
    console.log(
      `Find with ${CARDS} sales nearby, 412×823 phone screen, CPU ${CPU_SLOWDOWN}× slower, a wheel scroll to the bottom at ${SPEED_PX_PER_S} px/s; ` +
        'then the same page copied without its scripts, scrolled alike',
    );
    const runs: ScrollRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await scrollFind(server);
      runs.push(result);
      console.log(`  run ${run}: ${result.cards} cards (the last drawn ${result.drawnSeconds.toFixed(1)} s after the request)`);
      console.log(`    Find:            ${describe(result.app)}`);
      console.log(`    its static copy: ${describe(result.staticCopy)}`);
    }
    console.log(`Median of ${RUNS}: the last card drawn after ${percentile(runs.map((run) => run.drawnSeconds), 0.5).toFixed(1)} s; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    console.log(`  Find:            ${medians(runs.map((run) => run.app))}`);
    console.log(`  its static copy: ${medians(runs.map((run) => run.staticCopy))}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
