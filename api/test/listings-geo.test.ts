// GET /api/listings near a point and in a viewport, against a brute-force answer over random data:
// the same sales, in the same order, page after page, with and without filters.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingsPage } from '@yardsale/core/api-types';
import { SALE_TYPES, YARD_SALE_CATEGORIES, type SaleType } from '@yardsale/core/constants';
import { DEFAULT_YARD_SALE_CATEGORY } from '@yardsale/core/sale-defaults';
import { haversineKm, offsetPoint, type LatLng } from '@yardsale/core/geo';
import { seededRandom } from '@yardsale/core/random';
import { matchesFilters } from '@yardsale/core/visibility';
import { listings } from '@/db/schema';
import { chordTo, chordValue } from '@/services/listings/sql';
import { createUser, insertRows, json, saleRow, type NewListingRow } from './support/factories';
import { startTestServer, type TestServer } from './support/server';

const HOUR_MS = 60 * 60 * 1000;
const now = new Date();
const random = seededRandom(20_250_614);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// Dense clusters, two either side of the antimeridian (Adak and Attu, Alaska), and one spot holding
// more sales than a small page, all at exactly the same coordinates.
const CLUSTERS: LatLng[] = [
  { lat: 42.98, lng: -81.25 },
  { lat: 40.71, lng: -74.01 },
  { lat: 49.28, lng: -123.12 },
  { lat: 29.76, lng: -95.37 },
  { lat: 45.5, lng: -73.57 },
  { lat: 61.22, lng: -149.9 },
  { lat: 51.88, lng: -176.65 },
  { lat: 52.9, lng: 173.2 },
];
const SAME_SPOT: LatLng = { lat: 43.0001, lng: -81.2001 };

interface Row {
  id: string;
  row: NewListingRow;
}

/** A window ending at least an hour from `now`, so the HTTP answers (a little later) see the same. */
function randomWindow(): Pick<NewListingRow, 'visibleFrom' | 'visibleUntil' | 'isActive'> {
  const hours = (min: number, max: number) => (min + random() * (max - min)) * HOUR_MS;
  const state = random();
  const t = now.getTime();
  if (state < 0.65) return { visibleFrom: new Date(t - hours(1, 48)), visibleUntil: new Date(t + hours(1, 72)), isActive: true };
  if (state < 0.8) return { visibleFrom: new Date(t - hours(50, 100)), visibleUntil: new Date(t - hours(1, 48)), isActive: true };
  if (state < 0.93) return { visibleFrom: new Date(t + hours(1, 48)), visibleUntil: new Date(t + hours(50, 90)), isActive: true };
  return { visibleFrom: new Date(t - hours(1, 48)), visibleUntil: new Date(t + hours(1, 72)), isActive: false };
}

const DAYS = [0, 1, 2].map((offset) => new Date(now.getTime() + offset * 24 * HOUR_MS).toISOString().slice(0, 10));

function randomRow(userId: string, at: LatLng): NewListingRow {
  const categories = [...new Set([pick(YARD_SALE_CATEGORIES), pick(YARD_SALE_CATEGORIES)])].slice(0, Math.floor(random() * 3));
  const first = Math.floor(random() * 2);
  return saleRow(userId, at, now, {
    ...randomWindow(),
    dates: random() < 0.5 ? [DAYS[first]!] : [DAYS[first]!, DAYS[first + 1]!],
    isEstateSale: random() < 0.2,
    isMovingSale: random() < 0.2,
    isCommunitySale: random() < 0.15,
    category: categories[0] ?? DEFAULT_YARD_SALE_CATEGORY,
    categories,
  });
}

/** Up to `km` from the centre in a random direction. */
const scatter = (center: LatLng, km: number): LatLng => offsetPoint(center, km * Math.sqrt(random()), 2 * Math.PI * random());

let server: TestServer;
let rows: Row[];
beforeAll(async () => {
  server = await startTestServer();
  const { user } = await createUser(server.database.db, server.url);
  const drafts: NewListingRow[] = [];
  for (const center of CLUSTERS) for (let i = 0; i < 340; i++) drafts.push(randomRow(user.id, scatter(center, 40)));
  for (let i = 0; i < 300; i++) drafts.push(randomRow(user.id, { lat: 25 + random() * 35, lng: -125 + random() * 60 }));
  const shownNow = { isActive: true, visibleFrom: new Date(now.getTime() - HOUR_MS), visibleUntil: new Date(now.getTime() + 5 * HOUR_MS) };
  for (let i = 0; i < 30; i++) drafts.push({ ...randomRow(user.id, SAME_SPOT), ...shownNow });
  const ids = await insertRows(server.database.db, drafts);
  rows = drafts.map((row, i) => ({ id: ids[i]!, row }));
}, 60_000);
afterAll(() => server?.close());

interface Filters {
  types?: SaleType[];
  categories?: string[];
  /** Held on any of them. */
  dates?: string[];
}

function bruteForce(filters: Filters, keep: (row: NewListingRow) => boolean, from: LatLng) {
  const t = now.getTime();
  return rows
    .filter(({ row }) => row.isActive !== false && row.visibleFrom.getTime() <= t && t <= row.visibleUntil.getTime())
    .filter(({ row }) => matchesFilters(row as Parameters<typeof matchesFilters>[0], { saleTypes: filters.types ?? [], categories: filters.categories ?? [] }))
    .filter(({ row }) => !filters.dates || row.dates.some((day) => filters.dates!.includes(day)))
    .filter(({ row }) => keep(row))
    .map(({ id, row }) => ({ id, km: haversineKm(from, { lat: row.latitude, lng: row.longitude }) }))
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
}

function query(params: Record<string, string | number | undefined>, filters: Filters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  if (filters.types) search.set('types', filters.types.join(','));
  if (filters.categories) search.set('categories', filters.categories.join(','));
  if (filters.dates) search.set('date', filters.dates.join(','));
  return search.toString();
}

/** Every page of an answer, following nextCursor. */
async function allPages(params: Record<string, string | number | undefined>, filters: Filters = {}) {
  const listings: ListingsPage['listings'] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const page = await json<ListingsPage>(await fetch(`${server.url}/api/listings?${query({ ...params, cursor }, filters)}`));
    listings.push(...page.listings);
    if (!page.nextCursor) return listings;
    cursor = page.nextCursor;
  }
  throw new Error('More than 200 pages');
}

const randomFilters = (): Filters => ({
  ...(random() < 0.5 ? { types: [pick(SALE_TYPES), pick(SALE_TYPES)] } : {}),
  ...(random() < 0.4 ? { categories: [pick(YARD_SALE_CATEGORIES), DEFAULT_YARD_SALE_CATEGORY] } : {}),
  ...(random() < 0.3 ? { dates: random() < 0.5 ? [pick(DAYS)] : [pick(DAYS), pick(DAYS)] } : {}),
});

describe('near=lat,lng&radiusKm=', () => {
  it('answers the brute-force nearest sales in order, with their distances', async () => {
    let total = 0;
    for (let i = 0; i < 30; i++) {
      const center = i % 3 === 2 ? { lat: 25 + random() * 35, lng: -125 + random() * 60 } : scatter(pick(CLUSTERS), 30);
      const radiusKm = 1 + random() * 40;
      const filters = i % 2 ? randomFilters() : {};
      const expected = bruteForce(filters, () => true, center).filter((sale) => sale.km <= radiusKm);
      const listings = await allPages({ near: `${center.lat},${center.lng}`, radiusKm, limit: 500 }, filters);
      expect(listings.map((listing) => listing.id)).toEqual(expected.map((sale) => sale.id));
      listings.forEach((listing, index) => expect(listing.distanceKm).toBeCloseTo(expected[index]!.km, 3));
      total += expected.length;
    }
    expect(total).toBeGreaterThan(500); // the points were not all in empty places
  });

  it('pages through the same answer with small pages, without gaps or repeats, through a crowded spot', async () => {
    for (const limit of [1, 7, 13]) {
      const expected = bruteForce({}, () => true, SAME_SPOT).filter((sale) => sale.km <= 3);
      const listings = await allPages({ near: `${SAME_SPOT.lat},${SAME_SPOT.lng}`, radiusKm: 3, limit });
      expect(listings.map((listing) => listing.id)).toEqual(expected.map((sale) => sale.id));
      expect(expected.filter((sale) => sale.km === 0).length).toBeGreaterThan(limit); // the tie path ran
    }
  });
});

describe('bbox=west,south,east,north', () => {
  const inside = (west: number, south: number, east: number, north: number) => (row: NewListingRow) => {
    const lngInside = west <= east ? row.longitude >= west && row.longitude <= east : row.longitude >= west || row.longitude <= east;
    return row.latitude >= south && row.latitude <= north && lngInside;
  };

  it('answers the brute-force sales in the viewport, nearest its centre first', async () => {
    let total = 0;
    for (let i = 0; i < 30; i++) {
      const center = i % 3 === 2 ? { lat: 25 + random() * 35, lng: -125 + random() * 60 } : scatter(pick(CLUSTERS), 30);
      const [halfLat, halfLng] = [0.02 + random() * 0.4, 0.02 + random() * 0.6];
      const [west, south, east, north] = [center.lng - halfLng, center.lat - halfLat, center.lng + halfLng, center.lat + halfLat];
      const filters = i % 2 ? randomFilters() : {};
      const expected = bruteForce(filters, inside(west, south, east, north), center);
      const listings = await allPages({ bbox: `${west},${south},${east},${north}`, limit: 500 }, filters);
      expect(listings.map((listing) => listing.id)).toEqual(expected.map((sale) => sale.id));
      expect(listings.every((listing) => listing.distanceKm === undefined)).toBe(true);
      total += expected.length;
    }
    expect(total).toBeGreaterThan(500);
  });

  it('handles a viewport across the antimeridian, page by page', async () => {
    const [west, south, east, north] = [172, 50, -175, 54.5];
    const expected = bruteForce({}, inside(west, south, east, north), { lat: 52.25, lng: 178.5 });
    expect(expected.length).toBeGreaterThan(300); // both Alaskan clusters
    const listings = await allPages({ bbox: `${west},${south},${east},${north}`, limit: 37 });
    expect(listings.map((listing) => listing.id)).toEqual(expected.map((sale) => sale.id));
  });

  it('pages through a dense viewport with filters without gaps or repeats', async () => {
    const filters: Filters = { types: ['regular', 'estate'] };
    const [west, south, east, north] = [-81.6, 42.7, -80.9, 43.3];
    const expected = bruteForce(filters, inside(west, south, east, north), { lat: 43, lng: -81.25 });
    const listings = await allPages({ bbox: `${west},${south},${east},${north}`, limit: 11 }, filters);
    expect(listings.map((listing) => listing.id)).toEqual(expected.map((sale) => sale.id));
  });
});

describe('the read path (serialization.ts, sql.ts)', () => {
  it('selects, bit for bit, the chord the GiST index orders by, so cursors and ties agree with the order', async () => {
    const centres = [...CLUSTERS, SAME_SPOT, ...Array.from({ length: 10 }, () => ({ lat: -80 + random() * 160, lng: -180 + random() * 360 }))];
    for (const centre of centres) {
      const [row] = await server.database.db
        .select({ differ: sql<number>`count(*) filter (where ${chordTo(centre)} <> ${chordValue(centre)})`.mapWith(Number), all: sql<number>`count(*)`.mapWith(Number) })
        .from(listings);
      expect(row).toEqual({ differ: 0, all: rows.length });
    }
  });

  it('answers instants as toISOString writes them, truncated to the millisecond like a Date read of the row', async () => {
    const { id } = rows.find(({ row }) => row.latitude === SAME_SPOT.lat)!;
    // Microseconds that a float could round the wrong way if converted carelessly.
    await server.database.db
      .update(listings)
      .set({ createdAt: sql`'2026-03-01T12:00:00.123999Z'::timestamptz`, updatedAt: sql`'2026-03-01T12:00:01.001000Z'::timestamptz` })
      .where(eq(listings.id, id));
    const [stored] = await server.database.db.select().from(listings).where(eq(listings.id, id));
    const sale = await json<ListingsPage['listings'][number]>(await fetch(`${server.url}/api/listings/${id}`));
    expect(sale).toMatchObject({
      createdAt: '2026-03-01T12:00:00.123Z',
      updatedAt: '2026-03-01T12:00:01.001Z',
      visibleFrom: stored!.visibleFrom.toISOString(),
      visibleUntil: stored!.visibleUntil.toISOString(),
      latitude: SAME_SPOT.lat,
      longitude: SAME_SPOT.lng,
    });
  });
});
