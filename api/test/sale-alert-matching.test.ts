// New-sale alerts (decision 0039): the new sales that fall in a person's places (pushed at once to a
// stand-in push service), sales edited into them, and the hourly e-mail that gathers them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Listing, SaleAlert } from '@yardsale/core/api-types';
import { DAY_MS, MINUTE_MS } from '@yardsale/core/durations';
import type { LatLng } from '@yardsale/core/geo';
import { offsetPoint } from '@yardsale/core/geo';
import { listings, saleAlertMatches, users } from '@/db/schema';
import { ALERT_TEXTS } from '@/services/alerts/alert-texts';
import { mailAlertDigests } from '@/services/alerts/digest';
import { changesAlertMatches } from '@/services/alerts/matching';
import { mailsTo, refusedBy, refuseMailTo } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, json, saleBody } from './support/factories';
import { BOISE, FREDERICTON, HALIFAX, REGINA, SASKATOON } from './support/towns';
import { alertAt, useSaleAlertWorld } from './support/sale-alerts';

const { context, db, postSale, matchesOf, watcher, pushesTo } = useSaleAlertWorld();

describe('a new sale', () => {
  it('is pushed to the people whose alert it falls in, once each, and to nobody else', async () => {
    const near = await watcher(REGINA);
    const alsoNear = await watcher(offsetPoint(REGINA, 3, 0), { radiusKm: 10 });
    const tooFar = await watcher(offsetPoint(REGINA, 12, Math.PI));
    const estatesOnly = await watcher(REGINA, { saleTypes: ['estate'] });
    const toysOnly = await watcher(REGINA, { categories: ['Toys & Games'] });
    const seller = await createUser(db(), context.server.url);

    const sale = await postSale(seller, offsetPoint(REGINA, 2, Math.PI / 2), { title: 'Prairie Moving Sale', address: '1 Albert St, Regina, SK' });
    for (const person of [near, alsoNear]) {
      expect(await matchesOf(person.user.id)).toEqual([sale.id]);
      expect(pushesTo(person.browser)).toEqual([{ title: expect.stringMatching(/^New yard sale near Regina/), body: 'Prairie Moving Sale · 1 Albert St, Regina, SK', url: `/find?sale=${sale.id}` }]);
    }
    for (const person of [tooFar, estatesOnly, toysOnly]) {
      expect(await matchesOf(person.user.id)).toEqual([]);
      expect(pushesTo(person.browser)).toEqual([]);
    }
  });

  it("never alerts the seller, nor someone with push off (who is still matched for the e-mail); blocks change nothing (decision 0044)", async () => {
    const seller = await watcher(HALIFAX);
    const blocker = await watcher(HALIFAX);
    await json(await blocker.client.post(`/api/users/${seller.user.id}/block`, { duration: 'permanent' }));
    const blocked = await watcher(HALIFAX);
    await json(await seller.client.post(`/api/users/${blocked.user.id}/block`, { duration: '1day' }));
    const quiet = await watcher(HALIFAX);
    expect((await quiet.client.patch('/api/users/profile', { notificationSettings: { push: false } })).status).toBe(200);

    const sale = await postSale(seller, HALIFAX);
    expect(await matchesOf(seller.user.id)).toEqual([]);
    expect(await matchesOf(quiet.user.id)).toEqual([sale.id]);
    expect([...pushesTo(seller.browser), ...pushesTo(quiet.browser)]).toEqual([]);
    // Were a block to keep the alert back, its absence would tell whose sale this is.
    for (const person of [blocker, blocked]) {
      expect(await matchesOf(person.user.id)).toEqual([sale.id]);
      expect(pushesTo(person.browser)).toHaveLength(1);
    }
  });
});

describe('an edited sale', () => {
  it('is announced to an alert it was moved into, once, and to none it fitted already (decision 0078)', async () => {
    const seller = await createUser(db(), context.server.url);
    const outside = offsetPoint(FREDERICTON, 20, 0);
    const body = { latitude: outside.lat, longitude: outside.lng, title: 'River Valley Sale', address: '1 Queen St, Fredericton, NB' };
    const sale = await postSale(seller, outside, body);
    // Both watch from after the sale was posted: only an edit can announce it to them.
    const person = await watcher(FREDERICTON);
    const neighbour = await watcher(outside);
    const edit = async (changes: Record<string, unknown>) => {
      await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, saleBody({ ...body, ...changes })));
      await context.server.app.push.settled();
    };

    await edit({ title: 'River Valley Sale, more tools' }); // matched again, but it fitted the neighbour's alert already
    expect(await matchesOf(neighbour.user.id)).toEqual([]);

    await edit({ latitude: FREDERICTON.lat, longitude: FREDERICTON.lng });
    expect(await matchesOf(person.user.id)).toEqual([sale.id]);
    expect(pushesTo(person.browser)).toEqual([{ title: expect.stringMatching(/^New yard sale near Fredericton/), body: 'River Valley Sale · 1 Queen St, Fredericton, NB', url: `/find?sale=${sale.id}` }]);

    await edit({ latitude: FREDERICTON.lat + 0.001, longitude: FREDERICTON.lng, isEstateSale: true });
    expect(pushesTo(person.browser)).toHaveLength(1);
    expect(pushesTo(neighbour.browser)).toEqual([]);
  });

  it('loses a match not yet mailed when it moves away, and tells no one once a moderator took it down', async () => {
    const seller = await createUser(db(), context.server.url);
    const person = await watcher(SASKATOON);
    const sale = await postSale(seller, SASKATOON);
    expect(await matchesOf(person.user.id)).toEqual([sale.id]);
    const moveTo = async (at: LatLng) => {
      await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, saleBody({ latitude: at.lat, longitude: at.lng })));
      await context.server.app.push.settled();
    };

    await moveTo(offsetPoint(SASKATOON, 30, 0));
    expect(await matchesOf(person.user.id)).toEqual([]); // the hourly e-mail will not name it

    await db().update(listings).set({ isActive: false }).where(eq(listings.id, sale.id)); // the admin desk's Remove
    await moveTo(SASKATOON);
    expect(await matchesOf(person.user.id)).toEqual([]);
    expect(pushesTo(person.browser)).toHaveLength(1); // the first, when it was posted
  });
});

describe('what an edit changes for alerts', () => {
  const sale = { latitude: 45.96, longitude: -66.64, dates: ['2026-11-28', '2026-11-29'], category: 'Books', categories: ['Books', 'Toys & Games'], isEstateSale: false, isMovingSale: true, isCommunitySale: false, hideExactAddress: false, title: 'Moving Sale', description: 'Books and toys.' };
  it.each([
    ['its latitude', { latitude: 45.97 }],
    ['its longitude', { longitude: -66.65 }],
    ['a sale type', { isEstateSale: true }],
    ['another sale type', { isMovingSale: false }],
    ['the third sale type', { isCommunitySale: true }],
    ['a category', { categories: ['Books'] }],
    ['its main category, which the search finds words in', { category: 'Toys & Games' }],
    ['a day', { dates: ['2026-11-29'] }],
    ['whether its address is kept', { hideExactAddress: true }],
    ['its title', { title: 'Moving Sale, a crib too' }],
    ['its description', { description: 'Books, toys and a crib.' }],
  ])('is a change of %s', (_what, change) => {
    expect(changesAlertMatches(sale, { ...sale, ...change })).toBe(true);
  });

  it('is not a change of the order of its categories or days', () => {
    expect(changesAlertMatches(sale, { ...sale, categories: ['Toys & Games', 'Books'], dates: ['2026-11-29', '2026-11-28'] })).toBe(false);
  });
});

describe('the hourly e-mail', () => {
  it("names each person's new sales still shown, nearest first, once, in their language", async () => {
    const person = await watcher(BOISE, { radiusKm: 25 });
    const french = await watcher(BOISE);
    await db().update(users).set({ preferences: { ...french.user.preferences, language: 'fr', units: 'km' } }).where(eq(users.id, french.user.id));
    const seller = await createUser(db(), context.server.url);
    const far = await postSale(seller, offsetPoint(BOISE, 10, 0), { title: 'Far Sale' });
    const near = await postSale(seller, offsetPoint(BOISE, 1, 0), { title: 'Near Sale' });
    const gone = await postSale(seller, offsetPoint(BOISE, 2, 0), { title: 'Gone Sale' });
    await json(await seller.client.delete(`/api/listings/${gone.id}`));

    await mailAlertDigests(context.server.app.services);
    const [mail, ...others] = await mailsTo(context.server, person.user.email);
    expect(others).toEqual([]);
    expect(mail!.mail.subject).toBe('2 new yard sales match your alerts');
    const text = mail!.mail.text;
    expect(text.indexOf('Near Sale — ')).toBeLessThan(text.indexOf('Far Sale — '));
    expect(text).toMatch(/Near Sale — \w{3}, \w{3} \d+, 9:00\sAM – 5:00\sPM — 123 Oxford St W, London, ON \(0\.6\smi\)/);
    expect(text).not.toContain('Gone Sale');
    expect(text).toContain(`See the sales: ${context.server.app.config.publicUrl}/find`);
    expect(text).toContain(`${context.server.app.config.publicUrl}/settings`);

    const [frenchMail] = await mailsTo(context.server, french.user.email);
    expect(frenchMail!.mail.subject).toBe('Une nouvelle vente de garage correspond à votre alerte');
    expect(frenchMail!.mail.text).toMatch(/Near Sale — \S+ \d+ \S+, 9\sh\s00 – 17\sh\s00 — .+ \(1,0\skm\)/);
    expect(frenchMail!.mail.text).toContain(`/find?sale=${near.id}`);
    expect(far.id).not.toBe(near.id);

    await mailAlertDigests(context.server.app.services);
    expect(await mailsTo(context.server, person.user.email)).toHaveLength(1);
  });

  it('has a link that stops every alert of the person, after asking', async () => {
    const person = await watcher(offsetPoint(BOISE, 40, 0));
    await postSale(await createUser(db(), context.server.url), offsetPoint(BOISE, 40, 0));
    await mailAlertDigests(context.server.app.services);
    const [mail] = await mailsTo(context.server, person.user.email);
    const link = new URL(/To stop all your sale alerts: (\S+)/.exec(mail!.mail.text)![1]!);
    expect(link.pathname).toBe('/api/notifications/unsubscribe');
    expect(link.searchParams.get('what')).toBe('alerts');

    const guest = apiClient(context.server.url);
    const page = await (await guest.get(`${link.pathname}${link.search}`)).text();
    expect(page).toContain(ALERT_TEXTS.en.stopPage.askTitle);
    expect(await json<SaleAlert[]>(await person.client.get('/api/alerts'))).toHaveLength(1); // a mail scanner following the link changes nothing

    const body = new URLSearchParams({ token: link.searchParams.get('token')!, what: 'alerts' }).toString();
    const done = await guest.fetch('/api/notifications/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect(await done.text()).toContain(ALERT_TEXTS.en.stopPage.stoppedTitle);
    expect(await json<SaleAlert[]>(await person.client.get('/api/alerts'))).toEqual([]);
    expect((await json<{ notificationSettings: { email: boolean } }>(await person.client.get('/api/auth/user'))).notificationSettings.email).toBe(true);
  });

  it("keeps a person's matches for the next hour when their e-mail cannot be queued, and mails the others meanwhile", async () => {
    const [unlucky, lucky] = [await watcher(offsetPoint(BOISE, 60, 0)), await watcher(offsetPoint(BOISE, 60, 0))];
    await postSale(await createUser(db(), context.server.url), offsetPoint(BOISE, 60, 0), { title: 'Kept Sale' });
    const allowMail = await refuseMailTo(context.server, unlucky.user.email);
    await expect(mailAlertDigests(context.server.app.services)).rejects.toEqual(refusedBy('mail refused'));
    expect((await mailsTo(context.server, lucky.user.email)).map((each) => each.mail.text)).toEqual([expect.stringContaining('Kept Sale')]);
    expect(await db().select().from(saleAlertMatches).where(eq(saleAlertMatches.userId, unlucky.user.id))).toEqual([expect.objectContaining({ mailedAt: null })]);

    await allowMail();
    await mailAlertDigests(context.server.app.services);
    expect((await mailsTo(context.server, unlucky.user.email)).map((each) => each.mail.text)).toEqual([expect.stringContaining('Kept Sale')]);
    expect(await mailsTo(context.server, lucky.user.email)).toHaveLength(1);
  });

  it('keeps what it mailed while the sale is shown, so that no edit tells of it again, and forgets it a week after the sale ended', async () => {
    const spot = offsetPoint(BOISE, 80, 0);
    const person = await watcher(spot);
    const seller = await createUser(db(), context.server.url);
    const sale = await postSale(seller, spot, { title: 'Weeklong Sale' });
    await mailAlertDigests(context.server.app.services);
    const moveTo = async (at: LatLng) => {
      await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, saleBody({ title: 'Weeklong Sale', latitude: at.lat, longitude: at.lng })));
      await context.server.app.push.settled();
    };
    await moveTo(offsetPoint(spot, 30, 0));
    await moveTo(spot); // back into the alert, which heard of it already
    await mailAlertDigests(context.server.app.services);
    expect(await mailsTo(context.server, person.user.email)).toHaveLength(1);
    expect(pushesTo(person.browser)).toHaveLength(1);

    const weekAfterEnd = Date.parse(sale.visibleUntil) + 7 * DAY_MS;
    await mailAlertDigests(context.server.app.services, new Date(weekAfterEnd - MINUTE_MS));
    expect(await matchesOf(person.user.id)).toEqual([sale.id]);
    await mailAlertDigests(context.server.app.services, new Date(weekAfterEnd + MINUTE_MS));
    expect(await matchesOf(person.user.id)).toEqual([]);
  });

  it('remembers whom it told of a sale when they delete the alert that told them, so no edit tells them again', async () => {
    const spot = offsetPoint(BOISE, 90, Math.PI);
    const person = await watcher(spot);
    const seller = await createUser(db(), context.server.url);
    const sale = await postSale(seller, spot, { title: 'Twice Told Sale' });
    await mailAlertDigests(context.server.app.services);
    const [alert] = await json<SaleAlert[]>(await person.client.get('/api/alerts'));
    expect((await person.client.delete(`/api/alerts/${alert!.id}`)).status).toBe(200);
    await json<SaleAlert>(await person.client.post('/api/alerts', alertAt(spot)), 201); // the same alert, made again

    const moveTo = async (at: LatLng) => {
      await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, saleBody({ title: 'Twice Told Sale', latitude: at.lat, longitude: at.lng })));
      await context.server.app.push.settled();
    };
    await moveTo(offsetPoint(spot, 30, 0));
    await moveTo(spot);
    expect(pushesTo(person.browser)).toHaveLength(1);
    await mailAlertDigests(context.server.app.services);
    expect(await mailsTo(context.server, person.user.email)).toHaveLength(1);
  });

  it('is not sent to someone whose e-mail notifications are off', async () => {
    const person = await watcher(offsetPoint(BOISE, 40, Math.PI / 2));
    expect((await person.client.patch('/api/users/profile', { notificationSettings: { email: false } })).status).toBe(200);
    const seller = await createUser(db(), context.server.url);
    await postSale(seller, offsetPoint(BOISE, 40, Math.PI / 2));
    await mailAlertDigests(context.server.app.services);
    expect(await mailsTo(context.server, person.user.email)).toEqual([]);
    expect(await db().select().from(saleAlertMatches).where(eq(saleAlertMatches.userId, person.user.id))).toEqual([expect.objectContaining({ mailedAt: expect.any(Date) })]);
  });
});
