import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, MAP } from '../src/constants';
import { distanceAmount, haversineKm, measuredFrom, nearestFirstFrom, offsetPoint, spreadIdenticalPoints } from '../src/geo';

const LONDON_UK = { lat: 51.5074, lng: -0.1278 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

describe('haversineKm', () => {
  it('is zero between a point and itself', () => {
    expect(haversineKm(MAP.defaultCenter, MAP.defaultCenter)).toBe(0);
  });

  it('gives one degree of latitude as 1/360 of the circumference', () => {
    const km = haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
    expect(km).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 6);
  });

  it('gives half the circumference between antipodes', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('matches the published London-Paris great-circle distance (about 343.5 km)', () => {
    expect(haversineKm(LONDON_UK, PARIS)).toBeCloseTo(343.5, 0);
  });

  it('agrees with the spherical law of cosines from London, Ontario to Toronto', () => {
    const toronto = { lat: 43.6532, lng: -79.3832 };
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const { lat, lng } = MAP.defaultCenter;
    const cosines =
      EARTH_RADIUS_KM *
      Math.acos(
        Math.sin(rad(lat)) * Math.sin(rad(toronto.lat)) +
          Math.cos(rad(lat)) * Math.cos(rad(toronto.lat)) * Math.cos(rad(toronto.lng - lng)),
      );
    expect(haversineKm(MAP.defaultCenter, toronto)).toBeCloseTo(cosines, 6);
  });

  it('is symmetric and crosses the antimeridian the short way', () => {
    expect(haversineKm(PARIS, LONDON_UK)).toBeCloseTo(haversineKm(LONDON_UK, PARIS), 9);
    const across = haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 });
    expect(across).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 6);
  });
});

describe('measuredFrom and nearestFirstFrom', () => {
  const home = { lat: 43.6532, lng: -79.3832 };
  const at = (id: string, point: { lat: number; lng: number }, distanceKm?: number) => ({ id, latitude: point.lat, longitude: point.lng, distanceKm });

  it('keeps an answer for this place as the server sent it', () => {
    const answer = [1, 2, 3].map((km) => at(`${km}`, offsetPoint(home, km, 1), haversineKm(home, offsetPoint(home, km, 1))));
    expect(nearestFirstFrom(home, answer)).toEqual(answer);
  });

  it('measures and orders an answer saved for another place from where the person stands', () => {
    const across = offsetPoint(home, 10, Math.PI / 2); // 10 km east of home
    const saved = [at('near home', offsetPoint(home, 1, 0), 1), at('east', offsetPoint(across, 0.5, 0), 10.01)];
    const here = nearestFirstFrom(across, saved);
    expect(here.map((item) => item.id)).toEqual(['east', 'near home']);
    expect(here[0]!.distanceKm).toBeCloseTo(0.5, 2);
    expect(here[1]!.distanceKm).toBeCloseTo(haversineKm(across, offsetPoint(home, 1, 0)), 9);
    // measuredFrom alone keeps the answer's order (a list sorted by something else, as /classifieds' newest first).
    expect(measuredFrom(across, saved).map((item) => [item.id, item.distanceKm])).toEqual(here.map((item) => [item.id, item.distanceKm]).reverse());
  });

  it('keeps ties in their order', () => {
    const spot = offsetPoint(home, 2, 0);
    expect(nearestFirstFrom(home, [at('b', spot), at('a', spot)]).map((item) => item.id)).toEqual(['b', 'a']);
  });
});

describe('distanceAmount', () => {
  it('is whole metres under 1 km, then tenths of km', () => {
    expect(distanceAmount(0)).toEqual({ unit: 'm', amount: 0, decimals: 0 });
    expect(distanceAmount(0.4567)).toEqual({ unit: 'm', amount: 457, decimals: 0 });
    expect(distanceAmount(0.999)).toEqual({ unit: 'm', amount: 999, decimals: 0 });
    expect(distanceAmount(1)).toEqual({ unit: 'km', amount: 1, decimals: 1 });
    expect(distanceAmount(12.345)).toEqual({ unit: 'km', amount: 12.3, decimals: 1 });
  });

  it('stays in miles when asked: tenths from 0.1 mi, feet to the nearest ten below', () => {
    expect(distanceAmount(0, 'miles')).toEqual({ unit: 'ft', amount: 0, decimals: 0 });
    expect(distanceAmount(0.1, 'miles')).toEqual({ unit: 'ft', amount: 330, decimals: 0 });
    expect(distanceAmount(0.158, 'miles')).toEqual({ unit: 'ft', amount: 520, decimals: 0 });
    expect(distanceAmount(0.162, 'miles')).toEqual({ unit: 'mi', amount: 0.1, decimals: 1 });
    expect(distanceAmount(0.1609344, 'miles')).toEqual({ unit: 'mi', amount: 0.1, decimals: 1 });
    expect(distanceAmount(0.4567, 'miles')).toEqual({ unit: 'mi', amount: 0.3, decimals: 1 });
    expect(distanceAmount(0.999, 'miles')).toEqual({ unit: 'mi', amount: 0.6, decimals: 1 });
    expect(distanceAmount(1.609344 * 2, 'miles')).toEqual({ unit: 'mi', amount: 2, decimals: 1 });
    expect(distanceAmount(16.09344 * 1.26, 'miles')).toEqual({ unit: 'mi', amount: 12.6, decimals: 1 });
  });
});

describe('offsetPoint', () => {
  it('moves the given distance in the given direction, wrapping at the antimeridian', () => {
    const from = { lat: 42.98, lng: -81.25 };
    for (const bearing of [0, Math.PI / 2, Math.PI, 4]) {
      expect(haversineKm(from, offsetPoint(from, 10, bearing))).toBeCloseTo(10, 1);
    }
    expect(offsetPoint(from, 10, 0).lng).toBeCloseTo(from.lng, 9);
    const east = offsetPoint({ lat: 52, lng: 179.99 }, 10, Math.PI / 2);
    expect(east.lng).toBeGreaterThan(-180);
    expect(east.lng).toBeLessThan(-179.8);
  });
});

describe('spreadIdenticalPoints', () => {
  it('moves each twin at one spot by its index times the step and leaves lone markers alone', () => {
    const at = (id: string, latitude: number, longitude: number) => ({ id, latitude, longitude });
    const spread = spreadIdenticalPoints([at('a', 43, -81), at('b', 44, -80), at('c', 43, -81), at('d', 43, -81)], 0.0002);
    const offsets = spread.map(({ item, position }) => [item.id, position.lat - item.latitude, position.lng - item.longitude]);
    expect(offsets.map(([id]) => id)).toEqual(['a', 'b', 'c', 'd']);
    const expected = [0, 0, 0.0002, 0.0004];
    offsets.forEach(([, dLat, dLng], index) => {
      expect(dLat).toBeCloseTo(expected[index]!, 10);
      expect(dLng).toBeCloseTo(expected[index]!, 10);
    });
  });
});
