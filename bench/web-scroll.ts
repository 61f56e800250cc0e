// `npm run bench:scroll`: Find with 200 sales nearby, on a phone-sized Chromium with its CPU slowed
// 4×, scrolled top to bottom by a wheel gesture at a steady speed; prints the frame rate and the long frames. See the
// "Scrolling Find" section of bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { chromium } from 'playwright';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings, users } from '@/db/schema';
import { DEMO_SELLER } from '@/demo/seed';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/support/chromium';
import { positive } from './http-support';
import { BENCH_PHONE, BENCH_SPOT, withBenchServer, type Server } from './web-server';

const CARDS = positive('BENCH_SCROLL_CARDS', 200);
const RUNS = positive('BENCH_SCROLL_RUNS', 3);
const CPU_SLOWDOWN = 4;
const SPEED_PX_PER_S = 1500;
// A frame is long when it took over one and a half 60 Hz intervals (one was dropped).
const LONG_FRAME_MS = 1000 / 60 * 1.5;

/**
 * Copies of the demo seller's sales, spread within about 4 km of the spot, until `CARDS` are there.
 * Only sales visible now are copied and counted: late in the day some demo sales have ended.
 */
async function addSalesNearby(database: Database): Promise<void> {
  const [seller] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SELLER.email));
  const now = new Date();
  const demo = await database.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, seller!.id), lte(listings.visibleFrom, now), gt(listings.visibleUntil, now)));
  const copies = Array.from({ length: Math.max(0, CARDS - demo.length) }, (_, i) => {
    const row = demo[i % demo.length]!;
    const angle = i * 2.399963; // golden angle: an even spread
    const km = 0.3 + (i / CARDS) * 4;
    return {
      ...row,
      id: randomUUID(),
      title: `${row.title} (${i + 1})`,
      latitude: BENCH_SPOT.latitude + (km / 111) * Math.sin(angle),
      longitude: BENCH_SPOT.longitude + (km / (111 * Math.cos((BENCH_SPOT.latitude * Math.PI) / 180))) * Math.cos(angle),
    };
  });
  for (let start = 0; start < copies.length; start += 50) await database.db.insert(listings).values(copies.slice(start, start + 50));
}

interface ScrollRun {
  cards: number;
  /** From the request for /find, CPU already slowed, until the last card is in the page. */
  drawnSeconds: number;
  scrolledPx: number;
  seconds: number;
  fps: number;
  longFrames: number;
  p95FrameMs: number;
  worstFrameMs: number;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function scrollFind(server: Server): Promise<ScrollRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...BENCH_PHONE, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requested = Date.now();
    await page.goto(`${server.url}/find`);
    // A guest who allowed location is shown the server's first cards until they act (decision 0032).
    await page.mouse.move(200, 400);
    const cards = page.getByRole('region', { name: 'Yard sales near you, nearest first' }).getByRole('listitem');
    await cards.nth(CARDS - 1).waitFor({ state: 'attached', timeout: 60_000 });
    const drawnSeconds = (Date.now() - requested) / 1000;
    await page.waitForTimeout(1000);
    // Strings, not functions: this file is compiled for Node (no DOM types), and tsx would wrap functions.
    await page.evaluate('window.benchFrames = []; (function tick(time) { if (time) window.benchFrames.push(time); requestAnimationFrame(tick); })()');
    const scrollable = await page.evaluate<number>('document.documentElement.scrollHeight - innerHeight');
    const started = Date.now();
    await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 600, yDistance: -scrollable, speed: SPEED_PX_PER_S, gestureSourceType: 'mouse' });
    const seconds = (Date.now() - started) / 1000;
    const { frames, scrolledPx } = await page.evaluate<{ frames: number[]; scrolledPx: number }>('({ frames: window.benchFrames, scrolledPx: scrollY })');
    const intervals = frames.slice(1).map((time, i) => time - frames[i]!);
    return {
      cards: await cards.count(),
      drawnSeconds,
      scrolledPx: Math.round(scrolledPx),
      seconds,
      fps: intervals.length / (intervals.reduce((sum, ms) => sum + ms, 0) / 1000),
      longFrames: intervals.filter((ms) => ms > LONG_FRAME_MS).length,
      p95FrameMs: percentile(intervals, 0.95),
      worstFrameMs: Math.max(...intervals),
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  await withBenchServer({ name: 'scroll', extra: addSalesNearby }, async (server) => {
    console.log(`Find with ${CARDS} sales nearby, 412×823 phone screen, CPU ${CPU_SLOWDOWN}× slower, a wheel scroll to the bottom at ${SPEED_PX_PER_S} px/s`);
    const runs: ScrollRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await scrollFind(server);
      runs.push(result);
      console.log(
        `  run ${run}: ${result.cards} cards (the last drawn ${result.drawnSeconds.toFixed(1)} s after the request), ${result.scrolledPx} px in ${result.seconds.toFixed(1)} s: ${result.fps.toFixed(1)} fps, ` +
          `${result.longFrames} long frames (> ${LONG_FRAME_MS.toFixed(0)} ms), p95 ${result.p95FrameMs.toFixed(1)} ms, worst ${result.worstFrameMs.toFixed(0)} ms`,
      );
    }
    const median = (pick: (run: ScrollRun) => number) => percentile(runs.map(pick), 0.5);
    console.log(
      `Median of ${RUNS}: the last card drawn after ${median((run) => run.drawnSeconds).toFixed(1)} s; ` +
        `${median((run) => run.fps).toFixed(1)} fps, ${median((run) => run.longFrames)} long frames, ` +
        `p95 frame ${median((run) => run.p95FrameMs).toFixed(1)} ms; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
