// Alert matching that outlives its process (decision 0080): a matching that did not run after the
// answer (here it fails, as a process stopped midway would leave it) is taken up by the five-minute
// run of any process once its claim ran out, tells whom it would have told, and nobody twice.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@yardsale/core/durations';
import { offsetPoint } from '@yardsale/core/geo';
import { classifiedPath, salePath } from '@yardsale/core/listing-links';
import type { Listing } from '@yardsale/core/api-types';
import { alertMatchingsDue, saleAlertMatches } from '@/db/schema';
import { LOST_MATCHING_WAIT_MAX_MS, MATCHING_CLAIM_MS, lostMatchingClaimMs, runLostMatchings } from '@/services/alerts/due-matchings';
import { runNewsJobs } from '@/services/maintenance';
import { refuseOn, triggerOn } from './support/accounts';
import { classifiedFields, sendClassified } from './support/classifieds';
import { createUser, json, saleBody } from './support/factories';
import { alertAt } from './support/sale-alerts';
import { useItemAlertWorld } from './support/item-alerts';
import { BOISE, EDMONTON, KAMLOOPS, MONCTON, QUEBEC_CITY, SPOKANE, SUDBURY, THUNDER_BAY } from './support/towns';

const { context, db, watcher, postItem, subscribe, pushesTo, matchesOf } = useItemAlertWorld();

const dueRows = () => db().select().from(alertMatchingsDue);
const dueRowOf = async (postId: string) => (await db().select().from(alertMatchingsDue).where(eq(alertMatchingsDue.postId, postId)))[0];
const afterTheClaim = (minutes = 0) => new Date(Date.now() + MATCHING_CLAIM_MS + minutes * MINUTE_MS);

/** Makes the matchings after the answers fail until the returned function is called, as a stopped process would leave them. */
const matchingsFail = (table: 'sale_alert_matches' | 'item_alert_matches') => refuseOn(context.server, table, 'INSERT', 'process stopped');

const itemAt = (at: { lat: number; lng: number }, title: string, extra: Record<string, string> = {}) =>
  classifiedFields({ title, latitude: String(at.lat), longitude: String(at.lng), ...extra });

describe('a matching lost after the answer', () => {
  it('leaves nothing due once it ran after the answer', async () => {
    const person = await watcher(EDMONTON, { q: 'kayak' });
    const item = await postItem(await createUser(db(), context.server.url), offsetPoint(EDMONTON, 2, 0), { title: 'Red Kayak' });
    expect(await matchesOf(person.user.id)).toEqual([item.id]);
    expect(await dueRows()).toEqual([]);
  });

  it("is run by any process's five-minute run once its claim ran out, and tells each person once", async () => {
    const person = await watcher(SUDBURY, { q: 'canoe' });
    const seller = await createUser(db(), context.server.url);
    const recover = await matchingsFail('item_alert_matches');
    const item = await postItem(seller, offsetPoint(SUDBURY, 1, 0), { title: 'Cedar Canoe' });
    expect(await matchesOf(person.user.id)).toEqual([]);
    expect(await dueRows()).toEqual([expect.objectContaining({ kind: 'item', postId: item.id, fitBefore: [] })]);
    await recover();

    await runNewsJobs(context.server.app.services); // still claimed by the process that took the post
    expect(await matchesOf(person.user.id)).toEqual([]);
    await runLostMatchings(context.server.app.services, afterTheClaim());
    expect(await matchesOf(person.user.id)).toEqual([item.id]);
    expect(pushesTo(person.browser)).toEqual([{ title: 'New “canoe” near Greater Sudbury, ON P3E', body: 'Cedar Canoe · $40', url: classifiedPath(item.id) }]);
    expect(await dueRows()).toEqual([]);

    await runLostMatchings(context.server.app.services, afterTheClaim(10));
    expect(pushesTo(person.browser)).toHaveLength(1);
  });

  it('tells whom an edit newly fitted, not those the item fitted before it, even after a second edit', async () => {
    const at = offsetPoint(KAMLOOPS, 1, Math.PI / 2);
    const seller = await createUser(db(), context.server.url);
    const item = await postItem(seller, at, { title: 'Oak Chair' });
    const before = await watcher(KAMLOOPS, { q: 'chair' }); // set after the post, which fits it already: no news
    const brought = await watcher(KAMLOOPS, { q: 'stool' });
    const recover = await matchingsFail('item_alert_matches');
    await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, itemAt(at, 'Oak Chair and Stool'))); // brings in "stool"
    await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${item.id}`, itemAt(at, 'Oak Chair and Stool', { price: '20' }))); // "stool" fitted before this one
    await context.server.app.push.settled();
    expect(await dueRows()).toEqual([expect.objectContaining({ postId: item.id, fitBefore: [before.user.id] })]);
    await recover();

    await runLostMatchings(context.server.app.services, afterTheClaim());
    expect(await matchesOf(brought.user.id)).toEqual([item.id]);
    expect(pushesTo(brought.browser)).toHaveLength(1);
    expect(await matchesOf(before.user.id)).toEqual([]);
    expect(pushesTo(before.browser)).toEqual([]);
  });

  it('tells no one of an item deleted before its lost matching ran, and is forgotten', async () => {
    const person = await watcher(QUEBEC_CITY, { q: 'lamp' });
    const seller = await createUser(db(), context.server.url);
    const recover = await matchingsFail('item_alert_matches');
    const item = await postItem(seller, QUEBEC_CITY, { title: 'Brass Lamp' });
    await recover();
    expect((await seller.client.delete(`/api/listings/${item.id}`)).status).toBe(200);

    await runLostMatchings(context.server.app.services, afterTheClaim());
    expect(await matchesOf(person.user.id)).toEqual([]);
    expect(pushesTo(person.browser)).toEqual([]);
    expect(await db().select().from(alertMatchingsDue).where(eq(alertMatchingsDue.postId, item.id))).toEqual([]);
  });

  it('of a sale is taken up too', async () => {
    const person = await createUser(db(), context.server.url);
    const browser = await subscribe(person.client);
    await json(await person.client.post('/api/alerts', alertAt(MONCTON)), 201);
    const seller = await createUser(db(), context.server.url);
    const recover = await matchingsFail('sale_alert_matches');
    const sale = await json<Listing>(await seller.client.post('/api/listings', saleBody({ latitude: MONCTON.lat, longitude: MONCTON.lng })), 201);
    await context.server.app.push.settled();
    await recover();

    await runLostMatchings(context.server.app.services, afterTheClaim());
    const matches = await db().select().from(saleAlertMatches).where(and(eq(saleAlertMatches.userId, person.user.id), isNull(saleAlertMatches.withdrawnAt)));
    expect(matches.map((match) => match.listingId)).toEqual([sale.id]);
    expect(pushesTo(browser)).toEqual([expect.objectContaining({ url: salePath(sale.id) })]);
    expect(await dueRows()).toEqual([]);
  });

  it('of a post whose due row could not be written still runs after the answer, which says the post was saved', async () => {
    const person = await watcher(EDMONTON, { q: 'sled' });
    const seller = await createUser(db(), context.server.url);
    const recover = await refuseOn(context.server, 'alert_matchings_due', 'INSERT', 'disk full');
    const item = await postItem(seller, offsetPoint(EDMONTON, 3, Math.PI), { title: 'Wooden Sled' });
    await recover();
    expect(await matchesOf(person.user.id)).toEqual([item.id]);
    expect(pushesTo(person.browser)).toEqual([expect.objectContaining({ body: 'Wooden Sled · $40' })]);
  });

  it('is kept when an edit is written while it runs, and that edit is matched in its turn', async () => {
    const person = await watcher(THUNDER_BAY, { q: 'snowshoes' });
    const seller = await createUser(db(), context.server.url);
    const recover = await matchingsFail('item_alert_matches');
    const item = await postItem(seller, offsetPoint(THUNDER_BAY, 1, 0), { title: 'Ash Snowshoes' });
    await recover();
    // As another process's edit would, between this run's read of the row and its delete.
    await triggerOn(context.server, 'item_alert_matches', 'INSERT', 'UPDATE alert_matchings_due SET request_id = gen_random_uuid() WHERE post_id = NEW.classified_id', `NEW.classified_id = '${item.id}'`);
    await runLostMatchings(context.server.app.services, afterTheClaim());
    expect(await matchesOf(person.user.id)).toEqual([item.id]);
    expect(await dueRowOf(item.id)).toEqual(expect.objectContaining({ kind: 'item', attempts: 1 }));
  });

  it('that keeps failing is tried less and less often, behind those lost since, until it is fixed', async () => {
    const person = await watcher(SPOKANE, { q: 'bike' });
    const seller = await createUser(db(), context.server.url);
    const broken = await postItem(seller, offsetPoint(SPOKANE, 1, 0), { title: 'Broken Bike' });
    const fixBug = await refuseOn(context.server, 'item_alert_matches', 'INSERT', 'a bug', `NEW.classified_id = '${broken.id}'`);
    await runLostMatchings(context.server.app.services, afterTheClaim()); // after the answer it ran well: nothing due
    expect(await dueRowOf(broken.id)).toBeUndefined();
    await json(await sendClassified(seller.client, 'PUT', `/api/classifieds/${broken.id}`, itemAt(offsetPoint(SPOKANE, 1, 0), 'Broken Bike, Blue')));
    await context.server.app.push.settled();

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const at = (await dueRowOf(broken.id))!.runAfter;
      await expect(runLostMatchings(context.server.app.services, at)).rejects.toThrow(`The lost alert matching of item ${broken.id} failed, taken up ${attempt} times`);
      const row = (await dueRowOf(broken.id))!;
      expect(row.attempts).toBe(attempt);
      waits.push(row.runAfter.getTime() - at.getTime());
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 360, 360].map((minutes) => minutes * MINUTE_MS));
    expect(lostMatchingClaimMs(40)).toBe(LOST_MATCHING_WAIT_MAX_MS);

    const later = await watcher(BOISE, { q: 'trike' });
    const recover = await matchingsFail('item_alert_matches');
    const lostSince = await postItem(seller, offsetPoint(BOISE, 1, 0), { title: 'Red Trike' });
    await recover();
    await runLostMatchings(context.server.app.services, afterTheClaim());
    expect(await matchesOf(later.user.id)).toEqual([lostSince.id]);
    expect((await dueRowOf(broken.id))!.attempts).toBe(10);

    await fixBug();
    await runLostMatchings(context.server.app.services, (await dueRowOf(broken.id))!.runAfter);
    expect(await matchesOf(person.user.id)).toEqual([broken.id]);
    expect(await dueRowOf(broken.id)).toBeUndefined();
  });
});
