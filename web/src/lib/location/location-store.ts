// The user's last location fix and the browser's geolocation permission, kept for the whole
// session so the map, Find and the classifieds share one fix (read through useSyncExternalStore).
import { MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { earlyRequest } from '@/lib/early-request';

/** 'checking' until the Permissions API has answered; 'unknown' when it cannot tell (or is absent). */
export type LocationPermission = 'checking' | 'unknown' | 'granted' | 'denied';

export interface LocationState {
  position: LatLng | null;
  permission: LocationPermission;
  locating: boolean;
}

/** Why a request gave no fix: the browser's error codes, plus a browser without geolocation. */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'other';

export type LocationResult = { position: LatLng } | { failure: LocationFailure };

const INITIAL_STATE: LocationState = { position: null, permission: 'checking', locating: false };
let state = INITIAL_STATE;
let pending = 0;
const listeners = new Set<() => void>();

function update(next: Partial<LocationState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const toPermission = (value: PermissionState): LocationPermission =>
  value === 'granted' ? 'granted' : value === 'denied' ? 'denied' : 'unknown';

/** Reads the permission once (and follows its changes) where the Permissions API exists. */
async function watchPermission(): Promise<void> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    update({ permission: toPermission(status.state) });
    status.onchange = () => update({ permission: toPermission(status.state) });
  } catch {
    // No Permissions API (older Safari): the permission is learnt from the next attempt.
    if (state.permission === 'checking') update({ permission: 'unknown' });
  }
}

let permissionRead: Promise<void> | null = null;
/** Starts reading the permission on first use; resolves once it is known (or unknowable). */
export function permissionKnown(): Promise<void> {
  permissionRead ??= typeof navigator !== 'undefined' ? watchPermission() : Promise.resolve();
  return permissionRead;
}

export function subscribeLocation(listener: () => void): () => void {
  void permissionKnown();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const locationSnapshot = (): LocationState => state;
/** What prerendered HTML was made with: no fix, nothing known. */
export const serverLocationSnapshot = (): LocationState => INITIAL_STATE;

const failureOf = (error: GeolocationPositionError): LocationFailure =>
  error.code === error.PERMISSION_DENIED
    ? 'denied'
    : error.code === error.POSITION_UNAVAILABLE
      ? 'unavailable'
      : error.code === error.TIMEOUT
        ? 'timeout'
        : 'other';

function currentPosition(timeoutMs: number): Promise<LocationResult> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ failure: 'unsupported' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ position: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => resolve({ failure: failureOf(error) }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}

let fixedAt = Number.NEGATIVE_INFINITY;

/** Whether the store's fix came from the browser within the last `maxAgeMs` (the user may have moved since). */
export const fixIsFresh = (maxAgeMs: number): boolean => state.position !== null && Date.now() - fixedAt <= maxAgeMs;

/** Asks the browser for a fix and records the outcome in the store. */
async function askForFix(timeoutMs: number): Promise<LocationResult> {
  pending += 1;
  update({ locating: true });
  try {
    const result = await currentPosition(timeoutMs);
    if ('position' in result) {
      fixedAt = Date.now();
      update({ position: result.position, permission: 'granted' });
    } else if (result.failure === 'denied') update({ permission: 'denied' });
    return result;
  } finally {
    pending -= 1;
    update({ locating: pending > 0 });
  }
}

const earlyFix = earlyRequest(askForFix);

/** Asks the browser for a fix (or takes the one warmUpLocation asked for) and records the outcome. */
export const requestLocation = (timeoutMs: number): Promise<LocationResult> => earlyFix.take(timeoutMs);

let warming: Promise<unknown> = Promise.resolve();

/**
 * Started with the code of a screen that centres on the user (the map, Find, classifieds): when the
 * browser already allows location, the fix is on its way while the screen loads, instead of after
 * it has drawn. Nobody is asked anything here; without the permission the screen asks as before.
 * Resolves with the fix, or null when there is none to wait for.
 */
export function warmUpLocation(): Promise<LatLng | null> {
  const fix = (async () => {
    await permissionKnown();
    if (state.permission !== 'granted' || state.position) return null;
    const result = await earlyFix.start(MAP.locationTimeoutManualMs);
    return 'position' in result ? result.position : null;
  })();
  warming = fix;
  return fix;
}

/** Resolves when the fix warmUpLocation asked for is in (or refused), or after `maxWaitMs` at most. */
export function warmUpSettled(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    const settled = () => {
      clearTimeout(timer);
      resolve();
    };
    warming.then(settled, settled);
  });
}
