import { describe, expect, it } from 'vitest';
import { checkInput } from '../src/contract/check-input';
import { KM_PER_MILE } from '../src/geo';
import { dateList, findRadiusOf, LISTING_LIST_LIMITS, listingQuery, toListingSearch, widerFindCircle, wrapBounds, type ListingQuery } from '../src/listing-query';
import { markerQuery } from '../src/map-tiles';
import { listingQuerySchema } from '../src/schemas/listing-query';

/** What the API does with a query string: validate it with the schema, then read it. */
function serverReads(query: ListingQuery) {
  const checked = checkInput(listingQuerySchema, query);
  if (!checked.ok) throw new Error(checked.failure.message);
  return toListingSearch(checked.value);
}

const refusal = (query: Record<string, unknown>) => {
  const checked = checkInput(listingQuerySchema, query);
  return checked.ok ? undefined : checked.failure.message;
};

describe('wrapBounds (Leaflet bounds → the API bbox)', () => {
  it('keeps an ordinary viewport as it is', () => {
    expect(wrapBounds(-81.3, 42.9, -81.2, 43)).toEqual({ west: -81.3, south: 42.9, east: -81.2, north: 43 });
  });

  it('wraps a map panned a world to the east or west back into −180…180', () => {
    expect(wrapBounds(278.7, 42.9, 278.8, 43)).toEqual({ west: expect.closeTo(-81.3, 9), south: 42.9, east: expect.closeTo(-81.2, 9), north: 43 });
    expect(wrapBounds(-441.3, 42.9, -441.2, 43)).toEqual({ west: expect.closeTo(-81.3, 9), south: 42.9, east: expect.closeTo(-81.2, 9), north: 43 });
  });

  it('keeps a view across the date line as west > east', () => {
    expect(wrapBounds(170, 50, 190, 60)).toEqual({ west: 170, south: 50, east: -170, north: 60 });
    expect(wrapBounds(-190, 50, -170, 60)).toEqual({ west: 170, south: 50, east: -170, north: 60 });
  });

  it('makes a view wider than the world the whole world, and clamps the poles', () => {
    expect(wrapBounds(-300, -95, 400, 95)).toEqual({ west: -180, south: -90, east: 180, north: 90 });
    expect(wrapBounds(-180, 0, 180, 10)).toEqual({ west: -180, south: 0, east: 180, north: 10 });
  });

  it('gives bounds the API accepts, wherever the map was left', () => {
    for (const [west, east] of [[-720, -700], [500, 560], [-200, 200], [179.9, 180.1], [-180, -179]] as const) {
      const bbox = wrapBounds(west, 10, east, 20);
      expect(refusal(listingQuery({ area: { bbox } })), `${west}..${east}`).toBeUndefined();
    }
  });
});

describe('listingQuery → the API reading it (one function each side)', () => {
  it('round-trips a viewport with filters', () => {
    const filters = { saleTypes: ['estate' as const], categories: ['Books', 'Home & Garden'], dates: ['2026-06-13', '2026-06-14'], words: ['tandem', 'crib'] };
    const query = listingQuery({ area: { bbox: { west: -81.3, south: 42.9, east: -81.2, north: 43 } }, filters, limit: 50 });
    expect(query).toEqual({ bbox: '-81.3,42.9,-81.2,43', types: 'estate', categories: 'Books,Home & Garden', date: '2026-06-13,2026-06-14', q: 'crib tandem', limit: '50' });
    expect(serverReads(query)).toEqual({
      area: { kind: 'bbox', bbox: { west: -81.3, south: 42.9, east: -81.2, north: 43 } },
      filters: { ...filters, words: ['crib', 'tandem'] },
      limit: 50,
      cursor: undefined,
    });
  });

  it('round-trips a nearest-first search with its radius, capping radius and page size', () => {
    const search = serverReads(listingQuery({ area: { near: { lat: 45.42, lng: -75.69 }, radiusKm: 9000 }, limit: 9000 }));
    expect(search.area).toEqual({ kind: 'near', center: { lat: 45.42, lng: -75.69 }, radiusKm: 250 });
    expect(search.limit).toBe(500);
  });

  it('keys a list of dates the same whatever its order, as the marker cache and its URLs do', () => {
    expect(dateList(['2026-06-14', '2026-06-13'])).toBe(dateList(['2026-06-13', '2026-06-14']));
    expect(markerQuery({ zoom: 12, x: 1, y: 1, columns: 1, rows: 1 }, { dates: ['2026-06-14', '2026-06-13'] }).date).toBe('2026-06-13,2026-06-14');
  });

  it('keys words the same whatever their order, as the marker cache and its URLs do', () => {
    expect(markerQuery({ zoom: 12, x: 1, y: 1, columns: 1, rows: 1 }, { words: ['tandem', 'bike'] }).q).toBe('bike tandem');
  });

  it('sends nothing for filters left empty', () => {
    expect(listingQuery({ area: { near: { lat: 1, lng: 2 } }, filters: { saleTypes: [], categories: [], words: [] } })).toEqual({ near: '1,2' });
  });

  it.each([
    [{ bbox: '1,2,3' }, 'bbox must be west,south,east,north in degrees'],
    [{ bbox: '-200,0,10,10' }, 'bbox must be west,south,east,north in degrees'],
    [{ bbox: '0,0,1,1', near: '1,1' }, 'Give either bbox or near, not both'],
    [{ near: '91,0' }, 'near must be lat,lng in degrees'],
    [{ near: '1,1', radiusKm: '-3' }, 'radiusKm must be a positive number'],
    [{ types: 'estate,garage' }, 'Unknown sale type: garage'],
    [{ categories: 'Books,Cars' }, 'Unknown category: Cars'],
    [{ date: '2026-02-30' }, 'date must be YYYY-MM-DD dates, comma-separated, at most 7'],
    [{ date: '2026-06-13,13/06/2026' }, 'date must be YYYY-MM-DD dates, comma-separated, at most 7'],
    [{ date: Array.from({ length: 8 }, (_, i) => `2026-06-${10 + i}`).join(',') }, 'date must be YYYY-MM-DD dates, comma-separated, at most 7'],
    [{ limit: '2.5' }, 'limit must be a whole number of at least 1'],
    [{ near: ['1,1', '2,2'] }, 'near must be a single value, not a list'],
    [{ bbox: { west: 1 } }, 'bbox must be a string'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(refusal(query)).toBe(message);
  });
});

describe("Find's circles (?within=, in the reader's unit)", () => {
  it('widens from the default by round steps of miles, each within the largest radius the API honours', () => {
    expect(findRadiusOf(null, 'miles')).toBe(LISTING_LIST_LIMITS.radiusDefaultKm);
    const steps = [];
    for (let circle = widerFindCircle(findRadiusOf(null, 'miles'), 'miles'); circle; circle = widerFindCircle(circle.km, 'miles')) steps.push(circle);
    expect(steps.map((circle) => circle.within)).toEqual([30, 60, 150]);
    expect(steps.map((circle) => findRadiusOf(String(circle.within), 'miles'))).toEqual(steps.map((circle) => circle.km));
    expect(steps[0]!.km).toBeCloseTo(30 * KM_PER_MILE);
    expect(steps.at(-1)!.km).toBeLessThanOrEqual(LISTING_LIST_LIMITS.radiusMaxKm);
  });

  it('widens by round steps of km for a reader of km', () => {
    expect(widerFindCircle(LISTING_LIST_LIMITS.radiusDefaultKm, 'km')).toEqual({ within: 50, km: 50 });
    expect(widerFindCircle(100, 'km')).toEqual({ within: 250, km: 250 });
    expect(widerFindCircle(250, 'km')).toBeNull();
    expect(findRadiusOf('100', 'km')).toBe(100);
  });

  it("reads anything but a step of the reader's unit as the default circle", () => {
    expect(findRadiusOf('50', 'miles')).toBe(LISTING_LIST_LIMITS.radiusDefaultKm);
    expect(findRadiusOf('30', 'km')).toBe(LISTING_LIST_LIMITS.radiusDefaultKm);
    expect(findRadiusOf('30.0', 'miles')).toBe(LISTING_LIST_LIMITS.radiusDefaultKm);
  });
});
