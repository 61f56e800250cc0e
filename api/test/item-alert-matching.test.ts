// What item alerts find (decision 0061): a classified posted afterwards that the search would show
// there is pushed to the watcher at once (the stand-in push service decrypts what a browser would
// receive) and named in the hourly e-mail, run here as the hourly job runs it; an edit tells those it
// newly fits (decision 0078).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offsetPoint } from '@yardsale/core/geo';
import { classifiedPath } from '@yardsale/core/listing-links';
import { CLASSIFIED_FREE_FILTER } from '@yardsale/core/constants';
import { ITEM_ALERTS } from '@yardsale/core/schemas/item-alert';
import { itemAlertMatches, users } from '@/db/schema';
import { mailItemAlertDigests } from '@/services/item-alerts/digest';
import { changesItemAlertMatches } from '@/services/item-alerts/matching';
import { mailsTo, refusedBy, refuseMailTo, refuseOn } from './support/accounts';
import { classifiedFields, postClassified, sendClassified } from './support/classifieds';
import { createUser, json } from './support/factories';
import { itemAlertAt, useItemAlertWorld } from './support/item-alerts';
import { BOISE, FREDERICTON, HALIFAX, KAMLOOPS, MONCTON, REGINA, SASKATOON, SPOKANE, SUDBURY, THUNDER_BAY, WINNIPEG } from './support/towns';

const { context, db, watcher, postItem, subscribe, pushesTo, matchesOf } = useItemAlertWorld();

describe('a new classified', () => {
  it('is pushed to the people whose search it would be found by, once each, and to nobody else', async () => {
    const bicycles = await watcher(REGINA, { q: 'bicycles' }); // the search's stems: 'Bicycle' is found by 'bicycles'
    const sports = await watcher(offsetPoint(REGINA, 3, 0), { category: 'Sports & Outdoors' });
    const anything = await watcher(REGINA, { radiusKm: 25 });
    const lamps = await watcher(REGINA, { q: 'lamp' });
    const furniture = await watcher(REGINA, { category: 'Furniture' });
    const freeOnly = await watcher(REGINA, { category: 'Free' });
    const tooFar = await watcher(offsetPoint(REGINA, 20, Math.PI), { q: 'bicycle' });
    const seller = await createUser(db(), context.server.url);

    const item = await postItem(seller, offsetPoint(REGINA, 2, Math.PI / 2), { title: 'Kids Bicycle', price: '40' });
    for (const person of [bicycles, sports, anything]) expect(await matchesOf(person.user.id)).toEqual([item.id]);
    expect(pushesTo(bicycles.browser)).toEqual([{ title: expect.stringMatching(/^New “bicycles” near Regina/), body: 'Kids Bicycle · $40', url: classifiedPath(item.id) }]);
    expect(pushesTo(anything.browser)).toEqual([{ title: expect.stringMatching(/^New item near Regina/), body: 'Kids Bicycle · $40', url: classifiedPath(item.id) }]);
    for (const person of [lamps, furniture, freeOnly, tooFar]) {
      expect(await matchesOf(person.user.id)).toEqual([]);
      expect(pushesTo(person.browser)).toEqual([]);
    }

    // A free item is found by 'Free', in the person's language.
    await db().update(users).set({ preferences: { ...freeOnly.user.preferences, language: 'fr' } }).where(eq(users.id, freeOnly.user.id));
    const free = await postItem(seller, offsetPoint(REGINA, 1, 0), { title: 'Old Sofa', price: '0', category: 'Furniture' });
    expect(pushesTo(freeOnly.browser)).toEqual([{ title: expect.stringMatching(/^Nouvel article près de Regina/), body: 'Old Sofa · Gratuit', url: classifiedPath(free.id) }]);
    expect(await matchesOf(furniture.user.id)).toEqual([free.id]);
  });

  it("never alerts its seller, nor someone suspended or gone; someone with push off is matched for the e-mail only", async () => {
    const seller = await watcher(HALIFAX, { q: 'drill' });
    const quiet = await watcher(HALIFAX, { q: 'drill' });
    expect((await quiet.client.patch('/api/users/profile', { notificationSettings: { push: false } })).status).toBe(200);
    const suspended = await watcher(HALIFAX, { q: 'drill' });
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    const closed = await watcher(HALIFAX, { q: 'drill' });
    await db().update(users).set({ isActive: false }).where(eq(users.id, closed.user.id));

    const item = await postItem(seller, HALIFAX, { title: 'Cordless Drill' });
    expect(await matchesOf(seller.user.id)).toEqual([]);
    expect(await matchesOf(suspended.user.id)).toEqual([]);
    expect(await matchesOf(closed.user.id)).toEqual([]);
    expect(await matchesOf(quiet.user.id)).toEqual([item.id]);
    for (const person of [seller, quiet, suspended, closed]) expect(pushesTo(person.browser)).toEqual([]);
  });
});

describe('what an item alert finds', () => {
  it('is what its search would find at that moment: a typo by its close spelling, the Housing tag, and with only stop words, every item', async () => {
    const typo = await watcher(SASKATOON, { q: 'bicyle' });
    const housing = await watcher(SASKATOON, { category: 'Housing' });
    const stopWords = await watcher(SASKATOON, { q: 'the and' });
    const seller = await createUser(db(), context.server.url);

    const bike = await postItem(seller, SASKATOON, { title: 'Kids Bicycle' });
    const suite = await postItem(seller, SASKATOON, { title: 'Basement suite', category: 'Other', categories: '["Other","Housing"]', price: '1450' });
    expect(await matchesOf(typo.user.id)).toEqual([bike.id]);
    expect(await matchesOf(housing.user.id)).toEqual([suite.id]);
    expect(await matchesOf(stopWords.user.id)).toEqual([bike.id, suite.id].sort());
  });

  it("makes one match a person, their nearest alert's, whose words the push names", async () => {
    const person = await createUser(db(), context.server.url);
    const browser = await subscribe(person.client);
    await json(await person.client.post('/api/item-alerts', itemAlertAt(offsetPoint(WINNIPEG, 8, 0), { q: 'lamp' })), 201);
    await json(await person.client.post('/api/item-alerts', itemAlertAt(WINNIPEG, { q: 'brass' })), 201);
    const item = await postItem(await createUser(db(), context.server.url), offsetPoint(WINNIPEG, 1, Math.PI), { title: 'Brass Lamp', price: '25' });
    expect(await matchesOf(person.user.id)).toEqual([item.id]);
    expect(pushesTo(browser)).toEqual([{ title: expect.stringMatching(/^New “brass” near Winnipeg/), body: 'Brass Lamp · $25', url: classifiedPath(item.id) }]);
  });

  it('tells no one of an item edited away from their search right after it was posted', async () => {
    const chairs = await watcher(KAMLOOPS, { q: 'chair' });
    const seller = await createUser(db(), context.server.url);
    const fields = { latitude: String(KAMLOOPS.lat), longitude: String(KAMLOOPS.lng) };
    const item = await postClassified(seller.client, { title: 'Pine Chair', ...fields }); // its matching runs after the answer…
    await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ title: 'Pine Shelf', ...fields }))); // …and the edit's after it
    await context.server.app.push.settled();
    expect(await matchesOf(chairs.user.id)).toEqual([]);
  });

  it("records everyone else's match when one cannot be recorded (an alert deleted meanwhile)", async () => {
    const [gone, kept] = [await watcher(SUDBURY, { q: 'anvil' }), await watcher(SUDBURY, { q: 'anvil' })];
    // The one row fails as a deleted alert's would: the rest are recorded and pushed one at a time.
    await refuseOn(context.server, 'item_alert_matches', 'INSERT', 'alert gone', `NEW.user_id = '${gone.user.id}'`, '23503'); // a foreign key violation
    const item = await postItem(await createUser(db(), context.server.url), SUDBURY, { title: 'Blacksmith Anvil' });
    expect(await matchesOf(gone.user.id)).toEqual([]);
    expect(await matchesOf(kept.user.id)).toEqual([item.id]);
    expect(pushesTo(kept.browser)).toEqual([expect.objectContaining({ body: 'Blacksmith Anvil · $40' })]);
    expect(pushesTo(gone.browser)).toEqual([]);
  });

  it('hears of an item an edit gives its words, once, and a match the item no longer fits is not mailed (decision 0078)', async () => {
    const chairs = await watcher(THUNDER_BAY, { q: 'chair' });
    const stools = await watcher(THUNDER_BAY, { q: 'stool' });
    const seller = await createUser(db(), context.server.url);
    const item = await postItem(seller, THUNDER_BAY, { title: 'Oak Chair', price: '30' });
    expect(await matchesOf(chairs.user.id)).toEqual([item.id]);
    const oak = await watcher(THUNDER_BAY, { q: 'oak' }); // watching from after the post, which fitted already
    const retitle = async (title: string) => {
      await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ title, price: '30', latitude: String(THUNDER_BAY.lat), longitude: String(THUNDER_BAY.lng) })));
      await context.server.app.push.settled();
    };

    await retitle('Oak Stool');
    expect(await matchesOf(chairs.user.id)).toEqual([]);
    expect(await matchesOf(stools.user.id)).toEqual([item.id]);
    expect(pushesTo(stools.browser)).toEqual([{ title: expect.stringMatching(/^New “stool” near Thunder Bay/), body: 'Oak Stool · $30', url: classifiedPath(item.id) }]);
    expect(await matchesOf(oak.user.id)).toEqual([]);
    await mailItemAlertDigests(context.server.app.services);
    expect(await mailsTo(context.server, chairs.user.email)).toEqual([]);
    expect((await mailsTo(context.server, stools.user.email)).map((each) => each.mail.text)).toEqual([expect.stringContaining('Oak Stool')]);

    await retitle('Oak Chair'); // back in the chair alert, out of the stool one, whose e-mail went
    expect(await matchesOf(chairs.user.id)).toEqual([item.id]);
    expect(pushesTo(chairs.browser)).toHaveLength(1); // the first, when it was posted
    expect(await matchesOf(stools.user.id)).toEqual([item.id]); // mailed already: kept as told
    await mailItemAlertDigests(context.server.app.services);
    expect((await mailsTo(context.server, chairs.user.email)).map((each) => each.mail.text)).toEqual([expect.stringContaining('Oak Chair')]);
    expect(await mailsTo(context.server, stools.user.email)).toHaveLength(1);
    expect([...pushesTo(oak.browser), ...pushesTo(stools.browser).slice(1)]).toEqual([]);
  });

  it('tells no one of an item edited once it is sold, and withdraws its match before the e-mail', async () => {
    const at = offsetPoint(THUNDER_BAY, 40, 0);
    const lamps = await watcher(at, { q: 'lamp' });
    const candles = await watcher(at, { q: 'candlestick' });
    const seller = await createUser(db(), context.server.url);
    const item = await postItem(seller, at, { title: 'Brass Lamp' });
    expect(await matchesOf(lamps.user.id)).toEqual([item.id]);
    expect((await seller.client.fetch(`/api/classifieds/${item.id}/sold`, { method: 'PUT' })).status).toBe(200);
    await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ title: 'Brass Lamp and Candlestick', latitude: String(at.lat), longitude: String(at.lng) })));
    await context.server.app.push.settled();
    expect(await matchesOf(lamps.user.id)).toEqual([]);
    expect(await matchesOf(candles.user.id)).toEqual([]);
    expect(pushesTo(lamps.browser)).toHaveLength(1); // when it was posted
    expect(pushesTo(candles.browser)).toEqual([]);
  });
});

describe('what an edit changes for item alerts', () => {
  const item = { title: 'Garden Bench', description: 'Teak, seats two.', category: 'Furniture', categories: ['Furniture'], price: '25.00', publicLatitude: 48.38, publicLongitude: -89.25 };
  it.each([
    ['its title', { title: 'Garden Bench and Table' }],
    ['its description', { description: 'Teak, seats three.' }],
    ['its category', { category: 'Home & Garden' }],
    ['a tag', { categories: ['Furniture', 'Housing'] }],
    ['its price', { price: '0.00' }],
    ['its public point', { publicLatitude: 48.39 }],
    ['the other coordinate of its public point', { publicLongitude: -89.26 }],
  ])('is a change of %s', (_what, change) => {
    expect(changesItemAlertMatches(item, { ...item, ...change })).toBe(true);
  });

  it("is not a change of the price's spelling, nor of the order of its tags", () => {
    expect(changesItemAlertMatches({ ...item, categories: ['Furniture', 'Housing'] }, { ...item, price: '25', categories: ['Housing', 'Furniture'] })).toBe(false);
  });

  it('reaches a Free alert when an edit gives the item away, and an edit of its condition tells no one', async () => {
    const at = offsetPoint(THUNDER_BAY, 60, Math.PI);
    const free = await watcher(at, { category: CLASSIFIED_FREE_FILTER });
    const seller = await createUser(db(), context.server.url);
    const bench = await postItem(seller, at, { title: 'Garden Bench', price: '25' });
    const benches = await watcher(at, { q: 'bench' }); // from after the post, which fitted already
    const edit = async (fields: Record<string, string>) => {
      await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${bench.id}`, classifiedFields({ title: 'Garden Bench', latitude: String(at.lat), longitude: String(at.lng), ...fields })));
      await context.server.app.push.settled();
    };

    await edit({ price: '25', condition: 'Fair' });
    await edit({ price: '0', condition: 'Fair' });
    expect(await matchesOf(free.user.id)).toEqual([bench.id]);
    expect(pushesTo(free.browser)).toEqual([expect.objectContaining({ body: 'Garden Bench · Free' })]);
    expect(await matchesOf(benches.user.id)).toEqual([]);
    expect(pushesTo(benches.browser)).toEqual([]);
  });
});

describe('the hourly e-mail of item alerts', () => {
  const mailDigests = () => mailItemAlertDigests(context.server.app.services);

  it("names each person's new items still for sale, nearest first, once", async () => {
    const person = await watcher(BOISE, { q: 'chair', radiusKm: 25 });
    const seller = await createUser(db(), context.server.url);
    const far = await postItem(seller, offsetPoint(BOISE, 10, 0), { title: 'Far Chair', price: '15' });
    const near = await postItem(seller, offsetPoint(BOISE, 1, 0), { title: 'Near Chair', price: '12.50' });
    const sold = await postItem(seller, offsetPoint(BOISE, 2, 0), { title: 'Sold Chair' });
    expect((await seller.client.fetch(`/api/classifieds/${sold.id}/sold`, { method: 'PUT' })).status).toBe(200);

    await mailDigests();
    const [mail, ...others] = await mailsTo(context.server, person.user.email);
    expect(others).toEqual([]);
    expect(mail!.mail.subject).toBe('2 new items match your alerts');
    const { text } = mail!.mail;
    expect(text).toContain('These items were just posted near the places of your item alerts:');
    expect(text).toMatch(/Near Chair — \$12\.50 \(\d\.\d\smi\)/);
    expect(text.indexOf('Near Chair')).toBeLessThan(text.indexOf('Far Chair'));
    expect(text).not.toContain('Sold Chair');
    expect(text).toContain(`See the items: ${context.server.app.config.publicUrl}/classifieds`);
    expect(text).toContain(`${context.server.app.config.publicUrl}/settings`);
    expect(text).toMatch(new RegExp(`To stop e-mail notifications: ${context.server.app.config.publicUrl}/api/notifications/unsubscribe\\?token=[\\w-]+`));
    expect([far.id, near.id]).toHaveLength(2);

    await mailDigests();
    expect(await mailsTo(context.server, person.user.email)).toHaveLength(1);
  });

  it(`names ${ITEM_ALERTS.mailItemsMax} items at most, and says how many more, in the person's language`, async () => {
    const person = await watcher(SPOKANE, { q: 'vase', radiusKm: 25 });
    await db().update(users).set({ preferences: { ...person.user.preferences, language: 'fr', units: 'km' } }).where(eq(users.id, person.user.id));
    const seller = await createUser(db(), context.server.url);
    for (let i = 0; i <= ITEM_ALERTS.mailItemsMax; i++) await postItem(seller, offsetPoint(SPOKANE, 1.5 * i, 0), { title: `Glass Vase ${i}`, price: '0' });

    await mailDigests();
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.subject).toBe(`${ITEM_ALERTS.mailItemsMax + 1} nouveaux articles correspondent à vos alertes`);
    expect(mail!.mail.text).toMatch(/Glass Vase 0 — Gratuit \(\d+(,\d)?\s(k?m)\)/);
    expect(mail!.mail.text).toContain(`Glass Vase ${ITEM_ALERTS.mailItemsMax - 1} — `);
    expect(mail!.mail.text).not.toContain(`Glass Vase ${ITEM_ALERTS.mailItemsMax} — `); // the farthest (public points are a grid apart)
    expect(mail!.mail.text).toContain('Et 1 de plus.');
  });

  it("keeps a person's matches for the next hour when their e-mail cannot be queued", async () => {
    const person = await watcher(MONCTON, { q: 'kayak' });
    await postItem(await createUser(db(), context.server.url), MONCTON, { title: 'Sea Kayak', price: '700' });
    const allowMail = await refuseMailTo(context.server, person.user.email);
    await expect(mailDigests()).rejects.toEqual(refusedBy('mail refused'));
    expect(await db().select().from(itemAlertMatches).where(eq(itemAlertMatches.userId, person.user.id))).toEqual([expect.objectContaining({ mailedAt: null })]);

    await allowMail();
    await mailDigests();
    expect((await mailsTo(context.server, person.user.email)).map((each) => each.mail.text)).toEqual([expect.stringContaining('Sea Kayak — $700')]);
  });

  it('links to the one item, and is not sent to someone whose e-mail notifications are off', async () => {
    const person = await watcher(FREDERICTON, { q: 'canoe' });
    const quiet = await watcher(FREDERICTON, { q: 'canoe' });
    expect((await quiet.client.patch('/api/users/profile', { notificationSettings: { email: false } })).status).toBe(200);
    const item = await postItem(await createUser(db(), context.server.url), FREDERICTON, { title: 'Cedar Canoe', price: '900' });

    await mailDigests();
    const [mail] = await mailsTo(context.server, person.user.email);
    expect(mail!.mail.subject).toBe('A new item matches your alert');
    expect(mail!.mail.text).toContain(`See the item: ${context.server.app.config.publicUrl}${classifiedPath(item.id)}`);
    expect(await mailsTo(context.server, quiet.user.email)).toEqual([]);
    expect(await db().select().from(itemAlertMatches).where(eq(itemAlertMatches.userId, quiet.user.id))).toEqual([expect.objectContaining({ mailedAt: expect.any(Date) })]);
  });
});
