// GET /api/listings/markers: the map's pins by tiles, served from memory and dropped when anything
// shown changes, in this process or another one on the same database (decision 0016).
import http from 'node:http';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingMarkers } from '@yardsale/core/api-types';
import { offsetPoint, type LatLng } from '@yardsale/core/geo';
import { MARKER_TILES, markerQuery, tileBbox, tilesOf, type TileRange } from '@yardsale/core/map-tiles';
import { seededRandom } from '@yardsale/core/random';
import { todayInZone } from '@yardsale/core/sale-window';
import { users } from '@/db/schema';
import { restoreUser, suspendUser } from '@/services/admin/actions';
import { useTestServer, withServer } from './support/accounts';
import { createUser, insertRows, json, rangeAround, saleBody, saleRow, torontoDay } from './support/factories';

const context = useTestServer({ env: { TRUST_PROXY: 'true' } });
const HOUR_MS = 60 * 60 * 1000;
let address = 0;
/** Each request from an address of its own: these tests are about answers, not the rate limit. */
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.9.${(++address >> 8) & 255}.${address & 255}`, ...headers });

const path = (range: TileRange, filters: Parameters<typeof markerQuery>[1] = {}) => `/api/listings/markers?${new URLSearchParams(markerQuery(range, filters))}`;

async function markersOf(url: string, headers: Record<string, string> = {}): Promise<{ body: ListingMarkers; etag: string }> {
  const response = await fetch(url, { headers: from({ 'Accept-Encoding': 'identity', ...headers }) });
  const body = await json<ListingMarkers>(response);
  return { body, etag: response.headers.get('etag') ?? '' };
}
const idsOf = ({ body }: { body: ListingMarkers }) => body.markers.map((marker) => marker.id);

/** The raw bytes as sent, for their compressed size (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: from(headers) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('GET /api/listings/markers', () => {
  it("answers a range's visible sales as pins, with the map's filters, each once", async () => {
    const { db } = context.server.database;
    const here = { lat: 44.2, lng: -77.4 };
    const range = rangeAround(here);
    const now = new Date();
    const { user } = await createUser(db, context.server.url);
    const edge = tileBbox(tilesOf(range)[0]!); // on the line between two tiles: in both, answered once
    const long = 'A very long title for a garage sale with everything in it';
    const [shown, estate, , , , , onEdge] = await insertRows(db, [
      saleRow(user.id, here, now, { title: long, categories: ['Books'], category: 'Books' }),
      saleRow(user.id, offsetPoint(here, 3, 1), now, { title: 'Estate', isEstateSale: true, isMovingSale: true }),
      saleRow(user.id, offsetPoint(here, 2, 2), now, { visibleUntil: new Date(now.getTime() - 1000) }), // ended
      saleRow(user.id, offsetPoint(here, 2, 3), now, { isActive: false }), // hidden by the review desk
      saleRow(user.id, offsetPoint(here, 2, 4), now, { visibleFrom: new Date(now.getTime() + HOUR_MS) }), // not yet
      saleRow(user.id, offsetPoint(here, 200, 0), now), // elsewhere
      saleRow(user.id, { lat: (edge.north + edge.south) / 2, lng: edge.east }, now),
    ]);

    const all = await markersOf(`${context.server.url}${path(range)}`);
    expect(idsOf(all).sort()).toEqual([shown, estate, onEdge].sort());
    expect(all.body.truncated).toBe(false);
    expect(all.body.markers.find((marker) => marker.id === shown)).toEqual({
      id: shown,
      lat: here.lat,
      lng: here.lng,
      title: `${long.slice(0, MARKER_TILES.titleMax - 1).trimEnd()}…`,
      types: ['regular'],
    });
    expect(all.body.markers.find((marker) => marker.id === estate)?.types).toEqual(['estate', 'moving']);

    expect(idsOf(await markersOf(`${context.server.url}${path(range, { saleTypes: ['estate'] })}`))).toEqual([estate]);
    expect(idsOf(await markersOf(`${context.server.url}${path(range, { categories: ['Books'] })}`))).toEqual([shown]);
    expect(idsOf(await markersOf(`${context.server.url}${path(range, { dates: [torontoDay(5)] })}`))).toEqual([]);
    // Held on any of the days asked for (the rows' day is today in UTC).
    const today = todayInZone('UTC', now);
    expect(idsOf(await markersOf(`${context.server.url}${path(range, { dates: [torontoDay(5), today] })}`)).sort()).toEqual([shown, estate, onEdge].sort());
  });

  it('refuses ranges that are not tiles, or too many of them', async () => {
    for (const tiles of ['12,1,1', '12,1,1,5,1', '19,0,0,1,1', 'x']) {
      const response = await fetch(`${context.server.url}/api/listings/markers?tiles=${tiles}`, { headers: from() });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^tiles must be/);
    }
    expect((await fetch(`${context.server.url}/api/listings/markers`, { headers: from() })).status).toBe(400);
  });

  it('samples a dense city evenly within 15 KB compressed, and says there are more', async () => {
    const { db } = context.server.database;
    const city = { lat: 45.42, lng: -75.69 };
    const random = seededRandom(16);
    const words = ['Moving', 'sale', 'Garage', 'Estate', 'toys', 'tools', 'furniture', 'books', 'vintage', 'kids', 'clothes', 'kitchen', 'huge', 'multi-family', 'records', 'camping'];
    const title = () => Array.from({ length: 2 + Math.floor(random() * 5) }, () => words[Math.floor(random() * words.length)]).join(' ');
    const { user } = await createUser(db, context.server.url);
    const now = new Date();
    await insertRows(db, Array.from({ length: 3000 }, () => saleRow(user.id, offsetPoint(city, 14 * Math.sqrt(random()), 2 * Math.PI * random()), now, { title: `${title()} ${Math.floor(random() * 1e6)}` })));

    const range = rangeAround(city);
    const url = `${context.server.url}${path(range)}`;
    const { body } = await markersOf(url);
    expect(body.truncated).toBe(true);
    expect(body.markers.length).toBeLessThanOrEqual(range.columns * range.rows * 4 * MARKER_TILES.perQuarter);
    expect(new Set(body.markers.map((marker) => marker.id)).size).toBe(body.markers.length);
    // Every tile of the range that has sales has pins, not only the middle of the map.
    const inTile = (m: LatLng, box: ReturnType<typeof tileBbox>) => m.lat <= box.north && m.lat >= box.south && m.lng >= box.west && m.lng <= box.east;
    const centre = tilesOf(range).find((tile) => inTile(city, tileBbox(tile)))!;
    for (const tile of tilesOf(range).filter((t) => Math.abs(t.x - centre.x) <= 1 && Math.abs(t.y - centre.y) <= 1)) {
      const box = tileBbox(tile);
      expect(body.markers.filter((m) => inTile(m, box)).length, `tile ${tile.x}/${tile.y}`).toBe(4 * MARKER_TILES.perQuarter);
    }

    const text = JSON.stringify(body);
    for (const coding of ['br', 'gzip'] as const) {
      const raw = await rawGet(url, { 'Accept-Encoding': coding });
      expect(raw.headers['content-encoding']).toBe(coding);
      expect(raw.headers.vary).toMatch(/Accept-Encoding/);
      expect(raw.bytes.length).toBeLessThanOrEqual(15 * 1024);
      expect((coding === 'br' ? zlib.brotliDecompressSync(raw.bytes) : zlib.gunzipSync(raw.bytes)).toString()).toBe(text);
    }
  });

  it('shows every sale of a spot at the deepest zoom, where the map cannot be zoomed in to see more', async () => {
    const { db } = context.server.database;
    const spot = { lat: 43.2557, lng: -79.8711 }; // a church parking lot in Hamilton, where only this test posts
    const { user } = await createUser(db, context.server.url);
    const now = new Date();
    await insertRows(db, Array.from({ length: 24 }, (_, i) => saleRow(user.id, spot, now, { title: `Table ${i + 1} of the church sale` })));

    const deepest = rangeAround(spot, 0.2);
    expect(deepest.zoom).toBe(MARKER_TILES.maxZoom);
    const { body } = await markersOf(`${context.server.url}${path(deepest)}`);
    expect(body.markers.filter((marker) => marker.title.endsWith('of the church sale'))).toHaveLength(24);
    expect(body.truncated).toBe(false);

    const above = await markersOf(`${context.server.url}${path(rangeAround(spot, 2))}`);
    expect(above.body.markers.filter((marker) => marker.title.endsWith('of the church sale'))).toHaveLength(MARKER_TILES.perQuarter);
    expect(above.body.truncated).toBe(true);
  });

  it('answers 304 to a client that holds the answer, until something shown changes in any process', async () => {
    const { db } = context.server.database;
    const here = { lat: 46.81, lng: -71.21 };
    const range = rangeAround(here);
    const seller = await createUser(db, context.server.url);
    await withServer(context.server, { TRUST_PROXY: 'true' }, async (other) => {
      const [a, b] = [context.server.url, other.url].map((base) => `${base}${path(range)}`) as [string, string];
      const first = await markersOf(a);
      expect(first.etag).toMatch(/^W\/"/);
      const again = await fetch(a, { headers: from({ 'If-None-Match': first.etag }) });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(first.etag);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
      expect((await fetch(b, { headers: from({ 'If-None-Match': first.etag }) })).status).toBe(304); // the same answer in every process

      // Posted through B: A's next answer has it at once.
      const sale = await json<Listing>(await seller.client.post('/api/listings', saleBody({ latitude: here.lat, longitude: here.lng, title: 'Across processes' })), 201);
      const posted = await markersOf(a, { 'If-None-Match': first.etag });
      expect(idsOf(posted)).toContain(sale.id);
      expect(posted.etag).not.toBe(first.etag);

      // Edited (moved away and back), hidden with its suspended seller, shown again, gone with the account: each at once.
      await json(await seller.client.fetch(`/api/listings/${sale.id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(saleBody({ latitude: 43.0, longitude: -81.2 })) }));
      expect(idsOf(await markersOf(a))).not.toContain(sale.id);
      await json(await seller.client.fetch(`/api/listings/${sale.id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(saleBody({ latitude: here.lat, longitude: here.lng })) }));
      expect(idsOf(await markersOf(b))).toContain(sale.id);
      const admin = await createUser(db, context.server.url);
      await suspendUser(context.server.app.services, admin.user, seller.user.id, { note: 'Markers test' });
      expect(idsOf(await markersOf(a))).not.toContain(sale.id);
      await restoreUser(context.server.app.services, admin.user, seller.user.id, { note: 'Markers test' });
      expect(idsOf(await markersOf(b))).toContain(sale.id);
      await db.delete(users).where(eq(users.id, seller.user.id)); // account deletion: its sales go by cascade
      expect(idsOf(await markersOf(a))).not.toContain(sale.id);
      expect(idsOf(await markersOf(b))).not.toContain(sale.id);
    });
  });


});

describe('compressed answers', () => {
  it('sends JSON of 1 KB and more as br or gzip as the client accepts, and small or unaccepted ones as they are', async () => {
    const { db } = context.server.database;
    const { user } = await createUser(db, context.server.url);
    const here = { lat: 50.45, lng: -104.61 };
    await insertRows(db, Array.from({ length: 30 }, (_, i) => saleRow(user.id, offsetPoint(here, i / 10, i), new Date())));
    const url = `${context.server.url}/api/listings?near=${here.lat},${here.lng}`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const brotli = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.bytes).toString()).toBe(plain.bytes.toString());
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);
    const gzip = await rawGet(url, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
    expect((await rawGet(url, { 'Accept-Encoding': 'identity, *;q=0' })).headers['content-encoding']).toBeUndefined();
    const small = await rawGet(`${context.server.url}/api/health`, { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toMatchObject({ status: 'ok' });
  });
});
