// GET /api/classifieds: text search (stems, prefixes, close spellings), filters, circles, orders,
// pages, and what is never shown. Each test stands on its own spot, so others' rows never interfere.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Classified, ClassifiedsPage } from '@yardsale/core/api-types';
import { classifiedQuery, type ClassifiedQueryInput } from '@yardsale/core/classified-query';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { haversineKm, offsetPoint, type LatLng } from '@yardsale/core/geo';
import { classifiedWords } from '@/db/schema';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { classifiedRow, insertClassifieds, type NewClassifiedRow } from './support/classifieds';
import { createUser, json } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const anonymous = () => apiClient(context.server.url);
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A fresh seller's classifieds at `spot`, posted one minute apart (the first is the oldest). */
async function seed(spot: LatLng, rows: Partial<NewClassifiedRow>[]): Promise<{ ids: string[]; sellerId: string; seller: ApiClient }> {
  const { user, client } = await createUser(db(), context.server.url);
  const start = daysAgo(1).getTime();
  const ids = await insertClassifieds(db(), rows.map((overrides, i) => classifiedRow(user.id, spot, new Date(start + i * 60_000), overrides)));
  return { ids, sellerId: user.id, seller: client };
}

async function search(spot: LatLng, input: Omit<ClassifiedQueryInput, 'near'> = {}, client = anonymous()): Promise<ClassifiedsPage> {
  const query = new URLSearchParams(classifiedQuery({ radiusKm: 2, ...input, near: spot }));
  return json<ClassifiedsPage>(await client.get(`/api/classifieds?${query}`));
}
/** Seeds on first use (the server starts before the first test, after the suite is collected). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

const titles = (page: ClassifiedsPage) => page.classifieds.map((item: Classified) => item.title);

describe('text search', () => {
  const spot = { lat: 49.8951, lng: -97.1384 }; // Winnipeg
  const seeded = once(() => seed(spot, [
    { title: 'Kids Bicycle 16 inch', description: 'Training wheels included.' },
    { title: 'Oak Dining Table', description: 'Seats six, two leaves.' },
    { title: 'Road bike', description: 'Two bicycles for the price of one.' },
    { title: 'Winter Tires', description: 'Set of four on rims.', category: 'Automotive' },
  ]));

  it.each([
    ['bicycles', ['Road bike', 'Kids Bicycle 16 inch']], // English stems: the plural finds the singular
    ['bicy', ['Road bike', 'Kids Bicycle 16 inch']], // a prefix as it is typed
    ['bicyle', ['Road bike', 'Kids Bicycle 16 inch']], // a typo
    ['tabel', ['Oak Dining Table']],
    ['dining table', ['Oak Dining Table']], // every word must match
    ['dining bicycle', []],
    ['automotive', ['Winter Tires']], // the category is searched too
    ['SEATS', ['Oak Dining Table']], // the description, in any case
    ['the', ['Winter Tires', 'Road bike', 'Oak Dining Table', 'Kids Bicycle 16 inch']], // a stop word narrows nothing
    ['zzzz', []],
  ])('"%s" finds %j', async (q, expected) => {
    await seeded();
    expect(titles(await search(spot, { q }))).toEqual(expected);
  });

  it('takes symbols and tsquery syntax as plain text', async () => {
    await seeded();
    for (const q of ["table & !(oak | ')", 'table:*', '\\', "'; drop table classifieds; --"]) {
      const response = await anonymous().get(`/api/classifieds?${new URLSearchParams({ q, near: `${spot.lat},${spot.lng}`, radiusKm: '2' })}`);
      expect(response.status).toBe(200);
    }
    expect(titles(await search(spot, { q: 'table & !(oak | ' }))).toEqual(['Oak Dining Table']);
  });
});

describe('filters', () => {
  const spot = { lat: 51.0447, lng: -114.0719 }; // Calgary
  const seeded = once(() => seed(spot, [
    { title: 'Free firewood', price: '0.00', category: 'Home & Garden' },
    { title: 'Basement suite', price: '1450.00', category: 'Other', categories: ['Other', 'Housing'] },
    { title: 'Bookshelf', price: '30.00', category: 'Furniture' },
    { title: 'Hidden one', price: '5.00', category: 'Furniture', isActive: false },
    { title: 'Expired one', price: '5.00', category: 'Furniture', renewedAt: daysAgo(31), createdAt: daysAgo(31), expiresAt: daysAgo(1) },
  ]));

  it.each([
    ['Free', ['Free firewood']],
    ['Housing', ['Basement suite']],
    ['Furniture', ['Bookshelf']],
    ['All Categories', ['Bookshelf', 'Basement suite', 'Free firewood']],
  ])('category %s', async (category, expected) => {
    await seeded();
    expect(titles(await search(spot, { category }))).toEqual(expected);
  });

  it('never shows inactive or expired classifieds, nor a signed-in viewer their own', async () => {
    const { seller } = await seeded();
    expect(titles(await search(spot, { q: 'one' }))).toEqual([]);
    expect(titles(await search(spot, {}, seller))).toEqual([]);
  });

  it('refuses an unknown category, sort or place with a clear message', async () => {
    await expectAnswer(await anonymous().get('/api/classifieds?category=Rockets'), 400, 'category must be one of the filter list');
    await expectAnswer(await anonymous().get('/api/classifieds?sort=cheapest'), 400, 'sort must be one of newest, nearest, price-asc, price-desc');
    await expectAnswer(await anonymous().get('/api/classifieds?sort=nearest'), 400, 'sort=nearest needs near=lat,lng');
    await expectAnswer(await anonymous().get('/api/classifieds?near=91,0'), 400, 'near must be lat,lng in degrees');
    await expectAnswer(await anonymous().get(`/api/classifieds?q=${'x'.repeat(101)}`), 400, 'q must be at most 100 characters');
  });
});

describe('places, orders and pages', () => {
  const spot = { lat: 44.6488, lng: -63.5752 }; // Halifax
  const at = (km: number) => offsetPoint(spot, km, Math.PI / 2);
  const seeded = once(async () => {
    const near = await seed(at(0.3), [{ title: 'Near', price: '50.00' }]);
    const middle = await seed(at(3), [{ title: 'Middle', price: '5.00' }]);
    const far = await seed(at(8), [{ title: 'Far', price: '500.00' }]);
    const outside = await seed(at(30), [{ title: 'Outside', price: '1.00' }]);
    return { near, middle, far, outside };
  });

  it('keeps to the radius and gives each its distance to its public point', async () => {
    await seeded();
    const page = await search(spot, { radiusKm: 10, sort: 'nearest' });
    expect(titles(page)).toEqual(['Near', 'Middle', 'Far']);
    for (const item of page.classifieds) {
      expect(item.distanceKm).toBeCloseTo(haversineKm(spot, { lat: item.latitude, lng: item.longitude }), 2);
    }
    expect(titles(await search(spot, { radiusKm: 50, sort: 'price-asc' }))).toEqual(['Outside', 'Middle', 'Near', 'Far']);
    expect(titles(await search(spot, { radiusKm: 50, sort: 'price-desc' }))).toEqual(['Far', 'Near', 'Middle', 'Outside']);
  });

  it('pages newest first with a cursor, and refuses a forged cursor', async () => {
    const spot2 = { lat: 45.4215, lng: -75.6972 }; // Ottawa
    await seed(spot2, Array.from({ length: 7 }, (_, i) => ({ title: `Item ${i}` })));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search(spot2, { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...titles(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Item 6', 'Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
    const forged = Buffer.from(JSON.stringify({ kind: 'newest', id: 'x', at: 'now' })).toString('base64url');
    await expectAnswer(await anonymous().get(`/api/classifieds?cursor=${forged}`), 400, 'Invalid cursor: start again without one');
  });

  it('caps every page at the maximum size', async () => {
    const spot3 = { lat: 46.8139, lng: -71.208 }; // Québec
    await seed(spot3, Array.from({ length: CLASSIFIEDS.pageMax + 5 }, (_, i) => ({ title: `Thing ${i}` })));
    const page = await search(spot3, { limit: 10_000 });
    expect(page.classifieds).toHaveLength(CLASSIFIEDS.pageMax);
    expect(page.nextCursor).not.toBeNull();
    expect((await search(spot3)).classifieds).toHaveLength(CLASSIFIEDS.pageDefault);
  });
});

describe('words near a place (regions of migration 0004)', () => {
  // Where four 1° regions and many 0.25° cells meet: one classified in each corner.
  const corner = { lat: 44, lng: -80 };
  const seeded = once(() => Promise.all([Math.PI / 4, (3 * Math.PI) / 4, (5 * Math.PI) / 4, (7 * Math.PI) / 4].map((bearing, i) =>
    seed(offsetPoint(corner, 1.5, bearing), [{ title: `Corner kayak ${i}`, price: `${10 + i}.00` }]))));

  it.each(['newest', 'nearest', 'price-asc'] as const)('finds a word in every region a circle meets, sorted %s', async (sort) => {
    await seeded();
    const found = titles(await search(corner, { q: 'kayaks', radiusKm: 3, sort }));
    expect([...found].sort()).toEqual(['Corner kayak 0', 'Corner kayak 1', 'Corner kayak 2', 'Corner kayak 3']);
    expect(titles(await search(corner, { q: 'kayak', radiusKm: 1 }))).toEqual([]);
  });

  it('searches the whole document when a wide circle in the north meets too many regions', async () => {
    const north = { lat: 74.7, lng: -95 }; // Resolute, Nunavut
    await seed(offsetPoint(north, 200, 0), [{ title: 'Arctic parka' }]);
    expect(titles(await search(north, { q: 'parka', radiusKm: CLASSIFIEDS.radiusMaxKm }))).toEqual(['Arctic parka']);
  });
});

describe('typos that some sellers made too', () => {
  const spot = { lat: 53.5461, lng: -113.4938 }; // Edmonton
  // Made-up words, so that no other test's classifieds change their counts.
  const seeded = once(() => seed(spot, [
    ...Array.from({ length: 10 }, (_, i) => ({ title: `Zephyrcart model ${i}` })),
    { title: 'Zephyrcrat for sale' }, // one seller's slip: two letters swapped
    { title: 'Zaphyrkart deluxe' }, // a rare word two edits from the frequent one
  ]));

  it('counts each word once per classified that uses it', async () => {
    await seeded();
    const counts = await db().select().from(classifiedWords).where(inArray(classifiedWords.word, ['zephyrcart', 'zephyrcrat']));
    expect(Object.fromEntries(counts.map(({ word, ads }) => [word, ads]))).toMatchObject({ zephyrcart: 10, zephyrcrat: 1 });
  });

  it('finds the frequent spelling one edit away from a rare typed word, as well as the slip', async () => {
    await seeded();
    const found = titles(await search(spot, { q: 'zephyrcrat', limit: 20 }));
    expect(found).toHaveLength(11);
    expect(found).toContain('Zephyrcrat for sale');
  });

  it('keeps a word two edits away to itself', async () => {
    await seeded();
    expect(titles(await search(spot, { q: 'zaphyrkart' }))).toEqual(['Zaphyrkart deluxe']);
  });

  it('says which words it also searched as close spellings, and only those', async () => {
    await seeded();
    expect((await search(spot, { q: 'zephyrcrat' })).similarWords).toEqual([{ typed: 'zephyrcrat', searched: ['zephyrcart'] }]);
    expect((await search(spot, { q: 'zephyrkart model' })).similarWords).toEqual([{ typed: 'zephyrkart', searched: ['zephyrcart', 'zaphyrkart', 'zephyrcrat'] }]); // no ad has it: the closest words in use
    for (const q of ['zephyrcart', 'zaphyrkart', 'the', '']) expect([q, (await search(spot, { q })).similarWords]).toEqual([q, []]);
  });
});
