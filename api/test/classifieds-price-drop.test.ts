// A classified's price drop (decision 0060): the price it dropped from is kept and answered, struck
// through in the app, and the people who saved it hear of the drop, once the old price had stood a
// day: by push (the stand-in push service decrypts what a browser would receive) and in the hourly
// e-mail, run here as the hourly job runs it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Classified } from '@yardsale/core/api-types';
import { DAY_MS } from '@yardsale/core/durations';
import { classifiedPath, SAVED_CLASSIFIEDS_PATH } from '@yardsale/core/listing-links';
import { classifieds, users } from '@/db/schema';
import { mailPriceDropDigests } from '@/services/classifieds/price-drop-digest';
import { PRICE_DROP_TEXTS } from '@/services/classifieds/price-drop-texts';
import { runMaintenance } from '@/services/maintenance';
import { mailsTo, refusedBy, refuseMailTo, useTestServer } from './support/accounts';
import { classifiedFields, postClassified, sendClassified } from './support/classifieds';
import { createUser, json, type TestUser } from './support/factories';
import { notificationsTo, startFakePushService, subscribedBrowser, type BrowserSubscription, type FakePushService } from './support/push-service';

const context = useTestServer();
const db = () => context.server.database.db;
let pushService: FakePushService;
beforeAll(async () => (pushService = await startFakePushService()));
afterAll(() => pushService.close());

interface Saver extends TestUser {
  browser: BrowserSubscription;
}

/** A seller's classified at $40, its price set `daysAgo`, and someone who saved it with push on (or off). */
async function savedItem(daysAgo = 2, push = true): Promise<{ seller: TestUser; saver: Saver; item: Classified }> {
  const [seller, saver] = await Promise.all([createUser(db(), context.server.url), createUser(db(), context.server.url)]);
  const item = await postClassified(seller!.client, { title: 'Kids Bicycle', price: '40' });
  await db().update(classifieds).set({ priceSetAt: new Date(Date.now() - daysAgo * DAY_MS) }).where(eq(classifieds.id, item.id));
  const browser = await subscribedBrowser(saver!.client, pushService, push);
  expect((await saver!.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);
  return { seller: seller!, saver: { ...saver!, browser }, item };
}

/** The seller's edit of the whole form with a new price; answers the classified once its pushes are out. */
async function reprice(seller: TestUser, item: Classified, price: string, extra: Record<string, string> = {}): Promise<Classified> {
  const edited = await json<Classified>(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, classifiedFields({ title: item.title, price, ...extra })));
  await context.server.app.push.settled();
  return edited;
}

const priceSetAgo = (id: string, days: number) => db().update(classifieds).set({ priceSetAt: new Date(Date.now() - days * DAY_MS) }).where(eq(classifieds.id, id));

describe("a classified's price drop", () => {
  it('keeps the price it dropped from for everyone to see, and pushes the people who saved it', async () => {
    const { seller, saver, item } = await savedItem();
    expect(item.priceBeforeDrop).toBeNull();

    const dropped = await reprice(seller, item, '30');
    expect(dropped).toMatchObject({ price: '30.00', priceBeforeDrop: '40.00' });
    expect(await json<Classified>(await saver.client.get(`/api/classifieds/${item.id}`))).toMatchObject({ price: '30.00', priceBeforeDrop: '40.00' });
    expect(notificationsTo(pushService, saver.browser)).toEqual([{ title: 'Price drop on an item you saved', body: 'Kids Bicycle: now $30, was $40', url: classifiedPath(item.id) }]);
    // Kept a day for a phone offline, and it wakes no one.
    const [request] = pushService.requests.filter((each) => each.path === saver.browser.path);
    expect(request!.headers).toMatchObject({ ttl: String(DAY_MS / 1000), urgency: 'normal' });
  });

  it('does not count from a price that had not stood a day: no strike-through, no push', async () => {
    const { seller, saver, item } = await savedItem(0);
    // Put up at $40 a moment ago, as if to "drop" from it.
    const dropped = await reprice(seller, item, '20');
    expect(dropped.priceBeforeDrop).toBeNull();
    expect(notificationsTo(pushService, saver.browser)).toEqual([]);
    // $20 now stands a day: a drop from it counts.
    await priceSetAgo(item.id, 2);
    expect((await reprice(seller, item, '15')).priceBeforeDrop).toBe('20.00');
    expect(notificationsTo(pushService, saver.browser).map((push) => push.body)).toEqual(['Kids Bicycle: now $15, was $20']);
  });

  it('pushes once a day at most while the price steps down, striking through the highest', async () => {
    const { seller, saver, item } = await savedItem();
    await reprice(seller, item, '35');
    const again = await reprice(seller, item, '30'); // an hour later, say
    expect(again).toMatchObject({ price: '30.00', priceBeforeDrop: '40.00' });
    expect(notificationsTo(pushService, saver.browser)).toHaveLength(1);
    await priceSetAgo(item.id, 1);
    expect((await reprice(seller, item, '25')).priceBeforeDrop).toBe('40.00');
    // The push names the step the saver has not heard of.
    expect(notificationsTo(pushService, saver.browser).map((push) => push.body)).toEqual(['Kids Bicycle: now $35, was $40', 'Kids Bicycle: now $25, was $30']);
  });

  it('forgets the drop once the price is back up to it, and keeps it while still below', async () => {
    const { seller, item } = await savedItem();
    await reprice(seller, item, '20');
    expect((await reprice(seller, item, '30')).priceBeforeDrop).toBe('40.00');
    expect((await reprice(seller, item, '40')).priceBeforeDrop).toBeNull();
    // Back up for a moment, then down again: $40 has not stood a day since.
    expect((await reprice(seller, item, '20')).priceBeforeDrop).toBeNull();
  });

  it('changes nothing when an edit leaves the price as it was', async () => {
    const { seller, saver, item } = await savedItem();
    const edited = await reprice(seller, item, '40.00', { description: 'Red bike, new tires.' });
    expect(edited).toMatchObject({ price: '40.00', priceBeforeDrop: null, description: 'Red bike, new tires.' });
    // The $40 still counts as having stood since before the edit.
    expect((await reprice(seller, item, '30')).priceBeforeDrop).toBe('40.00');
    expect(notificationsTo(pushService, saver.browser)).toHaveLength(1);
  });

  it('tells a saver only of a price below what they saved it at: raised after the save and dropped back is no news', async () => {
    const { seller, saver, item } = await savedItem();
    await reprice(seller, item, '400');
    // Someone else saves it at $400.
    const later = await createUser(db(), context.server.url);
    const laterBrowser = await subscribedBrowser(later.client, pushService);
    expect((await later.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);
    await priceSetAgo(item.id, 2);

    // Everyone sees it came down from $400; only the one who saved it at $400 is told.
    expect((await reprice(seller, item, '45')).priceBeforeDrop).toBe('400.00');
    expect(notificationsTo(pushService, saver.browser)).toEqual([]);
    expect(notificationsTo(pushService, laterBrowser).map((push) => push.body)).toEqual(['Kids Bicycle: now $45, was $400']);

    // Below the $40 it was saved at: news, from the price the saver knew.
    await priceSetAgo(item.id, 2);
    await reprice(seller, item, '30');
    expect(notificationsTo(pushService, saver.browser).map((push) => push.body)).toEqual(['Kids Bicycle: now $30, was $40']);
    expect(notificationsTo(pushService, laterBrowser).map((push) => push.body)).toEqual(['Kids Bicycle: now $45, was $400', 'Kids Bicycle: now $30, was $45']);
  });

  it("tells of a drop to free in the saver's language", async () => {
    const { seller, saver, item } = await savedItem();
    await db().update(users).set({ preferences: { ...saver.user.preferences, language: 'fr' } }).where(eq(users.id, saver.user.id));
    await reprice(seller, item, '0');
    expect(notificationsTo(pushService, saver.browser)).toEqual([{ title: PRICE_DROP_TEXTS.fr.title, body: 'Kids Bicycle : désormais gratuit, au lieu de 40\u00a0$', url: classifiedPath(item.id) }]);
  });

  it('pushes no one with push off, nor about an item sold or taken down', async () => {
    const quiet = await savedItem(2, false);
    await reprice(quiet.seller, quiet.item, '30');
    expect(notificationsTo(pushService, quiet.saver.browser)).toEqual([]);

    const sold = await savedItem();
    expect((await sold.seller.client.fetch(`/api/classifieds/${sold.item.id}/sold`, { method: 'PUT' })).status).toBe(200);
    expect((await reprice(sold.seller, sold.item, '30')).priceBeforeDrop).toBe('40.00');
    expect(notificationsTo(pushService, sold.saver.browser)).toEqual([]);

    const removed = await savedItem();
    await db().update(classifieds).set({ isActive: false }).where(eq(classifieds.id, removed.item.id));
    await reprice(removed.seller, removed.item, '30');
    expect(notificationsTo(pushService, removed.saver.browser)).toEqual([]);
  });

  it('does not push its seller, who saved their own item', async () => {
    const { seller, item } = await savedItem();
    const own = await subscribedBrowser(seller.client, pushService);
    expect((await seller.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);
    await reprice(seller, item, '30');
    expect(notificationsTo(pushService, own)).toEqual([]);
  });
});

describe('the hourly e-mail of price drops', () => {
  const mailDigests = () => mailPriceDropDigests(context.server.app.services);
  const mailsOf = (person: TestUser) => mailsTo(context.server, person.user.email);
  const save = async (person: TestUser, item: Classified) => expect((await person.client.post('/api/saved-classifieds', { classifiedId: item.id })).status).toBe(201);

  it('names, once, each saved item still for sale and still cheaper, in one e-mail', async () => {
    const { seller, saver, item } = await savedItem();
    const lamp = await postClassified(seller.client, { title: 'Brass Lamp', price: '25' });
    const raised = await postClassified(seller.client, { title: 'Raised Again', price: '50' });
    const sold = await postClassified(seller.client, { title: 'Sold Since', price: '50' });
    for (const other of [lamp, raised, sold]) {
      await save(saver, other);
      await priceSetAgo(other.id, 2);
    }
    await reprice(seller, item, '30');
    await reprice(seller, lamp, '20');
    await reprice(seller, raised, '45');
    await reprice(seller, raised, '60');
    await reprice(seller, sold, '45');
    expect((await seller.client.fetch(`/api/classifieds/${sold.id}/sold`, { method: 'PUT' })).status).toBe(200);

    await mailDigests();
    const [mail, ...others] = await mailsOf(saver);
    expect(others).toEqual([]);
    expect(mail!.mail.subject).toBe('Prices dropped on 2 items you saved');
    const { text } = mail!.mail;
    expect(text).toContain('These items you saved now cost less:');
    expect(text).toContain('Brass Lamp: now $20, was $25');
    expect(text.indexOf('Brass Lamp: now $20, was $25')).toBeLessThan(text.indexOf('Kids Bicycle: now $30, was $40'));
    expect(text).not.toContain('Raised Again');
    expect(text).not.toContain('Sold Since');
    expect(text).toContain(`See your saved items: ${context.server.app.config.publicUrl}${SAVED_CLASSIFIEDS_PATH}`);
    // The link that stops it turns e-mail notifications off, the setting it obeys.
    expect(text).toMatch(new RegExp(`To stop e-mail notifications: ${context.server.app.config.publicUrl}/api/notifications/unsubscribe\\?token=[\\w-]+`));

    // Two processes' hourly jobs at once mail nothing twice.
    await Promise.all([mailDigests(), mailDigests()]);
    expect(await mailsOf(saver)).toHaveLength(1);
    // Nothing to the seller, who made the drops.
    expect(await mailsOf(seller)).toEqual([]);
  });

  it("keeps a saver's notices for the next hour when their e-mail cannot be queued, and mails the others meanwhile", async () => {
    const unlucky = await savedItem();
    const lucky = await savedItem();
    await reprice(unlucky.seller, unlucky.item, '30');
    await reprice(lucky.seller, lucky.item, '30');
    const allowMail = await refuseMailTo(context.server, unlucky.saver.user.email);
    await expect(runMaintenance(context.server.app.services)).rejects.toEqual(refusedBy('mail refused'));
    expect(await mailsOf(lucky.saver)).toHaveLength(1);
    expect(await mailsOf(unlucky.saver)).toEqual([]);

    await allowMail();
    await mailDigests();
    const [mail, ...others] = await mailsOf(unlucky.saver);
    expect(others).toEqual([]);
    expect(mail!.mail.text).toContain('Kids Bicycle: now $30, was $40');
  });

  it('names the price the saver last knew after several drops, links to the one item, in their language', async () => {
    const { seller, saver, item } = await savedItem();
    await db().update(users).set({ preferences: { ...saver.user.preferences, language: 'fr' } }).where(eq(users.id, saver.user.id));
    await reprice(seller, item, '30');
    await priceSetAgo(item.id, 2);
    await reprice(seller, item, '20');
    await mailDigests();
    const [mail] = await mailsOf(saver);
    expect(mail!.mail.subject).toBe(PRICE_DROP_TEXTS.fr.subject(1));
    expect(mail!.mail.text).toContain('Kids Bicycle : 20\u00a0$ au lieu de 40\u00a0$');
    expect(mail!.mail.text).toContain(`${context.server.app.config.publicUrl}${classifiedPath(item.id)}`);

    // Once mailed, the next drop is news from the price the e-mail named.
    await priceSetAgo(item.id, 2);
    await reprice(seller, item, '15');
    await mailDigests();
    const [latest, ...earlier] = await mailsOf(saver);
    expect(earlier).toHaveLength(1);
    expect(latest!.mail.text).toContain('Kids Bicycle : 15\u00a0$ au lieu de 20\u00a0$');
  });

  it('is not sent with e-mail notifications off, an address not verified or an account suspended, nor for an item no longer saved', async () => {
    const quiet = await savedItem();
    expect((await quiet.saver.client.patch('/api/users/profile', { notificationSettings: { email: false } })).status).toBe(200);
    await reprice(quiet.seller, quiet.item, '30');
    const unsaved = await savedItem();
    await reprice(unsaved.seller, unsaved.item, '30');
    expect((await unsaved.saver.client.delete(`/api/saved-classifieds/${unsaved.item.id}`)).status).toBe(200);
    const [unverifiedSaver] = await Promise.all([createUser(db(), context.server.url, { verified: false })]);
    const unverified = await savedItem();
    await save(unverifiedSaver!, unverified.item);
    await reprice(unverified.seller, unverified.item, '30');
    // And one whose address became unverified (changed) after the drop.
    const changedAddress = await savedItem();
    await reprice(changedAddress.seller, changedAddress.item, '30');
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, changedAddress.saver.user.id));

    // E-mail turned off, or the account suspended, after the drop and before the hour's e-mail.
    const changedMind = await savedItem();
    await reprice(changedMind.seller, changedMind.item, '30');
    expect((await changedMind.saver.client.patch('/api/users/profile', { notificationSettings: { email: false } })).status).toBe(200);
    const suspended = await savedItem();
    await reprice(suspended.seller, suspended.item, '30');
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.saver.user.id));

    await mailDigests();
    expect(await mailsOf(quiet.saver)).toEqual([]);
    expect(await mailsOf(unsaved.saver)).toEqual([]);
    expect(await mailsOf(changedMind.saver)).toEqual([]);
    expect(await mailsOf(suspended.saver)).toEqual([]);
    expect(await mailsOf(changedAddress.saver)).toEqual([]);
    expect((await mailsOf(unverifiedSaver!)).filter((each) => each.mail.subject.includes('saved'))).toEqual([]);
    expect(await mailsOf(unverified.saver)).toHaveLength(1);
  });
});
