// No list answer grows with the table: page sizes are clamped, pages chain by cursor without gaps or
// repeats, and wrong parameters are refused rather than ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, ListingsPage } from '@yardsale/core/api-types';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { expectAnswer } from './support/accounts';
import { createUser, insertRows, json, saleRow, type TestUser } from './support/factories';
import { startTestServer, type TestServer } from './support/server';

const CENTER = { lat: 44.5, lng: -80.5 };
const COUNT = 620;
const MINUTE_MS = 60 * 1000;

let server: TestServer;
let seller: TestUser;
let ids: string[];
beforeAll(async () => {
  server = await startTestServer();
  seller = await createUser(server.database.db, server.url);
  const now = Date.now();
  // Ends spread over the next days with many equal ends, so the soonest-ending order needs its id tiebreak.
  const rows = Array.from({ length: COUNT }, (_, i) =>
    saleRow(seller.user.id, { lat: CENTER.lat + (i % 25) * 0.001, lng: CENTER.lng + Math.floor(i / 25) * 0.001 }, new Date(now), {
      visibleUntil: new Date(now + (60 + (i % 40) * 30) * MINUTE_MS),
    }),
  );
  ids = await insertRows(server.database.db, rows);
}, 60_000);
afterAll(() => server?.close());

const get = (query: string) => fetch(`${server.url}/api/listings${query}`);

async function walk(query: string, limit?: number): Promise<{ pages: ListingsPage[]; listings: Listing[] }> {
  const pages: ListingsPage[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (limit !== undefined) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const page: ListingsPage = await json<ListingsPage>(await get(`?${params}`));
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return { pages, listings: pages.flatMap((page) => page.listings) };
}

describe('GET /api/listings caps', () => {
  it('answers at most the default page without a place, then the rest by cursor, soonest ending first', async () => {
    const { pages, listings } = await walk('');
    expect(pages.map((page) => page.listings.length)).toEqual([LISTING_LIST_LIMITS.pageDefault, LISTING_LIST_LIMITS.pageDefault, LISTING_LIST_LIMITS.pageDefault, COUNT - 3 * LISTING_LIST_LIMITS.pageDefault]);
    expect(new Set(listings.map((listing) => listing.id))).toEqual(new Set(ids));
    const keys = listings.map((listing) => `${listing.visibleUntil}|${listing.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('clamps a limit above the maximum to the maximum', async () => {
    for (const query of ['?limit=100000', `?near=${CENTER.lat},${CENTER.lng}&radiusKm=50&limit=501`, `?bbox=-81,44,-80,45&limit=9999`]) {
      const page = await json<ListingsPage>(await get(query));
      expect(page.listings).toHaveLength(LISTING_LIST_LIMITS.pageMax);
      expect(page.nextCursor).not.toBeNull();
    }
  });

  it('chains near and bbox pages without repeats until every sale was answered once', async () => {
    for (const query of [`near=${CENTER.lat},${CENTER.lng}&radiusKm=50`, 'bbox=-81,44,-80,45']) {
      const { listings } = await walk(query, 150);
      expect(listings).toHaveLength(COUNT);
      expect(new Set(listings.map((listing) => listing.id)).size).toBe(COUNT);
    }
  });

  it('caps the radius and refuses malformed parameters', async () => {
    const far = await json<ListingsPage>(await get(`?near=${CENTER.lat + 3},${CENTER.lng}&radiusKm=100000`)); // ~330 km away
    expect(far.listings).toEqual([]); // 250 km at most, not the 100000 asked for
    const wrong = ['?limit=0', '?limit=ten', '?bbox=1,2,3', '?bbox=-81,45,-80,44', '?near=91,0', '?near=44,-80&radiusKm=-1',
      '?near=44,-80&bbox=-81,44,-80,45', '?types=garage', '?categories=Cars', '?date=2025-02-30', '?cursor=garbage'];
    for (const query of wrong) await expectAnswer(await get(query), 400);
    const nearCursor = (await json<ListingsPage>(await get(`?near=${CENTER.lat},${CENTER.lng}&limit=1`))).nextCursor!;
    await expectAnswer(await get(`?bbox=-81,44,-80,45&cursor=${nearCursor}`), 400, 'Invalid cursor: start again without one');
  });
});

describe('GET /api/listings/user cap', () => {
  it(`answers the newest ${LISTING_LIST_LIMITS.ownMax} of a seller's sales`, async () => {
    const own = await json<Listing[]>(await seller.client.get('/api/listings/user'));
    expect(own).toHaveLength(LISTING_LIST_LIMITS.ownMax);
    const created = own.map((listing) => listing.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});
