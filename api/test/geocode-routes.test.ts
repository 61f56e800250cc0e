import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GEOCODE_LIMITS } from '@yardsale/core/geocoding';
import { rateLimits } from '@/db/schema';
import { GEOCODE_MESSAGES } from '@yardsale/core/schemas/geocode';
import { createGeocoder } from '@/services/geocoding/geocoder';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { nominatimPlace, startFakeGeocoder, type FakeGeocoder } from './support/fake-geocoder';
import { startTestServer, type TestServer } from './support/server';

const LONDON = { lat: 42.98, lng: -81.25 };

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown>; cacheControl: string | null }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cacheControl: response.headers.get('cache-control') };
}

describe('geocode routes on the embedded data', () => {
  let server: TestServer;
  let api: string;
  beforeAll(async () => {
    server = await startTestServer();
    api = `${server.url}/api/geocode`;
  });
  afterAll(() => server?.close());
  // Every test comes from 127.0.0.1: start each with a fresh allowance.
  beforeEach(() => server.database.db.delete(rateLimits));

  it('suggests places near a point, US and Canada only, never cached', async () => {
    const { status, body, cacheControl } = await getJson(`${api}/autocomplete?q=Lond&near=${LONDON.lat},${LONDON.lng}&limit=3`);
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    const suggestions = body.suggestions as { label: string; country: string }[];
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatchObject({ label: 'London, ON, Canada', country: 'CA', precision: 'city' });
  });

  it(`answers ${GEOCODE_LIMITS.suggestionsDefault} suggestions unless asked, at most ${GEOCODE_LIMITS.suggestionsMax}`, async () => {
    expect(((await getJson(`${api}/autocomplete?q=San`)).body.suggestions as unknown[]).length).toBe(GEOCODE_LIMITS.suggestionsDefault);
    expect(((await getJson(`${api}/autocomplete?q=San&limit=10`)).body.suggestions as unknown[]).length).toBe(10);
  });

  it.each([
    ['', GEOCODE_MESSAGES.textLength],
    ['q=', GEOCODE_MESSAGES.textLength],
    ['q=%20a%20', GEOCODE_MESSAGES.textLength],
    [`q=${'x'.repeat(GEOCODE_LIMITS.queryMaxLength + 1)}`, GEOCODE_MESSAGES.textLength],
    ['q=London&limit=11', GEOCODE_MESSAGES.limit],
    ['q=London&limit=0', GEOCODE_MESSAGES.limit],
    ['q=London&limit=2.5', GEOCODE_MESSAGES.limit],
    ['q=London&limit=many', GEOCODE_MESSAGES.limit],
    ['q=London&near=here', GEOCODE_MESSAGES.near],
    ['q=London&near=95,-81', GEOCODE_MESSAGES.near],
    ['q=London&near=42.9,-181', GEOCODE_MESSAGES.near],
    ['q=London&near=42.9,-81.2,7', GEOCODE_MESSAGES.near],
    ['q=London&near=42.9,', GEOCODE_MESSAGES.near],
  ])('refuses autocomplete?%s', async (query, message) => {
    const { status, body } = await getJson(`${api}/autocomplete?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('geocodes an address forward, approximate without street data', async () => {
    const { status, body } = await getJson(`${api}/forward?address=${encodeURIComponent('12 Oak St, London ON N6A 1A1')}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ label: 'London, ON N6A, Canada', precision: 'postal', approximate: true });
    expect((await getJson(`${api}/forward?address=zzzz%20qqqq`)).body).toEqual({ result: null });
    expect((await getJson(`${api}/forward`)).status).toBe(400);
  });

  it('geocodes a point in reverse, and finds nothing outside the USA and Canada', async () => {
    expect((await getJson(`${api}/reverse?lat=${LONDON.lat}&lng=${LONDON.lng}`)).body.result).toMatchObject({ city: 'London', region: 'ON', country: 'CA' });
    expect((await getJson(`${api}/reverse?lat=48.8566&lng=2.3522`)).body).toEqual({ result: null });
  });

  it.each([
    ['lng=-81', GEOCODE_MESSAGES.latitude],
    ['lat=91&lng=-81', GEOCODE_MESSAGES.latitude],
    ['lat=north&lng=-81', GEOCODE_MESSAGES.latitude],
    ['lat=42', GEOCODE_MESSAGES.longitude],
    ['lat=42&lng=200', GEOCODE_MESSAGES.longitude],
  ])('refuses reverse?%s', async (query, message) => {
    const { status, body } = await getJson(`${api}/reverse?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it(`answers 429 after ${ROUTE_RATE_LIMITS.geocode.limit} requests a minute from one address, bad ones included`, async () => {
    for (let batch = 0; batch < ROUTE_RATE_LIMITS.geocode.limit / 20; batch++) {
      const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${api}/autocomplete?q=${i % 2 ? 'To' : ''}`).then((r) => r.status)));
      expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    }
    const refused = await getJson(`${api}/reverse?lat=42&lng=-81`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\./);
  });
});

describe('geocode routes with GEOCODER_URL (a stand-in Nominatim on 127.0.0.1)', () => {
  let fake: FakeGeocoder;
  let server: TestServer;
  let api: string;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
    server = await startTestServer({ env: { GEOCODER_URL: fake.url } });
    api = `${server.url}/api/geocode`;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("asks Nominatim's /search for US and Canada only, names itself, and keeps a house-level match exact", async () => {
    fake.answer('/search', {
      body: [
        nominatimPlace({ lat: 48.85, lon: 2.35, countryCode: 'fr', city: 'Paris' }), // dropped: not ours
        nominatimPlace({ lat: 42.9849, lon: -81.2453, countryCode: 'ca', iso: 'CA-ON', state: 'Ontario', city: 'London', road: 'Dundas Street', houseNumber: '300', postcode: 'N6B 1T6' }),
      ],
    });
    const { body } = await getJson(`${api}/forward?address=${encodeURIComponent('300 Dundas St, London ON')}`);
    expect(body.result).toEqual({ latitude: 42.9849, longitude: -81.2453, precision: 'address', label: '300 Dundas Street, London, ON N6B 1T6, Canada', approximate: false });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request?.params ?? [])).toMatchObject({ q: '300 Dundas St, London ON', countrycodes: 'us,ca', format: 'jsonv2', addressdetails: '1', limit: '1' });
    expect(request?.userAgent).toMatch(/^YardSaleFinder\/.+support@/);
  });

  it('passes the point and limit of an autocomplete on as a preferred viewbox', async () => {
    fake.answer('/search', { body: [nominatimPlace({ lat: 43.65, lon: -79.38, countryCode: 'ca', state: 'Ontario', city: 'Toronto' })] });
    const { body } = await getJson(`${api}/autocomplete?q=Tor&near=43.6,-79.4&limit=4`);
    expect(body.suggestions).toEqual([{ label: 'Toronto, ON, Canada', latitude: 43.65, longitude: -79.38, precision: 'city', city: 'Toronto', region: 'ON', country: 'CA' }]);
    expect(Object.fromEntries(fake.requests.at(-1)?.params ?? [])).toMatchObject({ q: 'Tor', limit: '4', viewbox: '-80.4,44.6,-78.4,42.6' });
  });

  it("reads Nominatim's /reverse answer", async () => {
    fake.answer('/reverse', { body: nominatimPlace({ lat: 39.8, lon: -89.65, countryCode: 'us', iso: 'US-IL', state: 'Illinois', city: 'Springfield', road: 'Capitol Ave', houseNumber: '1', postcode: '62701' }) });
    const { body } = await getJson(`${api}/reverse?lat=39.8&lng=-89.65`);
    expect(body.result).toEqual({ label: '1 Capitol Ave, Springfield, IL 62701, USA', city: 'Springfield', region: 'IL', country: 'US', postalCode: '62701' });
    expect(Object.fromEntries(fake.requests.at(-1)?.params ?? [])).toMatchObject({ lat: '39.8', lon: '-89.65', format: 'jsonv2' });
  });

  it('answers from the embedded data when the server knows nothing', async () => {
    fake.answer('/search', { body: [] });
    expect((await getJson(`${api}/forward?address=N6A`)).body.result).toMatchObject({ label: 'London, ON N6A, Canada', approximate: true });
  });
});

describe('a slow or failing geocoder server', () => {
  let fake: FakeGeocoder;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
  });
  afterAll(() => fake?.close());

  it('falls back to the embedded data after the timeout, then leaves the server alone for a while', async () => {
    const server = await startTestServer({ env: { GEOCODER_URL: fake.url, GEOCODER_TIMEOUT_MS: '300' } });
    try {
      fake.answer('/search', { delayMs: 5000, body: [] });
      const started = Date.now();
      const { status, body } = await getJson(`${server.url}/api/geocode/forward?address=62701`);
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ label: 'Springfield, IL 62701, USA', approximate: true });
      expect(Date.now() - started).toBeLessThan(3000);
      const asked = fake.requests.length;
      expect((await getJson(`${server.url}/api/geocode/reverse?lat=42.98&lng=-81.25`)).body.result).toMatchObject({ city: 'London' });
      expect(fake.requests.length).toBe(asked);
    } finally {
      await server.close();
    }
  });

  it('falls back when the server errs or answers nonsense', async () => {
    for (const answer of [{ status: 500, body: { error: 'boom' } }, { body: 'not a place list' }]) {
      fake.answer('/reverse', answer);
      const geocoder = createGeocoder({ geocoderUrl: fake.url, geocoderKind: 'nominatim', geocoderTimeoutMs: 1000, publicUrl: 'http://x', supportEmail: 's@x' });
      expect(await geocoder.reverse(42.98, -81.25)).toMatchObject({ city: 'London', region: 'ON' });
    }
  });

  it("reads Photon's GeoJSON from /api and /reverse", async () => {
    const feature = (properties: Record<string, unknown>, lon: number, lat: number) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [lon, lat] }, properties });
    fake.answer('/api', {
      body: { type: 'FeatureCollection', features: [
        feature({ name: 'London', type: 'city', countrycode: 'GB', country: 'United Kingdom' }, -0.12, 51.5),
        feature({ name: 'London', type: 'city', countrycode: 'CA', state: 'Ontario', country: 'Canada' }, -81.24, 42.98),
      ] },
    });
    fake.answer('/reverse', { body: { type: 'FeatureCollection', features: [feature({ housenumber: '5', street: 'King St', city: 'Toronto', postcode: 'M5H 1A1', state: 'Ontario', countrycode: 'CA', type: 'house' }, -79.38, 43.65)] } });
    const geocoder = createGeocoder({ geocoderUrl: `${fake.url}/api`, geocoderKind: undefined, geocoderTimeoutMs: 1000, publicUrl: 'http://x', supportEmail: 's@x' });
    expect(await geocoder.autocomplete('London', { limit: 2, near: LONDON })).toEqual([
      { label: 'London, ON, Canada', latitude: 42.98, longitude: -81.24, precision: 'city', city: 'London', region: 'ON', country: 'CA' },
    ]);
    expect(Object.fromEntries(fake.requests.at(-1)?.params ?? [])).toMatchObject({ q: 'London', limit: '6', lat: '42.98', lon: '-81.25' });
    expect(await geocoder.reverse(43.65, -79.38)).toEqual({ label: '5 King St, Toronto, ON M5H 1A1, Canada', city: 'Toronto', region: 'ON', country: 'CA', postalCode: 'M5H 1A1' });
  });
});
