// Load for the HTTP benchmark: autocannon with a different map viewport or Find point on every
// request, where people are, each block of requests from a client address of its own.
import autocannon from 'autocannon';
import { offsetPoint } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import { clusters, pickCluster, scatter } from './data';
import { positive } from './http-support';

export type Load = 'health' | 'map' | 'find';
export const LOAD_LABEL: Record<Load, string> = {
  health: 'GET /api/health',
  map: 'map: bbox ~20×20 km',
  find: 'Find: near, limit=50',
};

// ---------------------------------------------------------------------------------------------
// Request paths: a different place on every request, where people are (a city weighted by its
// listings, then a random point within half its radius), written as the web client writes them.

const ALL_CLUSTERS = clusters();
const round4 = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

function pathMaker(load: Load, seed: number): () => string {
  if (load === 'health') return () => '/api/health';
  const random = seededRandom(seed);
  return () => {
    const cluster = pickCluster(ALL_CLUSTERS, random);
    const { lat, lng } = scatter(cluster.center, cluster.radiusKm / 2, random);
    if (load === 'find') return `/api/listings?near=${lat.toFixed(5)},${lng.toFixed(5)}&limit=50`;
    // What the map asks for at zoom ~12 on a phone: the viewport, rounded as use-viewport-listings does.
    const corner = (bearing: number) => offsetPoint({ lat, lng }, 10, bearing);
    const bbox = [corner(-Math.PI / 2).lng, corner(Math.PI).lat, corner(Math.PI / 2).lng, corner(0).lat].map(round4);
    return `/api/listings?bbox=${bbox.join(',')}`;
  };
}

// GET /api/listings is rate-limited per client address (a rate, and 4 requests under way at once).
// The servers trust X-Forwarded-For (TRUST_PROXY), and the load gives every block of ADDRESS_REUSE
// requests (default: each request) an address of its own, so the figures are the servers' capacity,
// not the limiter's, while the limiter still does its work per address as for many real clients.
const ADDRESS_REUSE = positive('BENCH_ADDRESS_REUSE', 1);
let addressCounter = 0;
const addressFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const nextAddress = () => addressFor(++addressCounter % 16_777_216);
let requestCounter = 0;
let requestAddress = nextAddress();
const forwardedFor = () => {
  if (++requestCounter % ADDRESS_REUSE === 0) requestAddress = nextAddress();
  return requestAddress;
};

// ---------------------------------------------------------------------------------------------
// Driving load

interface Drive {
  instance: autocannon.Instance;
  done: Promise<autocannon.Result>;
  /** Every response time in ms so far (autocannon's own histogram keeps whole milliseconds only). */
  latencies: { times: number[] };
}

export function drive(urls: string[], load: Load, connections: number, seconds: number, seed: number): Drive {
  const next = pathMaker(load, seed);
  let resolveDone: (result: autocannon.Result) => void = () => {};
  let rejectDone: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => ([resolveDone, rejectDone] = [resolve, reject]));
  const instance = autocannon(
    {
      // autocannon spreads the connections over several URLs in turn (its README: "more than one URL
      // is allowed"); its type definitions only know one.
      url: (urls.length === 1 ? urls[0]! : urls) as string,
      connections,
      duration: seconds,
      timeout: 30,
      requests: [{ setupRequest: (request) => ({ ...request, path: next(), headers: { ...request.headers, 'x-forwarded-for': forwardedFor() } }) }],
    },
    (error: unknown, result) => (error ? rejectDone(error) : resolveDone(result)),
  );
  const latencies = { times: [] as number[] };
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.times.push(responseTime));
  return { instance, done, latencies };
}

export async function run(urls: string[], load: Load, connections: number, seconds: number, seed: number) {
  const { done, latencies } = drive(urls, load, connections, seconds, seed);
  return { result: await done, times: latencies.times };
}

// ---------------------------------------------------------------------------------------------
// Figures

/** A few answers of each kind, read whole, to show what the load asks for (and that it works). */
export async function sampleAnswers(url: string): Promise<string[]> {
  const lines: string[] = [];
  for (const load of ['map', 'find'] as const) {
    const next = pathMaker(load, 99);
    let count = 0;
    let bytes = 0;
    let truncated = 0;
    const samples = 30;
    for (let i = 0; i < samples; i++) {
      const response = await fetch(`${url}${next()}`, { headers: { 'x-forwarded-for': nextAddress() } });
      const text = await response.text();
      if (!response.ok) throw new Error(`${load}: ${response.status} ${text.slice(0, 300)}`);
      const page = JSON.parse(text) as { listings: unknown[]; nextCursor?: string | null };
      count += page.listings.length;
      bytes += Buffer.byteLength(text);
      if (page.nextCursor) truncated++;
    }
    lines.push(`${LOAD_LABEL[load]}: ${(count / samples).toFixed(0)} listings, ${(bytes / samples / 1024).toFixed(1)} KB per answer (mean of ${samples}; ${truncated} had more pages)`);
  }
  return lines;
}
