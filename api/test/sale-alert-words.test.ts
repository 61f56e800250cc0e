// Sale alerts that watch for words (decision 0073): saved as typed, matched as Filter Sales' search
// finds a word (an English stem or the start of one, in the title, description or category), and
// matched again when an edit changes the words (decision 0078); the words changed in place (decision 0082).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing, SaleAlert } from '@yardsale/core/api-types';
import { offsetPoint } from '@yardsale/core/geo';
import { SALE_ALERT_MESSAGES } from '@yardsale/core/schemas/sale-alert';
import { users } from '@/db/schema';
import { mailAlertDigests } from '@/services/alerts/digest';
import { expectAnswer, mailsTo } from './support/accounts';
import { createUser, json, saleBody } from './support/factories';
import { alertAt, useSaleAlertWorld } from './support/sale-alerts';
import { KAMLOOPS, MONCTON, SPOKANE, SUDBURY, WINNIPEG } from './support/towns';

const { context, db, postSale, matchesOf, watcher, pushesTo } = useSaleAlertWorld();

describe('a sale alert with words', () => {
  it('is saved with its words as typed, trimmed, beside its filters, and with none when nothing can be searched', async () => {
    const { client } = await createUser(db(), context.server.url);
    const saved = await json<SaleAlert>(await client.post('/api/alerts', alertAt(SUDBURY, { q: '  Crib, stroller ', categories: ['Toys & Games'] })), 201);
    expect(saved).toMatchObject({ q: 'Crib, stroller', categories: ['Toys & Games'], saleTypes: [] });
    expect(await json<SaleAlert[]>(await client.get('/api/alerts'))).toEqual([saved]);
    expect(await json<SaleAlert>(await client.post('/api/alerts', alertAt(SUDBURY)), 201)).toMatchObject({ q: '' });
    // Nothing in it to search for: the alert is not said to watch for '“x !”'.
    expect(await json<SaleAlert>(await client.post('/api/alerts', alertAt(offsetPoint(SUDBURY, 5, 0), { q: 'x !' })), 201)).toMatchObject({ q: '' });
  });

  it('refuses words longer than the search takes', async () => {
    const { client } = await createUser(db(), context.server.url);
    const refused = await expectAnswer(await client.post('/api/alerts', alertAt(SUDBURY, { q: 'a'.repeat(101) })), 400, SALE_ALERT_MESSAGES.words);
    expect(refused.errors).toMatchObject({ q: SALE_ALERT_MESSAGES.words });
    expect(await json<SaleAlert[]>(await client.get('/api/alerts'))).toEqual([]);
  });

  it('hears of a sale holding each word, as a stem, its start or a close spelling, and of no other', async () => {
    const crib = await watcher(KAMLOOPS, { q: 'cribs' });
    const start = await watcher(KAMLOOPS, { q: 'bik' });
    const stopWord = await watcher(KAMLOOPS, { q: 'the crib' });
    const category = await watcher(KAMLOOPS, { q: 'furniture crib' });
    const both = await watcher(KAMLOOPS, { q: 'crib stroller' });
    const other = await watcher(KAMLOOPS, { q: 'table saw' });
    const misspelt = await watcher(KAMLOOPS, { q: 'furnture' }); // a close spelling (decision 0075)
    const seller = await createUser(db(), context.server.url);

    const sale = await postSale(seller, offsetPoint(KAMLOOPS, 1, 0), { title: 'Baby Things', description: 'A crib, bikes and a high chair.', category: 'Furniture', address: '5 Seymour St, Kamloops, BC' });
    for (const person of [crib, start, stopWord, category, misspelt]) expect(await matchesOf(person.user.id)).toEqual([sale.id]);
    for (const person of [both, other]) {
      expect(await matchesOf(person.user.id)).toEqual([]);
      expect(pushesTo(person.browser)).toEqual([]);
    }
    expect(pushesTo(crib.browser)).toEqual([{ title: expect.stringMatching(/^New yard sale with “cribs” near Kamloops/), body: 'Baby Things · 5 Seymour St, Kamloops, BC', url: `/find?sale=${sale.id}` }]);
  });

  it("names the words in the person's language, and the hourly e-mail names the sale", async () => {
    const person = await watcher(MONCTON, { q: 'canoe' });
    await db().update(users).set({ preferences: { ...person.user.preferences, language: 'fr' } }).where(eq(users.id, person.user.id));
    const seller = await createUser(db(), context.server.url);
    await postSale(seller, MONCTON, { title: 'Cottage Clear-Out', description: 'Paddles and a canoe.' });
    await postSale(seller, MONCTON, { title: 'Kitchen Sale', description: 'Pots and pans.' });

    expect(pushesTo(person.browser)).toEqual([expect.objectContaining({ title: expect.stringMatching(/^Nouvelle vente de garage avec «\u00a0canoe\u00a0» près de Moncton/) })]);
    await mailAlertDigests(context.server.app.services);
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.text).toContain('Cottage Clear-Out — ');
    expect(mail!.mail.text).not.toContain('Kitchen Sale');
  });
});

describe('a sale edited to hold the words (decision 0078)', () => {
  it('is announced once the edit gives it the words; taken out and back before the e-mail, it is named once and pushed once', async () => {
    const spot = offsetPoint(MONCTON, 30, Math.PI);
    const crib = await watcher(spot, { q: 'crib' });
    const anything = await watcher(spot);
    const seller = await createUser(db(), context.server.url);
    const body = { latitude: spot.lat, longitude: spot.lng, title: 'Spring Clean-Out', description: 'Lamps and rugs.', address: '9 Main St, Moncton, NB' };
    const sale = await postSale(seller, spot, body);
    expect(await matchesOf(crib.user.id)).toEqual([]);
    const describeAs = async (description: string) => {
      await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, saleBody({ ...body, description })));
      await context.server.app.push.settled();
    };

    await describeAs('Lamps, rugs and a crib.');
    expect(await matchesOf(crib.user.id)).toEqual([sale.id]);
    expect(pushesTo(crib.browser)).toEqual([{ title: expect.stringMatching(/^New yard sale with “crib” near/), body: 'Spring Clean-Out · 9 Main St, Moncton, NB', url: `/find?sale=${sale.id}` }]);

    await describeAs('Lamps and rugs.');
    expect(await matchesOf(crib.user.id)).toEqual([]); // the e-mail would not name it
    await describeAs('Lamps, rugs and an old crib.');
    expect(await matchesOf(crib.user.id)).toEqual([sale.id]);
    await mailAlertDigests(context.server.app.services);
    await describeAs('Lamps, rugs and an oak crib.');
    await mailAlertDigests(context.server.app.services);

    expect((await mailsTo(context.server, crib.user.email)).map((each) => each.mail.text)).toEqual([expect.stringContaining('Spring Clean-Out — ')]);
    expect(pushesTo(crib.browser)).toHaveLength(1);
    expect(pushesTo(anything.browser)).toHaveLength(1); // when it was posted: the edits fitted it already
  });
  it('keeps a match an edit took back out of the e-mail when a later edit did not bring it back', async () => {
    const spot = offsetPoint(KAMLOOPS, 40, Math.PI);
    const person = await watcher(spot, { q: 'canoe' });
    const seller = await createUser(db(), context.server.url);
    const body = { latitude: spot.lat, longitude: spot.lng, title: 'Lake House Sale', description: 'A canoe and paddles.' };
    const sale = await postSale(seller, spot, body);
    const edit = async (changes: Record<string, unknown>) => {
      await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, saleBody({ ...body, ...changes })));
      await context.server.app.push.settled();
    };
    await edit({ description: 'Paddles.' }); // the canoe went: withdrawn before the e-mail
    expect(await matchesOf(person.user.id)).toEqual([]);

    // Now any sale there fits them, this one included, and the seller fixes a typo: no news to them.
    await json<SaleAlert>(await person.client.post('/api/alerts', alertAt(spot)), 201);
    await edit({ description: 'Paddles, two.' });
    expect(await matchesOf(person.user.id)).toEqual([]);
    await mailAlertDigests(context.server.app.services);
    expect(await mailsTo(context.server, person.user.email)).toEqual([]);
    expect(pushesTo(person.browser)).toHaveLength(1); // when it was posted
  });
});

describe("a sale alert's words changed in place (decision 0082)", () => {
  it('hear of sales to come with the new words, and the e-mail names only the waiting sales that hold them', async () => {
    const person = await watcher(WINNIPEG, { q: 'crib' });
    const [alert] = await json<SaleAlert[]>(await person.client.get('/api/alerts'));
    const seller = await createUser(db(), context.server.url);
    await postSale(seller, WINNIPEG, { title: 'Nursery Sale', description: 'A crib and a stroller.' });
    await postSale(seller, WINNIPEG, { title: 'Crib Only Sale', description: 'One crib.' });
    expect(pushesTo(person.browser)).toHaveLength(2);

    expect(await json<SaleAlert>(await person.client.patch(`/api/alerts/${alert!.id}`, { q: '  strollers ' }))).toEqual({ ...alert, q: 'strollers' });
    await postSale(seller, WINNIPEG, { title: 'Pram Sale', description: 'Two strollers.' });
    await postSale(seller, WINNIPEG, { title: 'Cot Sale', description: 'A crib, again.' });
    expect(pushesTo(person.browser).map((push) => push.body)).toEqual([expect.stringMatching(/^Nursery Sale/), expect.stringMatching(/^Crib Only Sale/), expect.stringMatching(/^Pram Sale/)]);
    await mailAlertDigests(context.server.app.services);
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.text).toContain('Nursery Sale — ');
    expect(mail!.mail.text).toContain('Pram Sale — ');
    expect(mail!.mail.text).not.toMatch(/Crib Only Sale|Cot Sale/);

    // The distance and the words at once; no words: any sale.
    expect(await json<SaleAlert>(await person.client.patch(`/api/alerts/${alert!.id}`, { radiusKm: 10, q: '' }))).toEqual({ ...alert, q: '', radiusKm: 10 });
    await postSale(seller, WINNIPEG, { title: 'Garage Sale' });
    expect(pushesTo(person.browser)).toHaveLength(4);
  });

  it('keeps in the e-mail a waiting sale that the words of another of their alerts find', async () => {
    const spot = offsetPoint(WINNIPEG, 40, Math.PI);
    const person = await watcher(spot, { q: 'crib' });
    const [crib] = await json<SaleAlert[]>(await person.client.get('/api/alerts'));
    await json(await person.client.post('/api/alerts', alertAt(offsetPoint(spot, 1, 0), { q: 'desk' })), 201);
    const seller = await createUser(db(), context.server.url);
    await postSale(seller, spot, { title: 'Study Sale', description: 'A crib and a desk.' }); // under the crib alert, the nearer
    await postSale(seller, spot, { title: 'Crib Only Sale', description: 'One crib.' });

    await json<SaleAlert>(await person.client.patch(`/api/alerts/${crib!.id}`, { q: 'lamp' }));
    await mailAlertDigests(context.server.app.services);
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.text).toContain('Study Sale — ');
    expect(mail!.mail.text).not.toContain('Crib Only Sale');
  });

  it('refuses nothing to change and words longer than the search takes, and keeps the alert as it was', async () => {
    const person = await watcher(SPOKANE, { q: 'lamp' });
    const [alert] = await json<SaleAlert[]>(await person.client.get('/api/alerts'));
    await expectAnswer(await person.client.patch(`/api/alerts/${alert!.id}`, {}), 400, SALE_ALERT_MESSAGES.nothingToChange);
    const refused = await expectAnswer(await person.client.patch(`/api/alerts/${alert!.id}`, { radiusKm: 10, q: 'a'.repeat(101) }), 400, SALE_ALERT_MESSAGES.words);
    expect(refused.errors).toMatchObject({ q: SALE_ALERT_MESSAGES.words });
    const stranger = await createUser(db(), context.server.url);
    await expectAnswer(await stranger.client.patch(`/api/alerts/${alert!.id}`, { q: 'mine' }), 404, SALE_ALERT_MESSAGES.notFound);
    expect(await json<SaleAlert[]>(await person.client.get('/api/alerts'))).toEqual([alert]);

    // Words that would make it the twin of another of their alerts there (decision 0039's amendment).
    const desk = await json<SaleAlert>(await person.client.post('/api/alerts', alertAt(offsetPoint(SPOKANE, 0.5, 0), { q: 'desk' })), 201);
    await expectAnswer(await person.client.patch(`/api/alerts/${alert!.id}`, { q: 'DESK' }), 400, SALE_ALERT_MESSAGES.duplicate);
    expect(await json<SaleAlert[]>(await person.client.get('/api/alerts'))).toEqual([desk, alert]);
  });
});
