// A seller may keep a sale's exact address from others until the evening before (decision 0069):
// until then every answer, search, pin, distance, message and push gives others the town and a grid
// point; the seller sees it all; from the evening before, the texts read exact and the run of every
// few minutes (decision 0079) moves the pin to the door.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationsPage, Listing, ListingMarkers, ListingsPage } from '@yardsale/core/api-types';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import { markerQuery } from '@yardsale/core/map-tiles';
import { exactAddressShownFrom } from '@yardsale/core/sale-window';
import { FOR_ACCOUNT_HEADER } from '@yardsale/core/for-account-header';
import { listings, saleAlertMatches } from '@/db/schema';
import { mailAlertDigests } from '@/services/alerts/digest';
import { runNewsJobs } from '@/services/maintenance';
import { mailsTo } from './support/accounts';
import { apiClient } from './support/client';
import { createUser, json, rangeAround, torontoDay, type TestUser } from './support/factories';
import { useSaleAlertWorld } from './support/sale-alerts';

const { context, db, postSale, watcher, pushesTo } = useSaleAlertWorld();
const guest = () => apiClient(context.server.url);

/** A house in London, ON, off the 0.01° grid, and the grid point others see instead. */
const DOOR: LatLng = { lat: 42.98373, lng: -81.24612 };
const GRID: LatLng = { lat: 42.98, lng: -81.25 };
const ADDRESS = '41 Kept Private Cres, London, ON';
const FIRST_DAY = torontoDay(5);

const keptSale = (seller: TestUser, extra: Record<string, unknown> = {}) =>
  postSale(seller, DOOR, { address: ADDRESS, startDate: FIRST_DAY, endDate: FIRST_DAY, hideExactAddress: true, ...extra });

/** A box of about 200 m around a point, far from the other. */
const boxAround = ({ lat, lng }: LatLng) => `${lng - 0.001},${lat - 0.001},${lng + 0.001},${lat + 0.001}`;
const idsIn = async (query: string) => (await json<ListingsPage>(await guest().get(`/api/listings?${query}`))).listings.map((sale) => sale.id);
const markersAround = async (at: LatLng) =>
  (await json<ListingMarkers>(await guest().get(`/api/listings/markers?${new URLSearchParams(markerQuery(rangeAround(at)))}`))).markers;

describe('a sale whose seller keeps the exact address until the evening before', () => {
  it('shows others its town and a grid point, and its seller everything', async () => {
    const seller = await createUser(db(), context.server.url);
    const sale = await keptSale(seller);
    const shownFrom = exactAddressShownFrom({ dates: [FIRST_DAY], timeZone: 'America/Toronto' }).toISOString();
    expect(sale).toMatchObject({ address: ADDRESS, latitude: DOOR.lat, longitude: DOOR.lng, hideExactAddress: true, addressShownFrom: shownFrom });

    const others = { address: 'London, ON', latitude: GRID.lat, longitude: GRID.lng, hideExactAddress: true, addressShownFrom: shownFrom };
    const seen = await json<Listing>(await guest().get(`/api/listings/${sale.id}`));
    expect(seen).toMatchObject(others);
    expect(JSON.stringify(seen)).not.toMatch(/Kept Private|42\.983|81\.246/);
    expect(seen.userId).toBeUndefined();
    const buyer = await createUser(db(), context.server.url);
    expect(await json<Listing>(await buyer.client.get(`/api/listings/${sale.id}`))).toMatchObject(others);
    expect(await json<Listing>(await seller.client.get(`/api/listings/${sale.id}`))).toMatchObject({ address: ADDRESS, latitude: DOOR.lat, addressShownFrom: shownFrom });
    expect((await json<Listing[]>(await seller.client.get('/api/listings/user')))[0]).toMatchObject({ address: ADDRESS, latitude: DOOR.lat });

    // Searched where others see it: a box around the door misses it, one around the grid point finds it,
    // and a distance is measured from the grid point.
    expect(await idsIn(`bbox=${boxAround(DOOR)}`)).not.toContain(sale.id);
    expect(await idsIn(`bbox=${boxAround(GRID)}`)).toContain(sale.id);
    const near = await json<ListingsPage>(await guest().get(`/api/listings?near=${DOOR.lat},${DOOR.lng}&radiusKm=5`));
    const found = near.listings.find((each) => each.id === sale.id);
    expect(found).toMatchObject(others);
    expect(found!.distanceKm).toBeCloseTo(haversineKm(DOOR, GRID), 3);
    expect((await markersAround(GRID)).find((marker) => marker.id === sale.id)).toMatchObject({ lat: GRID.lat, lng: GRID.lng });
    const selection = await json<Listing[]>(await guest().get(`/api/listings/selection?ids=${sale.id}`));
    expect(selection).toEqual([expect.objectContaining(others)]);
  });

  it("marks an answer shaped for the seller as theirs, so a phone's saved copy of it goes when a guest uses it", async () => {
    const seller = await createUser(db(), context.server.url);
    await keptSale(seller);
    const query = `/api/listings?near=${DOOR.lat},${DOOR.lng}&radiusKm=5`;
    const theirs = await seller.client.get(query);
    expect(await theirs.text()).toContain(ADDRESS);
    expect(theirs.headers.get(FOR_ACCOUNT_HEADER)).toBe('1');
    expect((await guest().get(query)).headers.has(FOR_ACCOUNT_HEADER)).toBe(false);
    // Nothing in it depends on who asks: no mark, whoever asks.
    expect((await seller.client.get('/api/health')).headers.has(FOR_ACCOUNT_HEADER)).toBe(false);
  });

  it('keeps nothing once the evening before has come, or when the seller does not ask', async () => {
    const seller = await createUser(db(), context.server.url);
    const today = torontoDay(0);
    const tooLate = await postSale(seller, DOOR, { address: ADDRESS, startDate: today, endDate: today, endTime: '23:59', hideExactAddress: true });
    expect(tooLate).toMatchObject({ address: ADDRESS, hideExactAddress: true });
    expect(tooLate.addressShownFrom).toBeUndefined();
    const open = await postSale(seller, DOOR, { address: ADDRESS, startDate: FIRST_DAY, endDate: FIRST_DAY });
    expect(open).toMatchObject({ hideExactAddress: false });
    expect(open.addressShownFrom).toBeUndefined();
    expect(await json<Listing>(await guest().get(`/api/listings/${open.id}`))).toMatchObject({ address: ADDRESS, latitude: DOOR.lat, longitude: DOOR.lng });
    expect(await idsIn(`bbox=${boxAround(DOOR)}`)).toEqual(expect.arrayContaining([open.id, tooLate.id]));
  });

  it('reads exact from its time, and the run of every few minutes then pins it at the door', async () => {
    const seller = await createUser(db(), context.server.url);
    const sale = await keptSale(seller);
    await markersAround(GRID); // cached: the run must drop it
    await db().update(listings).set({ addressShownFrom: new Date(Date.now() - 60_000) }).where(eq(listings.id, sale.id));

    const seen = await json<Listing>(await guest().get(`/api/listings/${sale.id}`));
    expect(seen).toMatchObject({ address: ADDRESS, latitude: DOOR.lat, longitude: DOOR.lng });
    expect(seen.addressShownFrom).toBeUndefined();
    expect(await idsIn(`bbox=${boxAround(DOOR)}`)).not.toContain(sale.id); // still searched at the grid point until the run

    await runNewsJobs(context.server.app.services); // every few minutes (decision 0079)
    expect(await idsIn(`bbox=${boxAround(DOOR)}`)).toContain(sale.id);
    expect((await markersAround(DOOR)).find((marker) => marker.id === sale.id)).toMatchObject({ lat: DOOR.lat, lng: DOOR.lng });
    const [row] = await db().select({ shownFrom: listings.addressShownFrom, hide: listings.hideExactAddress }).from(listings).where(eq(listings.id, sale.id));
    expect(row).toEqual({ shownFrom: null, hide: true });
  });

  it('shows the address at once when the seller stops keeping it, and keeps it again until a new first day', async () => {
    const seller = await createUser(db(), context.server.url);
    const sale = await keptSale(seller);
    const body = { title: sale.title, description: sale.description, address: ADDRESS, latitude: DOOR.lat, longitude: DOOR.lng, startDate: FIRST_DAY, endDate: FIRST_DAY, startTime: '09:00', endTime: '17:00', category: sale.category };
    await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, { ...body, hideExactAddress: false }));
    expect(await json<Listing>(await guest().get(`/api/listings/${sale.id}`))).toMatchObject({ address: ADDRESS, latitude: DOOR.lat, hideExactAddress: false });
    expect(await idsIn(`bbox=${boxAround(DOOR)}`)).toContain(sale.id);

    const later = torontoDay(9);
    const kept = await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, { ...body, startDate: later, endDate: later, hideExactAddress: true }));
    expect(kept).toMatchObject({ address: ADDRESS, latitude: DOOR.lat, addressShownFrom: exactAddressShownFrom({ dates: [later], timeZone: 'America/Toronto' }).toISOString() });
    expect(await json<Listing>(await guest().get(`/api/listings/${sale.id}`))).toMatchObject({ address: 'London, ON', latitude: GRID.lat });
    // An edit that does not name the choice (an older app) keeps it.
    await json<Listing>(await seller.client.put(`/api/listings/${sale.id}`, { ...body, startDate: later, endDate: later, title: 'Porch sale' }));
    expect(await json<Listing>(await guest().get(`/api/listings/${sale.id}`))).toMatchObject({ title: 'Porch sale', address: 'London, ON', hideExactAddress: true });
  });

  it('tells no more in a conversation, an alert or its push', async () => {
    const seller = await createUser(db(), context.server.url);
    const neighbour = await watcher(DOOR, { radiusKm: 2 });
    const sale = await keptSale(seller);
    const [match] = await db().select().from(saleAlertMatches).where(eq(saleAlertMatches.listingId, sale.id));
    expect(match!.distanceKm).toBeCloseTo(haversineKm(DOOR, GRID), 6);
    expect(pushesTo(neighbour.browser)).toEqual([expect.objectContaining({ body: `${sale.title} · London, ON` })]);

    // A sale posted open and kept afterwards is measured again for the hour's e-mail, without a second push.
    const open = await postSale(seller, DOOR, { address: ADDRESS, startDate: FIRST_DAY, endDate: FIRST_DAY });
    const distanceTo = async (id: string) => (await db().select().from(saleAlertMatches).where(eq(saleAlertMatches.listingId, id)))[0]!.distanceKm;
    expect(await distanceTo(open.id)).toBeCloseTo(0, 6);
    const { id: _id, userId: _seller, ...stored } = open;
    expect((await seller.client.put(`/api/listings/${open.id}`, { ...stored, hideExactAddress: true })).status).toBe(200);
    await context.server.app.push.settled();
    expect(await distanceTo(open.id)).toBeCloseTo(haversineKm(DOOR, GRID), 6);
    expect(pushesTo(neighbour.browser)).toHaveLength(2); // the kept sale's and the open one's, once each
    await mailAlertDigests(context.server.app.services);
    const [digest] = await mailsTo(context.server, neighbour.user.email);
    expect(digest!.mail.text).toContain(' — London, ON (');
    expect(digest!.mail.text).not.toContain('Kept Private');

    expect((await neighbour.client.post('/api/messages', { listingId: sale.id, content: 'Is the bike still there?' })).status).toBe(201);
    const aboutIt = async (who: TestUser) => (await json<ConversationsPage>(await who.client.get('/api/messages/conversations'))).conversations[0]!.listing;
    expect(await aboutIt(neighbour)).toMatchObject({ address: 'London, ON', addressShownFrom: sale.addressShownFrom });
    const own = await aboutIt(seller);
    expect(own).toMatchObject({ address: ADDRESS });
    expect(own!.addressShownFrom).toBeUndefined();
  });
});

describe('a kept address far from every place the offline data knows (the far north)', () => {
  const UNIT_FIRST = 'Unit 4, 12 Lakeshore Rd, Chibougamau, QC';
  const areaSeenAt = async (at: LatLng, address: string) => {
    const seller = await createUser(db(), context.server.url);
    const sale = await postSale(seller, at, { address, startDate: FIRST_DAY, endDate: FIRST_DAY, hideExactAddress: true });
    return (await json<Listing>(await guest().get(`/api/listings/${sale.id}`))).address;
  };

  it('reads as the town the address names when that town lies near, never its unit, street or number', async () => {
    // About 70 km north-west of Chibougamau, and over 60 km from every postal area and town we hold.
    expect(await areaSeenAt({ lat: 50.4, lng: -75.0 }, UNIT_FIRST)).toBe('Chibougamau, QC');
  });

  it('reads as the province alone when the town it names lies far away, or no town is named', async () => {
    expect(await areaSeenAt({ lat: 52.0123, lng: -70.0456 }, UNIT_FIRST)).toBe('QC');
    expect(await areaSeenAt({ lat: 52.0123, lng: -70.0456 }, 'Lot 7, RR 2, Lakeshore Rd')).toBe('QC');
  });
});
