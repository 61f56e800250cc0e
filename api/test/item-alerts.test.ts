// Item alerts (decision 0061): a /classifieds search watched around a place, saved, listed, changed
// and deleted by its owner only. What they find, and the e-mail, are in item-alert-matching.test.ts.
import { describe, expect, it } from 'vitest';
import type { ItemAlert } from '@yardsale/core/api-types';
import { offsetPoint } from '@yardsale/core/geo';
import { ITEM_ALERT_MESSAGES, ITEM_ALERTS } from '@yardsale/core/schemas/item-alert';
import { SALE_ALERT_MESSAGES } from '@yardsale/core/schemas/sale-alert';
import { mailItemAlertDigests } from '@/services/item-alerts/digest';
import { expectAnswer, mailsTo, slowWritesTo } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, json } from './support/factories';
import { itemAlertAt, useItemAlertWorld } from './support/item-alerts';
import { LONDON_ON, QUEBEC_CITY, REGINA } from './support/towns';

const { context, db, watcher, postItem, matchesOf } = useItemAlertWorld();

describe('item alerts', () => {
  it('are for signed-in people only', async () => {
    const guest = apiClient(context.server.url);
    await expectAnswer(await guest.get('/api/item-alerts'), 401, ITEM_ALERT_MESSAGES.loginRequired);
    await expectAnswer(await guest.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: 'bike' })), 401, ITEM_ALERT_MESSAGES.loginRequired);
    await expectAnswer(await guest.delete('/api/item-alerts/6f1e2d3c-0000-4000-8000-000000000002'), 401, ITEM_ALERT_MESSAGES.loginRequired);
  });

  it('are saved with their words, category and town, listed newest first, and deleted by their owner only', async () => {
    const { client } = await createUser(db(), context.server.url);
    const first = await json<ItemAlert>(await client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: '  oak table ', category: 'Furniture' })), 201);
    expect(first).toEqual({ id: expect.any(String), q: 'oak table', category: 'Furniture', latitude: 42.98, longitude: -81.25, radiusKm: 10, place: expect.stringMatching(/^London, ON/), createdAt: expect.any(String) });
    const second = await json<ItemAlert>(await client.post('/api/item-alerts', itemAlertAt(REGINA)), 201);
    expect(second).toMatchObject({ q: '', category: 'All Categories' });
    expect((await json<ItemAlert[]>(await client.get('/api/item-alerts'))).map((alert) => alert.id)).toEqual([second.id, first.id]);
    // Its own list: a sale alert is another thing.
    expect(await json<unknown[]>(await client.get('/api/alerts'))).toEqual([]);

    const stranger = await createUser(db(), context.server.url);
    await expectAnswer(await stranger.client.delete(`/api/item-alerts/${first.id}`), 404, ITEM_ALERT_MESSAGES.notFound);
    await expectAnswer(await client.delete(`/api/item-alerts/${first.id}`), 200, ITEM_ALERT_MESSAGES.deleted);
    await expectAnswer(await client.delete(`/api/item-alerts/${first.id}`), 404, ITEM_ALERT_MESSAGES.notFound);
    await expectAnswer(await client.delete('/api/item-alerts/not-an-id'), 404, ITEM_ALERT_MESSAGES.notFound);
    expect((await json<ItemAlert[]>(await client.get('/api/item-alerts'))).map((alert) => alert.id)).toEqual([second.id]);
  });

  it(`refuses words, a category or place it cannot watch, the same search twice, and more than ${ITEM_ALERTS.maxPerUser} alerts`, async () => {
    const { client } = await createUser(db(), context.server.url);
    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await expectAnswer(await client.post('/api/item-alerts', body), 400, message);
      expect(answer.errors).toMatchObject({ [field]: message });
    };
    await refused(itemAlertAt({ lat: 48.85, lng: 2.35 }), 'longitude', SALE_ALERT_MESSAGES.position); // Paris
    await refused(itemAlertAt(LONDON_ON, { radiusKm: 7 }), 'radiusKm', SALE_ALERT_MESSAGES.radius);
    await refused(itemAlertAt(LONDON_ON, { category: 'Cars' }), 'category', ITEM_ALERT_MESSAGES.category);
    await refused(itemAlertAt(LONDON_ON, { q: 'x'.repeat(101) }), 'q', ITEM_ALERT_MESSAGES.words);
    expect(await json<ItemAlert[]>(await client.get('/api/item-alerts'))).toEqual([]);

    await json(await client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: 'Bike' })), 201);
    await expectAnswer(await client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: 'bike!' })), 400, ITEM_ALERT_MESSAGES.duplicate);
    for (let i = 1; i < ITEM_ALERTS.maxPerUser; i++) await json(await client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: `lamp ${i}0` })), 201);
    await expectAnswer(await client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: 'chair' })), 400, ITEM_ALERT_MESSAGES.tooMany);
  });

  it(`are counted under a lock: two saves at once with room for one keep ${ITEM_ALERTS.maxPerUser}`, async () => {
    const { client } = await createUser(db(), context.server.url);
    for (let i = 1; i < ITEM_ALERTS.maxPerUser; i++) await json(await client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q: `lamp ${i}0` })), 201);
    await slowWritesTo(context.server, 'item_alerts', 'INSERT', 0.3);
    const answers = await Promise.all(['chair', 'table'].map((q) => client.post('/api/item-alerts', itemAlertAt(LONDON_ON, { q }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await json<ItemAlert[]>(await client.get('/api/item-alerts'))).toHaveLength(ITEM_ALERTS.maxPerUser);
  });
});

describe("an item alert's distance", () => {
  it('is changed in place by its owner only; the e-mail then names only what is within it', async () => {
    const person = await watcher(QUEBEC_CITY, { radiusKm: 25 });
    const seller = await createUser(db(), context.server.url);
    await postItem(seller, offsetPoint(QUEBEC_CITY, 3, 0), { title: 'Near Lamp' });
    const beyond = await postItem(seller, offsetPoint(QUEBEC_CITY, 15, Math.PI / 2), { title: 'Beyond Lamp' });

    const changed = await json<ItemAlert>(await person.client.patch(`/api/item-alerts/${person.alert.id}`, { radiusKm: 10 }));
    expect(changed).toEqual({ ...person.alert, radiusKm: 10 });
    // Its match stays (a process matching meanwhile may have read the old distance); the e-mail leaves it out.
    expect(await matchesOf(person.user.id)).toContain(beyond.id);
    await mailItemAlertDigests(context.server.app.services);
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.text).toContain('Near Lamp — ');
    expect(mail!.mail.text).not.toContain('Beyond Lamp');

    const stranger = await createUser(db(), context.server.url);
    await expectAnswer(await stranger.client.patch(`/api/item-alerts/${person.alert.id}`, { radiusKm: 50 }), 404, ITEM_ALERT_MESSAGES.notFound);
    await expectAnswer(await apiClient(context.server.url).patch(`/api/item-alerts/${person.alert.id}`, { radiusKm: 50 }), 401, ITEM_ALERT_MESSAGES.loginRequired);
    await expectAnswer(await person.client.patch(`/api/item-alerts/${person.alert.id}`, { radiusKm: 7 }), 400, SALE_ALERT_MESSAGES.radius);
    expect(await json<ItemAlert[]>(await person.client.get('/api/item-alerts'))).toEqual([changed]);
  });
});
