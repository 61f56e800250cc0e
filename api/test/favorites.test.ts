// Favorites of signed-in users: ids of shown sales, added idempotently, and expired ones purged.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FavoriteResponse } from '@yardsale/core/api-types';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { favorites, listings } from '@/db/schema';
import { purgeEndedFavorites } from '@/services/favorites';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, insertRows, json, saleRow } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const HOUR_MS = 60 * 60 * 1000;

/** Sales shown now, owned by a fresh seller. */
async function shownSales(count: number): Promise<string[]> {
  const { user } = await createUser(db(), context.server.url);
  const now = new Date();
  return insertRows(db(), Array.from({ length: count }, (_, i) => saleRow(user.id, { lat: 45 + i * 1e-4, lng: -75 }, now)));
}

async function endSale(id: string): Promise<void> {
  await db().update(listings).set({ visibleFrom: new Date(Date.now() - 2 * HOUR_MS), visibleUntil: new Date(Date.now() - HOUR_MS) }).where(eq(listings.id, id));
}

const storedFavorites = async (userId: string) =>
  (await db().select({ listingId: favorites.listingId }).from(favorites).where(eq(favorites.userId, userId))).map((row) => row.listingId).sort();

describe('favorites', () => {
  it('are for signed-in users only', async () => {
    const [sale] = await shownSales(1);
    const visitor = apiClient(context.server.url);
    await expectAnswer(await visitor.get('/api/favorites'), 401, 'Unauthorized');
    await expectAnswer(await visitor.post('/api/favorites', { listingId: sale }), 401, 'Unauthorized');
    await expectAnswer(await visitor.delete(`/api/favorites/${sale}`), 401, 'Unauthorized');
  });

  it('adds a shown sale once however often it is sent, and lists it', async () => {
    const [first, second] = await shownSales(2);
    const { client } = await createUser(db(), context.server.url);
    expect(await json<FavoriteResponse>(await client.post('/api/favorites', { listingId: first }), 201)).toEqual({ message: 'Added to Favorites', listingId: first });
    expect(await json<FavoriteResponse>(await client.post('/api/favorites', { listingId: first }), 200)).toEqual({ message: 'Added to Favorites', listingId: first });
    await json(await client.post('/api/favorites', { listingId: second }), 201);
    expect(await json<string[]>(await client.get('/api/favorites'))).toEqual([second, first]); // newest first
  });

  it('answers 404 for an unknown, malformed or ended sale and 400 without an id', async () => {
    const [ended] = await shownSales(1);
    await endSale(ended!);
    const { client } = await createUser(db(), context.server.url);
    for (const listingId of ['6f1e2d3c-0000-4000-8000-000000000002', 'nope', ended]) {
      await expectAnswer(await client.post('/api/favorites', { listingId }), 404, 'Listing not found');
    }
    await expectAnswer(await client.post('/api/favorites', {}), 400, 'listingId is required');
    await expectAnswer(await client.delete('/api/favorites/nope'), 404, 'Listing not found');
  });

  it('lists only sales still shown, and a removal also purges the expired ones', async () => {
    const [kept, expiring, removed] = await shownSales(3);
    const { user, client } = await createUser(db(), context.server.url);
    const other = await createUser(db(), context.server.url);
    for (const listingId of [kept, expiring, removed]) {
      await json(await client.post('/api/favorites', { listingId }), 201);
      await json(await other.client.post('/api/favorites', { listingId }), 201);
    }
    await endSale(expiring!);
    expect((await json<string[]>(await client.get('/api/favorites'))).sort()).toEqual([kept, removed].sort());
    expect(await storedFavorites(user.id)).toEqual([kept, expiring, removed].sort()); // listed, not yet purged

    expect(await json<FavoriteResponse>(await client.delete(`/api/favorites/${removed}`))).toEqual({ message: 'Removed from Favorites', listingId: removed });
    expect(await storedFavorites(user.id)).toEqual([kept]);
    expect(await storedFavorites(other.user.id)).toEqual([kept, expiring, removed].sort()); // only one's own
    await json(await client.delete(`/api/favorites/${removed}`)); // removing again is fine
  });

  it("of sales no longer shown are deleted by the hourly clean-up, everyone's at once", async () => {
    const [kept, ended] = await shownSales(2);
    const one = await createUser(db(), context.server.url);
    const other = await createUser(db(), context.server.url);
    for (const { client } of [one, other]) for (const listingId of [kept, ended]) await json(await client.post('/api/favorites', { listingId }), 201);
    await endSale(ended!);

    await purgeEndedFavorites(db());
    expect(await storedFavorites(one.user.id)).toEqual([kept]);
    expect(await storedFavorites(other.user.id)).toEqual([kept]);
    expect(await json<string[]>(await one.client.get('/api/favorites'))).toEqual([kept]);
  });

  it('go with a deleted sale', async () => {
    const { user, client } = await createUser(db(), context.server.url);
    const [sale] = await shownSales(1);
    await json(await client.post('/api/favorites', { listingId: sale }), 201);
    await db().delete(listings).where(eq(listings.id, sale!));
    expect(await storedFavorites(user.id)).toEqual([]);
  });

  it(`keeps at most ${LISTING_LIST_LIMITS.favoritesMax} per user, making room by dropping expired ones`, async () => {
    const sales = await shownSales(LISTING_LIST_LIMITS.favoritesMax + 1);
    const { user, client } = await createUser(db(), context.server.url);
    const full = sales.slice(0, LISTING_LIST_LIMITS.favoritesMax).map((listingId) => ({ userId: user.id, listingId }));
    await db().insert(favorites).values(full);
    expect(await json<string[]>(await client.get('/api/favorites'))).toHaveLength(LISTING_LIST_LIMITS.favoritesMax);
    await expectAnswer(await client.post('/api/favorites', { listingId: sales.at(-1) }), 400, REQUEST_MESSAGES.tooManyFavorites);
    await json(await client.post('/api/favorites', { listingId: sales[0] }), 200); // already there: still fine

    await endSale(sales[0]!);
    await json(await client.post('/api/favorites', { listingId: sales.at(-1) }), 201);
    const [dropped] = await db().select().from(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.listingId, sales[0]!)));
    expect(dropped).toBeUndefined();
  });
});
