// `npm run bench:pan`: /home on a phone-sized Chromium with its CPU slowed 4×, its map dragged to a new
// area again and again; prints how long after the map settled the new area's pins were drawn, and how
// many pin requests each settle made. Issue 12 asks for the pins within 300 ms on a warm server. See
// the "Panning /home" section of bench/README.md.
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/support/chromium';
import { percentile } from './harness';
import { positive } from './http-support';
import { salesAround } from './web-sales';
import { BENCH_PHONE, slowedPage, withBenchServer, type Server } from './web-server';

const RUNS = positive('BENCH_PAN_RUNS', 3);
const CPU_SLOWDOWN = positive('BENCH_PAN_CPU', 4);
/** Sales from 0.3 to 16 km around the spot: every area the drags reach has pins of its own. */
const SALES = salesAround({ count: 400, fromKm: 0.3, toKm: 16 });
/**
 * Each drag as a share of the map's width and height (the map's content follows the finger): a loop
 * of about 6 km steps around the spot at the fix's zoom, each onto tiles not yet shown.
 */
const DRAGS: [number, number][] = [[0, 0.7], [-0.7, 0], [0, -0.7], [0, -0.7], [0.7, 0], [0.7, 0], [0, 0.7], [0, 0.7]];

interface Settle {
  /** From the end of the drag (the map settles there: no inertia) to the pins' answer in the page. */
  answeredMs: number;
  /** To the frame that draws the first change of the map's pins after that answer. */
  drawnMs: number;
  /** Pin requests the page made from the end of the drag until 0.7 s after the pins changed. */
  requests: number;
}

/**
 * Notes the end of each drag, when the pins' answer reaches the page (its `fetch`, wrapped before the
 * app loads) and the frame that draws the first change of the live map's pins after it. Page code as text: this file is
 * type-checked for Node, without the DOM's types.
 */
const INSTRUMENT = `
  window.benchPan = { upAt: 0, answeredAt: 0, requests: 0, settles: [] };
  const isPins = (input) => String(input && input.url ? input.url : input).includes('/api/listings/markers?');
  const appFetch = window.fetch;
  window.fetch = (input, init) => {
    if (isPins(input)) benchPan.requests += 1;
    return appFetch(input, init).then((response) => {
      if (isPins(input) && benchPan.upAt) benchPan.answeredAt = performance.now();
      return response;
    });
  };
  addEventListener('mouseup', (event) => Object.assign(benchPan, { upAt: event.timeStamp, answeredAt: 0, requests: 0 }), { capture: true });
  new MutationObserver(() => {
    const pane = document.querySelector('#root .leaflet-marker-pane');
    if (!pane || benchPan.observed === pane) return;
    benchPan.observed = pane;
    new MutationObserver(() => {
      const { upAt, answeredAt, requests } = benchPan;
      if (!upAt || !answeredAt) return;
      benchPan.upAt = 0;
      requestAnimationFrame(() => {
        benchPan.settles.push({ answeredMs: answeredAt - upAt, drawnMs: performance.now() - upAt, requests });
        benchPan.onSettle?.();
      });
    }).observe(pane, { childList: true });
  }).observe(document, { childList: true, subtree: true });
`;

async function dragMap(page: Page, [right, down]: [number, number]): Promise<void> {
  const box = (await page.getByRole('region', { name: 'Map of yard sales' }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * right, y + box.height * down, { steps: 10 });
  // Still for a moment before letting go: Leaflet then adds no inertia, so the map settles on release.
  await page.waitForTimeout(100);
  await page.mouse.up();
}

/** One visit: /home as a guest who allowed location, the app started by a first move, then every drag. */
async function panAround(browser: Browser, server: Server): Promise<Settle[]> {
  const context = await browser.newContext({ ...BENCH_PHONE, deviceScaleFactor: 2 });
  try {
    await context.addInitScript(INSTRUMENT);
    const { page } = await slowedPage(context, CPU_SLOWDOWN);
    await page.goto(`${server.url}/home`);
    await page.mouse.move(200, 300); // a guest's /home waits for the visitor (decision 0031)
    await page.locator('.first-screen').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('#root .leaflet-marker-icon').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const settles: Settle[] = [];
    for (const drag of DRAGS) {
      const settled = page.evaluate('new Promise((resolve) => { benchPan.onSettle = resolve; })');
      await dragMap(page, drag);
      await Promise.race([settled, page.waitForTimeout(15_000).then(() => Promise.reject(new Error('No new pins 15 s after a drag')))]);
      await page.waitForTimeout(700); // time for a second request, if a settle made one
      settles.push(await page.evaluate<Settle>('({ ...benchPan.settles.at(-1), requests: benchPan.requests })'));
    }
    return settles;
  } finally {
    await context.close();
  }
}

const ms = (values: number[]) => values.map((value) => Math.round(value)).join(', ');

async function main(): Promise<void> {
  await withBenchServer({ name: 'pan', extra: SALES }, async (server) => {
    console.log(`/home with 400 sales around the spot, 412×823 phone screen, CPU ${CPU_SLOWDOWN}× slower; ${DRAGS.length} drags of 0.7 of the map a visit, each onto new tiles`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    try {
      await panAround(browser, server); // warms the server: its code, its queries and its tile answers
      const all: Settle[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const settles = await panAround(browser, server);
        all.push(...settles);
        console.log(`  run ${run}: pins drawn ${ms(settles.map((settle) => settle.drawnMs))} ms after settling (answered at ${ms(settles.map((settle) => settle.answeredMs))}); requests per settle ${settles.map((settle) => settle.requests).join(', ')}`);
      }
      const ascending = (pick: (settle: Settle) => number) => all.map(pick).sort((a, b) => a - b);
      const [drawn, answered] = [ascending((settle) => settle.drawnMs), ascending((settle) => settle.answeredMs)];
      console.log(
        `${all.length} settles: pins drawn after median ${percentile(drawn, 50).toFixed(0)} ms, p95 ${percentile(drawn, 95).toFixed(0)} ms, worst ${drawn.at(-1)!.toFixed(0)} ms ` +
          `(answer in the page: median ${percentile(answered, 50).toFixed(0)} ms); ` +
          `${all.filter((settle) => settle.requests !== 1).length} settles with other than one request; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`,
      );
    } finally {
      await browser.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
