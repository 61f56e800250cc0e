// Saved classifieds (decision 0048): the bookmark's rows, listed as ids and as search cards, only the
// user's own, only while shown, and gone with the classified or the account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClassifiedsPage, SavedClassifiedResponse } from '@yardsale/core/api-types';
import { classifiedQuery, type ClassifiedQueryInput } from '@yardsale/core/classified-query';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { LatLng } from '@yardsale/core/geo';
import { classifieds, savedClassifieds, users } from '@/db/schema';
import { expectAnswer, useTestServer } from './support/accounts';
import { apiClient, type ApiClient } from './support/client';
import { classifiedRow, insertClassifieds } from './support/classifieds';
import { createUser, json } from './support/factories';

const context = useTestServer();
const db = () => context.server.database.db;
const HOUR_MS = 60 * 60 * 1000;

/** A fresh seller's classifieds at `spot`, one minute apart, the first the oldest. */
async function postedAt(spot: LatLng, titles: string[]): Promise<string[]> {
  const { user } = await createUser(db(), context.server.url);
  const start = Date.now() - HOUR_MS;
  return insertClassifieds(db(), titles.map((title, i) => classifiedRow(user.id, spot, new Date(start + i * 60_000), { title })));
}

const save = (client: ApiClient, classifiedId: string | undefined) => client.post('/api/saved-classifieds', { classifiedId });
const savedIds = async (client: ApiClient) => json<string[]>(await client.get('/api/saved-classifieds'));

async function savedCards(client: ApiClient, spot: LatLng, input: Omit<ClassifiedQueryInput, 'near' | 'savedOnly'> = {}): Promise<string[]> {
  const query = new URLSearchParams(classifiedQuery({ radiusKm: 2, ...input, near: spot, savedOnly: true }));
  return (await json<ClassifiedsPage>(await client.get(`/api/classifieds?${query}`))).classifieds.map((item) => item.title);
}

describe('saved classifieds', () => {
  it('are for signed-in users only, the list of them included', async () => {
    const [lamp] = await postedAt({ lat: 44.2312, lng: -76.486 }, ['Lamp']);
    const visitor = apiClient(context.server.url);
    await expectAnswer(await visitor.get('/api/saved-classifieds'), 401, 'Unauthorized');
    await expectAnswer(await save(visitor, lamp), 401, 'Unauthorized');
    await expectAnswer(await visitor.delete(`/api/saved-classifieds/${lamp}`), 401, 'Unauthorized');
    await expectAnswer(await visitor.get('/api/classifieds?saved=true'), 401, 'Unauthorized');
  });

  it('saves a shown classified once however often it is sent, and lists it newest save first', async () => {
    const [first, second] = await postedAt({ lat: 46.8139, lng: -71.208 }, ['Desk', 'Chair']);
    const { client } = await createUser(db(), context.server.url);
    expect(await json<SavedClassifiedResponse>(await save(client, first), 201)).toEqual({ message: 'Saved', classifiedId: first });
    expect(await json<SavedClassifiedResponse>(await save(client, first), 200)).toEqual({ message: 'Saved', classifiedId: first });
    await json(await save(client, second), 201);
    expect(await savedIds(client)).toEqual([second, first]);
  });

  it('answers 404 for an unknown, malformed, expired or taken-down classified and 400 without an id', async () => {
    const [expired, down] = await postedAt({ lat: 45.4215, lng: -75.6972 }, ['Old skis', 'Taken down']);
    await db().update(classifieds).set({ expiresAt: new Date(Date.now() - HOUR_MS) }).where(eq(classifieds.id, expired!));
    await db().update(classifieds).set({ isActive: false }).where(eq(classifieds.id, down!));
    const { client } = await createUser(db(), context.server.url);
    for (const classifiedId of ['6f1e2d3c-0000-4000-8000-000000000002', 'nope', expired, down]) {
      await expectAnswer(await save(client, classifiedId), 404, CLASSIFIED_MESSAGES.notFound);
    }
    await expectAnswer(await save(client, undefined), 400, CLASSIFIED_MESSAGES.classifiedIdRequired);
    await expectAnswer(await client.delete('/api/saved-classifieds/nope'), 404, CLASSIFIED_MESSAGES.notFound);
    await expectAnswer(await client.get('/api/classifieds?saved=yes'), 400, 'saved must be true or left out');
  });

  it("lists as cards only the user's own saves, searchable and in the search's order", async () => {
    const spot = { lat: 43.4516, lng: -80.4925 };
    const [bike, table, tires] = await postedAt(spot, ['Road bike', 'Oak table', 'Winter tires']);
    const { client: saver } = await createUser(db(), context.server.url);
    const { client: other } = await createUser(db(), context.server.url);
    await json(await save(saver, bike), 201);
    await json(await save(saver, tires), 201);
    await json(await save(other, table), 201);
    expect(await savedCards(saver, spot)).toEqual(['Winter tires', 'Road bike']); // newest posted first
    expect(await savedCards(saver, spot, { q: 'bike' })).toEqual(['Road bike']);
    expect(await savedCards(other, spot)).toEqual(['Oak table']);
    expect(await savedIds(other)).toEqual([table]);
  });

  it('lists saves at any distance, measured from where the user is', async () => {
    const [far] = await postedAt({ lat: 53.5461, lng: -113.4938 }, ['Far canoe']);
    const { client } = await createUser(db(), context.server.url);
    await json(await save(client, far), 201);
    const query = new URLSearchParams(classifiedQuery({ near: { lat: 43.6532, lng: -79.3832 }, savedOnly: true }));
    const [card] = (await json<ClassifiedsPage>(await client.get(`/api/classifieds?${query}`))).classifieds;
    expect(card?.title).toBe('Far canoe');
    expect(card?.distanceKm).toBeGreaterThan(2_500);
  });

  it('keeps a save hidden while its classified is not shown, and shows it again when it comes back', async () => {
    const spot = { lat: 42.3149, lng: -83.0364 };
    const [radio] = await postedAt(spot, ['Radio']);
    const { client } = await createUser(db(), context.server.url);
    await json(await save(client, radio), 201);
    const expiresAt = new Date(Date.now() + 30 * 24 * HOUR_MS);
    await db().update(classifieds).set({ expiresAt: new Date(Date.now() - HOUR_MS) }).where(eq(classifieds.id, radio!));
    expect(await savedIds(client)).toEqual([]);
    expect(await savedCards(client, spot)).toEqual([]);
    await db().update(classifieds).set({ expiresAt }).where(eq(classifieds.id, radio!)); // the seller refreshed it
    expect(await savedIds(client)).toEqual([radio]);
    expect(await savedCards(client, spot)).toEqual(['Radio']);
  });

  it('removes a save, and removing one not saved is not an error', async () => {
    const [kettle] = await postedAt({ lat: 44.6488, lng: -63.5752 }, ['Kettle']);
    const { client } = await createUser(db(), context.server.url);
    await json(await save(client, kettle), 201);
    expect(await json<SavedClassifiedResponse>(await client.delete(`/api/saved-classifieds/${kettle}`))).toEqual({ message: 'Removed from saved', classifiedId: kettle });
    expect(await savedIds(client)).toEqual([]);
    await json(await client.delete(`/api/saved-classifieds/${kettle}`));
  });

  it(`keeps at most ${CLASSIFIEDS.savedMax}, making room from saves no longer shown first`, async () => {
    const spot = { lat: 48.4284, lng: -123.3656 };
    const titles = Array.from({ length: CLASSIFIEDS.savedMax + 1 }, (_, i) => `Item ${i}`);
    const ids = await postedAt(spot, titles);
    const { user, client } = await createUser(db(), context.server.url);
    await db().insert(savedClassifieds).values(ids.slice(0, CLASSIFIEDS.savedMax).map((classifiedId) => ({ userId: user.id, classifiedId })));
    await expectAnswer(await save(client, ids.at(-1)), 400, CLASSIFIED_MESSAGES.tooManySaved);
    await db().update(classifieds).set({ isActive: false }).where(eq(classifieds.id, ids[0]!));
    await json(await save(client, ids.at(-1)), 201);
    expect(await savedIds(client)).toHaveLength(CLASSIFIEDS.savedMax);
  });

  it('go with the classified and with the account', async () => {
    const [sofa, rug] = await postedAt({ lat: 45.5019, lng: -73.5674 }, ['Sofa', 'Rug']);
    const { user, client } = await createUser(db(), context.server.url);
    await json(await save(client, sofa), 201);
    await json(await save(client, rug), 201);
    await db().delete(classifieds).where(eq(classifieds.id, sofa!));
    expect(await savedIds(client)).toEqual([rug]);
    await db().delete(users).where(eq(users.id, user.id));
    expect(await db().select().from(savedClassifieds).where(eq(savedClassifieds.userId, user.id))).toEqual([]);
  });
});
