// Load for the HTTP benchmark: autocannon with a different map viewport or Find point on every
// request, where people are, each block of requests from a client address of its own.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { offsetPoint } from '@yardsale/core/geo';
import { markerQuery, tileRangeFor } from '@yardsale/core/map-tiles';
import { seededRandom } from '@yardsale/core/random';
import { clusters, pickCluster, scatter } from './data';
import { positive } from './http-support';

/** How often the `markers-writes` load's writer changes a sale. */
export const WRITES_PER_SECOND = positive('BENCH_WRITES_PER_SECOND', 5);

export type Load = 'health' | 'markers' | 'markers-writes' | 'map' | 'find' | 'photos';
export const LOAD_LABEL: Record<Load, string> = {
  health: 'GET /api/health',
  markers: 'map markers: 100 viewports, tiles, br',
  'markers-writes': `map markers while ${WRITES_PER_SECOND} sales a second change`,
  map: 'map: bbox ~20×20 km, 200 full rows',
  find: 'Find: near, limit=50',
  photos: 'a stored photo: 100 files under /uploads/',
};

// ---------------------------------------------------------------------------------------------
// The photo load: files stored as uploads are (decision 0043), each request looked up among the
// withheld photos (decision 0045) before it is sent from disk.

const BENCH_PHOTO_URLS = Array.from({ length: 100 }, (_, i) => {
  const name = `${i.toString(16).padStart(2, '0')}000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return `/uploads/photos/${name.slice(0, 2)}/${name}.webp`;
});

/** Writes the photo load's files (a 4 KB stand-in each: the bytes are never decoded) into a server's data folder. */
export function storeBenchPhotos(dataDir: string): void {
  const bytes = Buffer.alloc(4096, 7);
  for (const url of BENCH_PHOTO_URLS) {
    const file = path.join(dataDir, url.slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
}

// ---------------------------------------------------------------------------------------------
// Request paths: a different place on every request, where people are (a city weighted by its
// listings, then a random point within half its radius), written as the web client writes them.

const ALL_CLUSTERS = clusters();
const round4 = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/** A ~20 × 20 km viewport (zoom ~12 on a phone): west, south, east, north. */
function viewportAt(lat: number, lng: number): [number, number, number, number] {
  const corner = (bearing: number) => offsetPoint({ lat, lng }, 10, bearing);
  return [corner(-Math.PI / 2).lng, corner(Math.PI).lat, corner(Math.PI / 2).lng, corner(0).lat];
}

/**
 * The marker load: 100 viewports where people are (drawn once, as the other loads draw theirs),
 * asked for in turn at random, each as the web map asks: the tiles covering it (core/map-tiles.ts).
 * A crowd panning the same cities, so after the first request of each the answers come from memory.
 */
const MARKER_VIEWPORTS = 100;
function markerPaths(): string[] {
  const random = seededRandom(2026);
  return Array.from({ length: MARKER_VIEWPORTS }, () => {
    const cluster = pickCluster(ALL_CLUSTERS, random);
    const { lat, lng } = scatter(cluster.center, cluster.radiusKm / 2, random);
    const [west, south, east, north] = viewportAt(lat, lng);
    return `/api/listings/markers?${new URLSearchParams(markerQuery(tileRangeFor({ west, south, east, north })))}`;
  });
}

function pathMaker(load: Load, seed: number): () => string {
  if (load === 'health') return () => '/api/health';
  const random = seededRandom(seed);
  if (load === 'photos') return () => BENCH_PHOTO_URLS[Math.floor(random() * BENCH_PHOTO_URLS.length)]!;
  if (load === 'markers' || load === 'markers-writes') {
    const paths = markerPaths();
    return () => paths[Math.floor(random() * paths.length)]!;
  }
  return () => {
    const cluster = pickCluster(ALL_CLUSTERS, random);
    const { lat, lng } = scatter(cluster.center, cluster.radiusKm / 2, random);
    if (load === 'find') return `/api/listings?near=${lat.toFixed(5)},${lng.toFixed(5)}&limit=50`;
    // The map as it was before markers: the viewport rounded to 4 decimals, one page of full rows.
    return `/api/listings?bbox=${viewportAt(lat, lng).map(round4).join(',')}`;
  };
}

/** Markers are asked for as a browser does (compressed); the older loads as before, uncompressed, to compare with earlier runs. */
const encodingFor = (load: Load): Record<string, string> => (load.startsWith('markers') ? { 'accept-encoding': 'br, gzip' } : {});

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
      requests: [{ setupRequest: (request) => ({ ...request, path: next(), headers: { ...request.headers, ...encodingFor(load), 'x-forwarded-for': forwardedFor() } }) }],
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

/**
 * Sellers across the country editing while the crowd pans: a random sale (where sales are dense,
 * as people are) moved by about a metre, `perSecond` times a second, each a committed write.
 */
export function startWriter(databaseUrl: string, perSecond: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false;
  let writes = 0;
  const writing = (async () => {
    await client.connect();
    while (!stopped) {
      await client.query('update listings set latitude = latitude + 0.00001 where id = (select id from listings tablesample system (0.1) limit 1)');
      writes++;
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
    }
    await client.end();
  })();
  return {
    async stop(): Promise<number> {
      stopped = true;
      await writing;
      return writes;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Figures

/** One GET as sent (a compressed answer stays compressed): status and the bytes. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decoded = (encoding: string | undefined, bytes: Buffer) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString();

/** A few answers of each kind, read whole, to show what the load asks for (and that it works). */
export async function sampleAnswers(url: string): Promise<string[]> {
  const lines: string[] = [];
  for (const load of ['markers', 'map', 'find'] as const) {
    const next = pathMaker(load, 99);
    let count = 0;
    let sent = 0;
    let json = 0;
    let truncated = 0;
    const samples = 30;
    for (let i = 0; i < samples; i++) {
      const answer = await rawGet(`${url}${next()}`, { 'x-forwarded-for': nextAddress(), ...encodingFor(load) });
      const text = decoded(answer.encoding, answer.bytes);
      if (answer.status !== 200) throw new Error(`${load}: ${answer.status} ${text.slice(0, 300)}`);
      const page = JSON.parse(text) as { listings?: unknown[]; markers?: unknown[]; nextCursor?: string | null; truncated?: boolean };
      count += (page.markers ?? page.listings ?? []).length;
      sent += answer.bytes.length;
      json += Buffer.byteLength(text);
      if (page.nextCursor || page.truncated) truncated++;
    }
    const kb = (bytes: number) => (bytes / samples / 1024).toFixed(1);
    const size = sent === json ? `${kb(json)} KB` : `${kb(sent)} KB sent (${kb(json)} KB of JSON)`;
    lines.push(`${LOAD_LABEL[load]}: ${(count / samples).toFixed(0)} ${load === 'markers' ? 'markers' : 'listings'}, ${size} per answer (mean of ${samples}; ${truncated} had more${load === 'markers' ? ': truncated' : ' pages'})`);
  }
  return lines;
}
