import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has neither geolocation nor the Permissions API: these stand in for a browser that already
// allows location and answers a fix after `fixAfterMs` (or never, for a phone without a GPS signal).
function browserAllowingLocation(fixAfterMs: number | null) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: 'granted', onchange: null }) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback) => {
        if (fixAfterMs !== null) setTimeout(() => success({ coords: { latitude: 46.8, longitude: -71.2 } } as GeolocationPosition), fixAfterMs);
      },
    },
  });
}

/** The store keeps its fix for the session: each test gets a fresh module. */
const freshStore = () => import('./location-store');

/** Milliseconds of fake time until `promise` settles, advancing 50 ms at a time up to `limitMs`. */
async function fakeMsUntil(promise: Promise<unknown>, limitMs: number): Promise<number | null> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let elapsed = 0; elapsed <= limitMs; elapsed += 50) {
    await vi.advanceTimersByTimeAsync(elapsed === 0 ? 0 : 50);
    if (settled) return elapsed;
  }
  return null;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('warmUpSettled', () => {
  it('waits for the fix asked for with the screen code, and no longer', async () => {
    browserAllowingLocation(300);
    const store = await freshStore();
    void store.warmUpLocation();
    expect(await fakeMsUntil(store.warmUpSettled(1000), 2000)).toBe(300);
    expect(store.locationSnapshot().position).toEqual({ lat: 46.8, lng: -71.2 });
  });

  it('gives up after its longest wait when the fix is slow', async () => {
    browserAllowingLocation(null);
    const store = await freshStore();
    void store.warmUpLocation();
    expect(await fakeMsUntil(store.warmUpSettled(1000), 2000)).toBe(1000);
    expect(store.locationSnapshot().position).toBeNull();
  });

  it('does not wait when no fix was asked for', async () => {
    browserAllowingLocation(300);
    const store = await freshStore();
    expect(await fakeMsUntil(store.warmUpSettled(1000), 2000)).toBe(0);
  });
});

describe('fixIsFresh', () => {
  it('holds for a fix just taken, and no longer once it is older than asked', async () => {
    browserAllowingLocation(100);
    const store = await freshStore();
    expect(store.fixIsFresh(30_000)).toBe(false);
    const warming = store.warmUpLocation();
    await vi.advanceTimersByTimeAsync(100);
    await warming;
    expect(store.fixIsFresh(30_000)).toBe(true);
    await vi.advanceTimersByTimeAsync(30_001);
    expect(store.fixIsFresh(30_000)).toBe(false);
  });
});
