// New-sale alerts (decision 0039): a person's places to watch, saved, listed, refused and deleted,
// and their distance changed in place. What they match and the hourly e-mail: sale-alert-matching.test.ts.
import { describe, expect, it } from 'vitest';
import type { SaleAlert } from '@yardsale/core/api-types';
import { offsetPoint } from '@yardsale/core/geo';
import { radiusChoicesFor, SALE_ALERT_MESSAGES, SALE_ALERTS } from '@yardsale/core/schemas/sale-alert';
import { mailAlertDigests } from '@/services/alerts/digest';
import { expectAnswer, mailsTo, slowWritesTo } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, json } from './support/factories';
import { EDMONTON, LONDON_ON, REGINA } from './support/towns';
import { alertAt, useSaleAlertWorld } from './support/sale-alerts';

const { context, db, postSale, watcher } = useSaleAlertWorld();

describe('sale alerts', () => {
  it('are for signed-in people only', async () => {
    const guest = apiClient(context.server.url);
    await expectAnswer(await guest.get('/api/alerts'), 401, SALE_ALERT_MESSAGES.loginRequired);
    await expectAnswer(await guest.post('/api/alerts', alertAt(LONDON_ON)), 401, SALE_ALERT_MESSAGES.loginRequired);
    await expectAnswer(await guest.delete('/api/alerts/6f1e2d3c-0000-4000-8000-000000000002'), 401, SALE_ALERT_MESSAGES.loginRequired);
  });

  it('take a round number of miles as a reader of miles chooses it (decision 0047), in km', async () => {
    const { client } = await createUser(db(), context.server.url);
    for (const [index, radiusKm] of radiusChoicesFor('miles').entries()) {
      expect(await json<SaleAlert>(await client.post('/api/alerts', alertAt(offsetPoint(REGINA, 5 * index, 0), { radiusKm })), 201)).toMatchObject({ radiusKm });
    }
    expect(radiusChoicesFor('miles')[1]).toBeCloseTo(4.828, 3); // 3 mi
  });

  it('are saved with the name of their town, listed newest first, and deleted by their owner only', async () => {
    const { client } = await createUser(db(), context.server.url);
    const first = await json<SaleAlert>(await client.post('/api/alerts', alertAt(LONDON_ON, { saleTypes: ['estate', 'estate'], categories: ['Books'] })), 201);
    expect(first).toEqual({ id: expect.any(String), latitude: 42.98, longitude: -81.25, radiusKm: 5, saleTypes: ['estate'], categories: ['Books'], q: '', place: expect.stringMatching(/^London, ON N\d[A-Z]$/), createdAt: expect.any(String) });
    const second = await json<SaleAlert>(await client.post('/api/alerts', alertAt(REGINA, { radiusKm: 50 })), 201);
    expect((await json<SaleAlert[]>(await client.get('/api/alerts'))).map((alert) => alert.id)).toEqual([second.id, first.id]);

    const stranger = await createUser(db(), context.server.url);
    await expectAnswer(await stranger.client.delete(`/api/alerts/${first.id}`), 404, SALE_ALERT_MESSAGES.notFound);
    await expectAnswer(await client.delete(`/api/alerts/${first.id}`), 200, SALE_ALERT_MESSAGES.deleted);
    await expectAnswer(await client.delete(`/api/alerts/${first.id}`), 404, SALE_ALERT_MESSAGES.notFound);
    await expectAnswer(await client.delete('/api/alerts/not-an-id'), 404, SALE_ALERT_MESSAGES.notFound);
    expect((await json<SaleAlert[]>(await client.get('/api/alerts'))).map((alert) => alert.id)).toEqual([second.id]);
  });

  it(`refuses a place, radius or filter it cannot watch, and more than ${SALE_ALERTS.maxPerUser} alerts`, async () => {
    const { client } = await createUser(db(), context.server.url);
    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await expectAnswer(await client.post('/api/alerts', body), 400, message);
      expect(answer.errors).toMatchObject({ [field]: message });
    };
    await refused(alertAt({ lat: 48.85, lng: 2.35 }), 'longitude', SALE_ALERT_MESSAGES.position); // Paris
    await refused({ radiusKm: 5 }, 'latitude', SALE_ALERT_MESSAGES.position);
    await refused(alertAt(LONDON_ON, { radiusKm: 7 }), 'radiusKm', SALE_ALERT_MESSAGES.radius);
    await refused(alertAt(LONDON_ON, { saleTypes: ['garage'] }), 'saleTypes[0]', SALE_ALERT_MESSAGES.saleType);
    await refused(alertAt(LONDON_ON, { categories: ['Cars'] }), 'categories[0]', SALE_ALERT_MESSAGES.category);
    expect(await json<SaleAlert[]>(await client.get('/api/alerts'))).toEqual([]);

    for (let i = 0; i < SALE_ALERTS.maxPerUser; i++) await json(await client.post('/api/alerts', alertAt(offsetPoint(LONDON_ON, 5 * i, 0))), 201);
    await expectAnswer(await client.post('/api/alerts', alertAt(offsetPoint(LONDON_ON, 5, Math.PI))), 400, SALE_ALERT_MESSAGES.tooMany);
  });
});

describe("a sale alert's distance", () => {
  it('is changed in place by its owner only; the e-mail then names what one of their alerts still reaches', async () => {
    const person = await watcher(EDMONTON, { radiusKm: 25 });
    const [alert] = await json<SaleAlert[]>(await person.client.get('/api/alerts'));
    const seller = await createUser(db(), context.server.url);
    await postSale(seller, offsetPoint(EDMONTON, 3, 0), { title: 'Near Sale' });
    await postSale(seller, offsetPoint(EDMONTON, 15, Math.PI / 2), { title: 'Beyond Sale' });
    await postSale(seller, offsetPoint(EDMONTON, 20, Math.PI), { title: 'South Sale' });
    // Another alert of theirs, around the south sale: it still reaches that one.
    await json(await person.client.post('/api/alerts', alertAt(offsetPoint(EDMONTON, 21, Math.PI), { radiusKm: 2 })), 201);

    expect(await json<SaleAlert>(await person.client.patch(`/api/alerts/${alert!.id}`, { radiusKm: 10 }))).toEqual({ ...alert, radiusKm: 10 });
    expect((await json<SaleAlert[]>(await person.client.get('/api/alerts'))).find((each) => each.id === alert!.id)!.radiusKm).toBe(10);
    await mailAlertDigests(context.server.app.services);
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.text).toContain('Near Sale — ');
    expect(mail!.mail.text).toContain('South Sale — ');
    expect(mail!.mail.text).not.toContain('Beyond Sale');

    const stranger = await createUser(db(), context.server.url);
    await expectAnswer(await stranger.client.patch(`/api/alerts/${alert!.id}`, { radiusKm: 2 }), 404, SALE_ALERT_MESSAGES.notFound);
    await expectAnswer(await person.client.patch('/api/alerts/not-an-id', { radiusKm: 2 }), 404, SALE_ALERT_MESSAGES.notFound);
    await expectAnswer(await apiClient(context.server.url).patch(`/api/alerts/${alert!.id}`, { radiusKm: 2 }), 401, SALE_ALERT_MESSAGES.loginRequired);
    const refused = await expectAnswer(await person.client.patch(`/api/alerts/${alert!.id}`, { radiusKm: 7 }), 400, SALE_ALERT_MESSAGES.radius);
    expect(refused.errors).toMatchObject({ radiusKm: SALE_ALERT_MESSAGES.radius });
    expect((await json<SaleAlert[]>(await person.client.get('/api/alerts'))).find((each) => each.id === alert!.id)!.radiusKm).toBe(10);
  });

  it('refuses the same alert again at the same place, whatever its distance, and takes one that differs', async () => {
    const { client } = await createUser(db(), context.server.url);
    const watch = { saleTypes: ['moving', 'estate'], categories: ['Books'], q: 'Bikes' };
    await json(await client.post('/api/alerts', alertAt(REGINA, watch)), 201);
    const again = alertAt(offsetPoint(REGINA, 0.5, 1), { ...watch, saleTypes: ['estate', 'moving', 'estate'], q: ' BIKES ', radiusKm: 25 });
    await expectAnswer(await client.post('/api/alerts', again), 400, SALE_ALERT_MESSAGES.duplicate);
    for (const differs of [{ q: 'trikes' }, { saleTypes: ['moving'] }, { categories: [] }]) {
      await json(await client.post('/api/alerts', alertAt(REGINA, { ...watch, ...differs })), 201);
    }
    await json(await client.post('/api/alerts', alertAt(offsetPoint(REGINA, 3, 0), watch)), 201);
    expect(await json<SaleAlert[]>(await client.get('/api/alerts'))).toHaveLength(SALE_ALERTS.maxPerUser);
  });

  it(`counts the alerts under a lock: two saves at once with room for one keep ${SALE_ALERTS.maxPerUser}`, async () => {
    const { client } = await createUser(db(), context.server.url);
    for (let i = 1; i < SALE_ALERTS.maxPerUser; i++) await json(await client.post('/api/alerts', alertAt(offsetPoint(EDMONTON, 5 * i, 0))), 201);
    await slowWritesTo(context.server, 'sale_alerts', 'INSERT', 0.3);
    const answers = await Promise.all([1, 2].map((i) => client.post('/api/alerts', alertAt(offsetPoint(EDMONTON, 5 * i, Math.PI)))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await json<SaleAlert[]>(await client.get('/api/alerts'))).toHaveLength(SALE_ALERTS.maxPerUser);
  });
});
