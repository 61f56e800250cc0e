// When a sale is shown, with fixed clocks: the services are called directly with `now`, since the
// HTTP API (rightly) takes no clock from its callers. Every sale is written through the real write
// path, so these also check the zone lookup and the stored window.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import { LISTING_MESSAGES, listingSchema } from '@yardsale/core/schemas/listing';
import { isSaleVisible } from '@yardsale/core/sale-window';
import type { Database } from '@/db/client';
import { listings, rateLimits } from '@/db/schema';
import { findReadableListing } from '@/services/listings/queries';
import { searchListings } from '@/services/listings/search';
import { createListing, renewListing } from '@/services/listings/writes';
import { embeddedGeocoder } from '@/services/geocoding/embedded';
import { validateWith } from '@/services/validation';
import { openTestDatabase } from './support/database';
import { createUser } from './support/factories';

const PLACES = {
  vancouver: { lat: 49.2827, lng: -123.1207 },
  regina: { lat: 50.4452, lng: -104.6189 }, // Saskatchewan keeps standard time all year
  toronto: { lat: 43.6532, lng: -79.3832 },
  stJohns: { lat: 47.5615, lng: -52.7126 }, // UTC-2:30 in summer
  honolulu: { lat: 21.3069, lng: -157.8583 },
} satisfies Record<string, LatLng>;

const POSTED = new Date('2025-06-10T00:00:00Z');
const at = (iso: string) => new Date(iso);
const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

let database: Database;
let sellerId: string;
let otherId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  sellerId = (await createUser(database.db, '')).user.id;
  otherId = (await createUser(database.db, '')).user.id;
});
afterAll(() => database?.close());
beforeEach(() => database.db.delete(rateLimits)); // many sales per test from one seller

async function post(place: LatLng, dates: string[], times: [string, string], postedAt = POSTED, extra: Record<string, unknown> = {}): Promise<Listing> {
  const body = {
    title: 'Yard Sale',
    description: 'Come check out our yard sale!',
    address: '1 Main St',
    latitude: place.lat,
    longitude: place.lng,
    startDate: dates[0],
    dates,
    startTime: times[0],
    endTime: times[1],
    category: 'Multi-Family',
    ...extra,
  };
  return (await createListing(database.db, embeddedGeocoder, sellerId, validateWith(listingSchema, body), { now: postedAt })).made;
}

const filters = { saleTypes: [], categories: [] };

/** Whether the server shows the sale at `now`, asserting that Find, the map and the plain list agree. */
async function serverShows(sale: Listing, now: Date): Promise<boolean> {
  const center = { lat: sale.latitude, lng: sale.longitude };
  const bbox = { west: center.lng - 0.1, south: center.lat - 0.1, east: center.lng + 0.1, north: center.lat + 0.1 };
  const pages = [
    await searchListings(database.db, { area: { kind: 'all' }, filters, limit: 500 }, now),
    await searchListings(database.db, { area: { kind: 'near', center, radiusKm: 5 }, filters, limit: 500 }, now),
    await searchListings(database.db, { area: { kind: 'bbox', bbox }, filters, limit: 500 }, now),
  ];
  const found = pages.map((page) => page.listings.some((listing) => listing.id === sale.id));
  expect(found, 'all, near and bbox agree').toEqual([found[0], found[0], found[0]]);
  return found[0]!;
}

/** serverShows, asserting that the client's own time check (core/visibility.ts) says the same. */
async function shown(sale: Listing, now: Date): Promise<boolean> {
  const server = await serverShows(sale, now);
  expect(isSaleVisible(sale, now), 'client rule agrees').toBe(server);
  return server;
}

describe('the zone of a sale', () => {
  it('comes from its coordinates, whatever zone the browser sends', async () => {
    const zones = await Promise.all(
      Object.values(PLACES).map(async (place) => (await post(place, ['2025-06-14'], ['09:00', '14:00'], POSTED, { timeZone: 'Asia/Tokyo' })).timeZone),
    );
    expect(zones).toEqual(['America/Vancouver', 'America/Regina', 'America/Toronto', 'America/St_Johns', 'Pacific/Honolulu']);
  });
});

describe('visibility with a fixed clock', () => {
  it('shows a sale from the moment it is posted, days before it starts', async () => {
    const sale = await post(PLACES.toronto, ['2025-06-14'], ['09:00', '14:00'], at('2025-06-11T15:00:00Z'));
    expect(await serverShows(sale, at('2025-06-11T14:59:59Z'))).toBe(false); // no client has it before it exists
    expect(await shown(sale, at('2025-06-11T15:00:00Z'))).toBe(true);
  });

  it('keeps it until exactly 30 minutes after its end time, in its own zone', async () => {
    const sale = await post(PLACES.vancouver, ['2025-06-14'], ['08:00', '14:00']); // 14:00 PDT = 21:00Z
    expect(sale.visibleUntil).toBe('2025-06-14T21:30:00.000Z');
    expect(await shown(sale, at('2025-06-14T21:00:00Z'))).toBe(true); // the end time itself
    expect(await shown(sale, at('2025-06-14T21:30:00Z'))).toBe(true); // the last instant of the grace
    expect(await shown(sale, at('2025-06-14T21:30:01Z'))).toBe(false);
  });

  it('ends the same wall-clock time at a different instant in each zone', async () => {
    const [stJohns, toronto, regina, vancouver] = await Promise.all(
      [PLACES.stJohns, PLACES.toronto, PLACES.regina, PLACES.vancouver].map((place) => post(place, ['2025-06-14'], ['09:00', '14:00'])),
    );
    const ends = { stJohns: '2025-06-14T17:00:00Z', toronto: '2025-06-14T18:30:00Z', regina: '2025-06-14T20:30:00Z', vancouver: '2025-06-14T21:30:00Z' };
    const justAfterStJohns = plusSeconds(at(ends.stJohns), 1);
    expect([await shown(stJohns!, justAfterStJohns), await shown(toronto!, justAfterStJohns)]).toEqual([false, true]);
    const justAfterToronto = plusSeconds(at(ends.toronto), 1);
    expect([await shown(toronto!, justAfterToronto), await shown(regina!, justAfterToronto)]).toEqual([false, true]);
    const justAfterRegina = plusSeconds(at(ends.regina), 1);
    expect([await shown(regina!, justAfterRegina), await shown(vancouver!, justAfterRegina)]).toEqual([false, true]);
    expect(await shown(vancouver!, plusSeconds(at(ends.vancouver), 1))).toBe(false);
  });

  it('keeps a multi-day sale between its days and ends it after the last', async () => {
    const sale = await post(PLACES.toronto, ['2025-06-14', '2025-06-15', '2025-06-16'], ['09:00', '14:00']);
    expect(await shown(sale, at('2025-06-14T23:00:00Z'))).toBe(true); // evening of day one
    expect(await shown(sale, at('2025-06-16T18:30:00Z'))).toBe(true);
    expect(await shown(sale, at('2025-06-16T18:31:00Z'))).toBe(false);
  });

  it('follows daylight-saving changes of the sale\'s zone', async () => {
    const fallBack = await post(PLACES.toronto, ['2025-11-02'], ['09:00', '17:00'], at('2025-10-30T12:00:00Z'));
    expect(fallBack.visibleUntil).toBe('2025-11-02T22:30:00.000Z'); // 17:00 EST (UTC-5) + 30 min
    const springForward = await post(PLACES.toronto, ['2025-03-09'], ['09:00', '17:00'], at('2025-03-05T12:00:00Z'));
    expect(springForward.visibleUntil).toBe('2025-03-09T21:30:00.000Z'); // 17:00 EDT (UTC-4) + 30 min
    const hawaii = await post(PLACES.honolulu, ['2025-11-02'], ['09:00', '17:00'], at('2025-10-30T12:00:00Z'));
    expect(hawaii.visibleUntil).toBe('2025-11-03T03:30:00.000Z'); // Hawaii has no daylight time
  });

  it('judges "today" in the sale\'s zone when posting', async () => {
    const now = at('2025-06-15T05:30:00Z'); // 01:30 on the 15th in Toronto, 22:30 on the 14th in Vancouver
    const vancouver = await post(PLACES.vancouver, ['2025-06-14'], ['18:00', '23:00'], now);
    expect(await shown(vancouver, now)).toBe(true);
    await expect(post(PLACES.toronto, ['2025-06-14'], ['18:00', '23:00'], now)).rejects.toMatchObject({
      kind: 'invalid',
      message: LISTING_MESSAGES.dateInPast,
    });
  });

  it('refuses a sale posted after its only day ended there: it would never be shown', async () => {
    const now = at('2025-06-14T23:00:00Z'); // 19:00 in Toronto, the sale ended at 14:00
    await expect(post(PLACES.toronto, ['2025-06-14'], ['09:00', '14:00'], now)).rejects.toMatchObject({ kind: 'invalid', message: LISTING_MESSAGES.alreadyOver });
    // 17:00 in Regina (no daylight saving time): its 18:00 end is still to come.
    const sale = await post(PLACES.regina, ['2025-06-14'], ['09:00', '18:00'], now);
    expect(await shown(sale, now)).toBe(true);
  });
});

describe('reading one sale', () => {
  it('lets anyone read a shown sale, and only its owner an ended or inactive one', async () => {
    const sale = await post(PLACES.regina, ['2025-06-14'], ['09:00', '14:00']);
    const during = at('2025-06-14T16:00:00Z');
    const after = at('2025-06-14T21:00:00Z');
    await expect(findReadableListing(database.db, sale.id, otherId, during)).resolves.toMatchObject({ id: sale.id });
    await expect(findReadableListing(database.db, sale.id, undefined, after)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(findReadableListing(database.db, sale.id, sellerId, after)).resolves.toMatchObject({ id: sale.id });

    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, sale.id));
    expect(await serverShows(sale, during)).toBe(false);
    await expect(findReadableListing(database.db, sale.id, otherId, during)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(findReadableListing(database.db, sale.id, sellerId, during)).resolves.toMatchObject({ isActive: false });
  });
});

describe('renewing a sale', () => {
  it('renews a sale that is still on and refuses one that has ended', async () => {
    const sale = await post(PLACES.toronto, ['2025-06-14'], ['09:00', '14:00']);
    const during = at('2025-06-14T15:00:00Z');
    const renewed = await renewListing(database.db, sellerId, sale.id, during);
    expect(renewed).toMatchObject({ isActive: true, visibleFrom: sale.visibleFrom, visibleUntil: sale.visibleUntil, updatedAt: during.toISOString() });
    expect(await shown(renewed, during)).toBe(true);
    await expect(renewListing(database.db, sellerId, sale.id, at('2025-06-14T18:31:00Z'))).rejects.toMatchObject({ kind: 'conflict' });
    await expect(renewListing(database.db, otherId, sale.id, during)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
