// GET /api/listings/selection: the sales a route is planned over, asked for by id.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@yardsale/core/api-types';
import { LISTING_LIST_LIMITS } from '@yardsale/core/listing-query';
import { LISTING_SELECTION_MESSAGE } from '@yardsale/core/schemas/listing-selection';
import { listings } from '@/db/schema';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, insertRows, json, saleRow } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const HOUR_MS = 60 * 60 * 1000;

async function shownSalesOf(userId: string, count: number): Promise<string[]> {
  return insertRows(db(), Array.from({ length: count }, (_, i) => saleRow(userId, { lat: 44 + i * 1e-3, lng: -79 }, new Date())));
}

const selection = (ids: readonly string[]) => `/api/listings/selection?ids=${ids.join(',')}`;
const idsOf = (answer: Listing[]) => answer.map((listing) => listing.id);

describe('GET /api/listings/selection', () => {
  it('answers anyone with the shown sales asked for, in the order asked, once each', async () => {
    const seller = await createUser(db(), context.server.url);
    const [a, b, c] = await shownSalesOf(seller.user.id, 3);
    const guest = apiClient(context.server.url);
    const answer = await json<Listing[]>(await guest.get(selection([c!, a!, c!, b!])));
    expect(idsOf(answer)).toEqual([c, a, b]);
    expect(answer[0]).toMatchObject({ title: expect.any(String), latitude: 44.002, longitude: -79, timeZone: 'UTC' });
    expect(answer[0]).not.toHaveProperty('userId'); // guests cannot link a seller's sales
    expect((await json<Listing[]>(await seller.client.get(selection([a!]))))[0]!.userId).toBe(seller.user.id);
  });

  it('leaves out ended, inactive, unknown and malformed ids alike', async () => {
    const seller = await createUser(db(), context.server.url);
    const [kept, ended, hidden] = await shownSalesOf(seller.user.id, 3);
    const past = { visibleFrom: new Date(Date.now() - 2 * HOUR_MS), visibleUntil: new Date(Date.now() - HOUR_MS) };
    await db().update(listings).set(past).where(eq(listings.id, ended!));
    await db().update(listings).set({ isActive: false }).where(eq(listings.id, hidden!));
    const asked = [ended!, '6f1e2d3c-0000-4000-8000-000000000002', kept!, 'not-an-id', hidden!];
    expect(idsOf(await json<Listing[]>(await apiClient(context.server.url).get(selection(asked))))).toEqual([kept]);
  });

  it(`refuses no ids, an empty id and more than ${LISTING_LIST_LIMITS.selectionMax} ids`, async () => {
    const guest = apiClient(context.server.url);
    await expectAnswer(await guest.get('/api/listings/selection'), 400, LISTING_SELECTION_MESSAGE);
    await expectAnswer(await guest.get('/api/listings/selection?ids='), 400, LISTING_SELECTION_MESSAGE);
    await expectAnswer(await guest.get('/api/listings/selection?ids=a,,b'), 400, LISTING_SELECTION_MESSAGE);
    const tooMany = Array.from({ length: LISTING_LIST_LIMITS.selectionMax + 1 }, (_, i) => `6f1e2d3c-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await expectAnswer(await guest.get(selection(tooMany)), 400, LISTING_SELECTION_MESSAGE);
    expect(await json<Listing[]>(await guest.get(selection(tooMany.slice(1))))).toEqual([]);
  });
});
